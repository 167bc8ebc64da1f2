import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { pickProducts, placeOrder, type PlacedOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';
import { standInPorts } from '../stand-ins/ports';

// Paying online (docs/product/payments.md, docs/decisions/068, 071): the shopper goes from the shop to the gateway's
// own page (the SSLCommerz and bKash stand-ins of e2e/stand-ins, real HTTP servers) and back, against the real API
// and database; the order's state is read from the server. One shopper per test.
test.describe.configure({ timeout: 120_000 });

const BAG = 25; // Accessories, one size (the demo catalogue, docs/decisions/004)
const STAND_INS = standInPorts();
const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function orderOf(request: APIRequestContext, user: TestUser, id: string): Promise<{ payment_method: string; payment_status: string; online_payment: { gateway: string; state: string } | null }> {
  const response = await request.get(`/api/v1/orders/${id}`, { headers: auth(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: Awaited<ReturnType<typeof orderOf>> }).order;
}

async function onlineOrder(request: APIRequestContext, user: TestUser, method: 'Credit Card' | 'Bkash'): Promise<PlacedOrder> {
  const [product] = await pickProducts(request, 1);
  return placeOrder(request, user.token, [{ product: product!, quantity: 1 }], { payment_method: method });
}

/** On the gateway's page (the stand-in's port), press one of its buttons; the browser comes back to the shop. */
async function onGatewayPress(page: Page, port: number, button: 'Pay' | 'Fail' | 'Cancel') {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/payments\/[0-9a-f-]{36}\?attempt=/);
}

test('a card payment from the checkout through the SSLCommerz page ends with the order paid', async ({ page, request }) => {
  const user = await registerUser(request);
  const added = await request.post('/api/v1/cart/items', { headers: auth(user), data: { product_id: BAG, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  await signInAs(page, user);
  await page.goto('/cartpayment');
  await page.getByRole('button', { name: 'Select Pickup Point' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pickup Point' });
  await picker.getByRole('radio').first().check();
  await picker.getByRole('button', { name: 'CONFIRM' }).click();
  const method = page.getByRole('combobox', { name: 'Payment Method' });
  await expect(method.getByRole('option', { name: 'Credit Card' })).toHaveCount(1);
  await method.selectOption('Credit Card');
  await expect(page.getByText('After placing the order you go to the secure payment page to pay the total.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();

  await onGatewayPress(page, STAND_INS.sslcommerz, 'Pay');
  await expect(page.getByText('Payment received. Thank you! Your order is confirmed.')).toBeVisible({ timeout: 20_000 });
  const orderId = /\/payments\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const attempt = page.getByTestId('online-attempt');
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toContainText('SSLCommerz (card or mobile wallet)');
  await expect(attempt.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(await orderOf(request, user, orderId)).toMatchObject({ payment_status: 'paid', online_payment: { gateway: 'sslcommerz', state: 'paid' } });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'online-card-paid');

  await page.goto('/manageaccount/orders');
  await expect(page.getByTestId('order-online-payment')).toContainText('Online payment: Paid');
});

test('a failed card payment offers to try again or to pay on delivery, and the switch to cash works', async ({ page, request }) => {
  const user = await registerUser(request);
  const order = await onlineOrder(request, user, 'Credit Card');
  await signInAs(page, user);
  await page.goto(`/payments/${order.id}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await onGatewayPress(page, STAND_INS.sslcommerz, 'Fail');

  await expect(page.getByText('Your payment did not go through. You can try again, or pay in cash when the order arrives.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'online-card-failed');
  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  await expect(page.getByText('Done: you pay this order in cash when it arrives.')).toBeVisible();
  expect(await orderOf(request, user, order.id)).toMatchObject({ payment_method: 'Cash On Delivery', payment_status: 'pending' });
});

test('bKash approved: the shopper pays on the bKash page and the order is paid', async ({ page, request }) => {
  const user = await registerUser(request);
  const order = await onlineOrder(request, user, 'Bkash');
  await signInAs(page, user);
  await page.goto('/manageaccount/orders');
  await page.getByRole('link', { name: `Pay now: order ${order.order_number}` }).click();
  await expect(page.getByText(/Pay .* from your bKash account on the bKash payment page\./)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await onGatewayPress(page, STAND_INS.bkash, 'Pay');

  await expect(page.getByText('Payment received. Thank you! Your order is confirmed.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('online-attempt')).toContainText('bKash');
  expect(await orderOf(request, user, order.id)).toMatchObject({ payment_status: 'paid', online_payment: { gateway: 'bkash', state: 'paid' } });
  await shoot(page, 'online-bkash-paid');
});

test('bKash cancelled: the shopper is told, may try again, and the order is still to pay', async ({ page, request }) => {
  const user = await registerUser(request);
  const order = await onlineOrder(request, user, 'Bkash');
  await signInAs(page, user);
  await page.goto(`/payments/${order.id}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await onGatewayPress(page, STAND_INS.bkash, 'Cancel');

  await expect(page.getByText('You cancelled the payment. You can try again, or pay in cash when the order arrives.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('online-attempt')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Pay on delivery instead' })).toBeVisible();
  expect(await orderOf(request, user, order.id)).toMatchObject({ payment_method: 'Bkash', payment_status: 'pending' });
  await expectNoSeriousA11yViolations(page);

  // Another try goes back to bKash's page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STAND_INS.bkash}/`));
});
