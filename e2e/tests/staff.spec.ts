import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './shop-test';
import { registerUser, signInAs } from './auth-fixtures';
import { e2eDataDir as dataDir, pickProducts, SHIP_ARGS, placeOrder, staff, type PlacedOrder } from './orders-fixtures';

// The staff tool beside the running shop (decision 016): the test shop runs on the embedded database
// (PGlite, one process), started by start-server.mjs in E2E_DATA_DIR. The real CLI, given only that
// DATA_DIR, finds the shop in server.json and sends its commands there; the shopper sees the change.

const expect = baseExpect.configure({ timeout: 15_000 });
const card = (page: Page, order: PlacedOrder) => page.getByRole('article', { name: `Order ${order.order_number}` });
const badge = (page: Page, order: PlacedOrder, text: string) => card(page, order).getByText(text, { exact: true }).first();

test.describe.configure({ timeout: 120_000 });

test('a status change made with the staff tool while the shop runs shows on the orders screen', async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Rafiq Uddin' });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 1 }]);
  expect(order.status).toBe('pending');

  // The shop announced itself; its embedded database stays locked to it the whole time.
  expect(existsSync(`${dataDir}/server.json`)).toBe(true);
  expect(JSON.parse(readFileSync(`${dataDir}/server.json`, 'utf8'))).toEqual({ port: Number(new URL(test.info().project.use.baseURL!).port), pid: expect.any(Number) });

  await signInAs(page, shopper);
  await page.goto('/orders');
  await expect(badge(page, order, 'Pending')).toBeVisible();

  expect(await staff('orders', 'status', order.order_number, 'confirmed')).toEqual({ code: 0, stdout: `Order ${order.order_number}: pending -> confirmed.`, stderr: '' });
  await page.reload();
  await expect(badge(page, order, 'Confirmed')).toBeVisible();
  await expect(card(page, order).getByText('Pending', { exact: true })).toHaveCount(0);

  // A step the rules forbid is refused with the tool's message, and nothing changes on screen.
  expect(await staff('orders', 'status', order.order_number, 'delivered')).toEqual({
    code: 1,
    stdout: '',
    stderr: `Order ${order.order_number} is confirmed; it can go to processing or shipped, not delivered.`,
  });

  expect((await staff('orders', 'status', order.order_number, 'shipped', ...SHIP_ARGS)).code).toBe(0);
  expect((await staff('payments', 'mark', order.order_number, 'paid')).stdout).toBe(`Payment of ${order.order_number}: pending -> paid (no payment proof on file).`);
  await page.reload();
  await expect(badge(page, order, 'Shipped')).toBeVisible();
  await expect(badge(page, order, 'Paid')).toBeVisible();
  // Shipped: no longer the shopper's to cancel.
  await expect(card(page, order).getByRole('button', { name: /Cancel order/ })).toHaveCount(0);

  const shown = await staff('orders', 'show', order.order_number);
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain('Rafiq Uddin');
  expect(shown.stdout).toContain('Status     shipped    Payment: paid (Cash On Delivery)');
});
