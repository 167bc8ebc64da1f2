import { registerUser } from './auth-fixtures';
import { createStaff, signInToAdmin } from './admin-fixtures';
import { pickProducts, placeOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The back office's first screen (docs/product/back-office.md, Dashboard): today's figures move with an order,
// what waits for staff links to it, and the latest changes show who did what.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('the dashboard shows the server\'s figures, what waits links to it, and a confirmed order in the latest changes', async ({ page, request, browser }) => {
  const owner = await createStaff(request, 'owner');
  await page.goto('/admin');
  await signInToAdmin(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const shopper = await registerUser(request, { name: 'Dashboard Shopper' });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 1 }]);
  // The owner confirms it through the back office's API, with the page's own session and CSRF token.
  const me = await (await page.request.get('/api/v1/admin/session')).json();
  const confirmed = await page.request.post(`/api/v1/admin/orders/${order.order_number}/status`, { headers: { 'x-csrf-token': me.csrf_token }, data: { status: 'confirmed' } });
  expect(confirmed.status()).toBe(200);

  // Other tests place and move orders meanwhile: the screen is compared with the server's answer of the same moment.
  const pending = page.getByRole('link', { name: /^Pending/ });
  await expect(async () => {
    await page.reload();
    await expect(pending).toBeVisible();
    const answer = await (await page.request.get('/api/v1/admin/dashboard')).json();
    expect(number(await pending.locator('span').last().textContent())).toBe(answer.waiting.orders.pending);
    expect(number(await page.getByText(/^\d[\d,]* orders?$/).first().textContent())).toBe(answer.today_totals.orders);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Latest changes' })).toContainText(order.order_number);
  await expect(page.getByRole('table', { name: 'The last seven days' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'The whole audit log' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-dashboard');

  await pending.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending/);

  const support = await createStaff(request, 'support');
  const other = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await other.goto('/admin');
  await signInToAdmin(other, support);
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(other.getByRole('link', { name: /^Payment proofs to check/ })).toBeVisible();
  await expect(other.getByRole('link', { name: 'The whole audit log' })).toHaveCount(0);
});
