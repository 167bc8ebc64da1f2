import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerUser, type TestUser } from './auth-fixtures';
import { createStaff, signInToAdmin, unique } from './admin-fixtures';
import { E2E_WALLET_SMS_SECRET } from '../stand-ins/ports';
import { pickProducts, placeOrder, type PlacedOrder } from './orders-fixtures';
import { screenshotPng } from './screenshot-fixture';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The back office's online payments (docs/product/back-office-payments-and-returns.md) against the real API, its
// workers and the SSLCommerz stand-in: staff cancel a card-paid order and follow its refund to done, and a forwarded
// bKash "money received" SMS settles a shopper's proof without staff, which staff then find under Wallet money.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });


/** A manager signed in to the back office in a browser of their own, at 1366 px. */
async function managerAt(request: APIRequestContext, browser: Browser, path: string): Promise<Page> {
  const person = await createStaff(request, 'manager', `Mitu Manager ${unique()}`);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await signInToAdmin(page, person);
  return page;
}

/** A card order paid on the SSLCommerz stand-in's hosted page, as the shopper's browser does it. */
async function cardPaidOrder(request: APIRequestContext, browser: Browser, user: TestUser): Promise<PlacedOrder> {
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, user.token, [{ product: product!, quantity: 1 }], { payment_method: 'Credit Card' });
  const started = await request.post(`/api/v1/orders/${order.id}/online-payments`, { headers: auth(user) });
  expect(started.status(), await started.text()).toBe(201);
  const { redirect_url: hosted } = (await started.json()) as { redirect_url: string };
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(hosted);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(new RegExp(`/payments/${order.id}\\?attempt=`));
  await context.close();
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/orders/${order.id}`, { headers: auth(user) })).json()) as { order: { payment_status: string } }).order.payment_status)
    .toBe('paid');
  return order;
}

test('staff cancel a card-paid order and see its refund through SSLCommerz done', async ({ request, browser }) => {
  const shopper = await registerUser(request, { name: 'Farhana Akter' });
  const order = await cardPaidOrder(request, browser, shopper);

  const admin = await managerAt(request, browser, `/admin/orders/${order.order_number}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  const online = admin.getByRole('region', { name: 'Online payments' });
  await expect(online).toContainText('Paid');
  await expect(online).toContainText('SSLCommerz');

  await admin.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = admin.getByRole('alertdialog', { name: `Cancel order ${order.order_number}?` });
  await cancel.getByLabel('Reason (the shopper sees it)').fill('The item was damaged in our store.');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Order ${order.order_number} is now Cancelled.` })).toBeVisible();

  // The refund worker (every second here, REFUND_POLL_MS) asks SSLCommerz for the refund, then looks at its status
  // after the refund's first wait of a minute; the order's page shows it with the gateway, then done.
  const refunds = online.getByRole('list', { name: 'Refunds' });
  await expect(async () => {
    await admin.reload();
    await expect(refunds).toContainText('Done', { timeout: 2_000 });
  }).toPass({ timeout: 100_000 });
  await expect(refunds).toContainText('SSLCommerz');
  await expect(refunds).toContainText('Order cancelled');
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-order-online');

  // The Refunds view lists it, found by the order number, and the gateway payment beside it.
  await online.getByRole('link', { name: 'All refunds of this order' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/admin/payments/refunds\\?q=${order.order_number}$`));
  const row = admin.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toContainText('Done');
  await expect(row).toContainText('Order cancelled');
  await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-refunds');

  await admin.getByRole('navigation', { name: 'Kinds of payment' }).getByRole('link', { name: 'Gateway payments' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Gateway payments' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(order.order_number);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const attempt = admin.getByRole('row').filter({ hasText: order.order_number });
  await expect(attempt).toContainText('Paid');
  await expect(attempt).toContainText('Ours:');
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-gateway-payments');
});

test('a forwarded bKash SMS settles a proof without staff, and staff see it under Wallet money', async ({ request, browser }) => {
  const shopper = await registerUser(request, { name: 'Shirin Sultana' });
  const [product] = await pickProducts(request, 1);
  // Nagad goes the proof's way in the browser tests (PAY_NAGAD_WITH=proof); the money is sent by bKash.
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 1 }], { payment_method: 'Nagad' });
  const trxId = `E2E${unique().toUpperCase().slice(0, 7)}`;
  const sender = '01712345678';
  const proof = await request.post(`/api/v1/orders/${order.id}/payment-proof`, {
    headers: auth(shopper),
    data: {
      transaction_id: trxId,
      payment_method: 'bkash',
      amount: order.total,
      screenshot: `data:image/png;base64,${screenshotPng().toString('base64')}`,
      sender_number: sender,
      sender_name: shopper.name,
      payment_date: new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10),
    },
  });
  expect(proof.status(), await proof.text()).toBe(201);

  const amount = order.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const text = `You have received Tk ${amount} from ${sender}. Fee Tk 0.00. Balance Tk 25,000.00. TrxID ${trxId} at 28/11/2026 10:15`;
  const sms = await request.post('/api/v1/wallet/sms', { headers: { 'x-wallet-secret': E2E_WALLET_SMS_SECRET }, data: { from: 'bKash', text, received_at: new Date().toISOString() } });
  expect(sms.status(), await sms.text()).toBeLessThan(300);

  // Settled by itself: the shopper's order is paid, no one decided anything.
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/orders/${order.id}`, { headers: auth(shopper) })).json()) as { order: { payment_status: string } }).order.payment_status)
    .toBe('paid');

  const admin = await managerAt(request, browser, '/admin/payments/wallet');
  await expect(admin.getByRole('heading', { level: 1, name: 'Wallet money' })).toBeVisible();
  await admin.getByLabel('Match').selectOption('settled');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(trxId);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`match=settled&q=${trxId}`));
  const row = admin.getByRole('row').filter({ hasText: trxId });
  await expect(row).toContainText('Settled a proof');
  await expect(row).toContainText('Forwarded SMS');
  await expect(row.getByRole('link', { name: new RegExp(`Order ${order.order_number}`) })).toBeVisible();
  await expect(row.getByRole('button', { name: /Mark TrxID/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-wallet-money');

  // The proof queue has it approved, and the order's page says so.
  await row.getByRole('link', { name: new RegExp(`Order ${order.order_number}`) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Payment', exact: true })).toContainText('Paid');
});
