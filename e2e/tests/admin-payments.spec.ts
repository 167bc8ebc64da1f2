import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { e2eDataDir, pickProducts, SHIP_BODY, placeOrder, type PlacedOrder } from './orders-fixtures';
import { screenshotPng } from './screenshot-fixture';
import { createStaff, signInToAdmin, unique } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The back office's payments and returns (docs/product/back-office-payments-and-returns.md): support decides
// what shoppers sent, and the shoppers read the outcome, against the real API, database and images.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const staffKey = () => readFileSync(`${e2eDataDir}/secrets/staff-key`, 'utf8').trim();

/** A bKash-pink phone screenshot with a white receipt box, as a PNG data URL. */
const screenshotDataUrl = () => `data:image/png;base64,${screenshotPng().toString('base64')}`;

const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

/** A shopper's Nagad order (the proof's way in the browser tests) and the proof of a bKash payment they sent for it (the payment page's call). */
async function bkashOrderWithProof(request: APIRequestContext, user: TestUser, skip: number, amount?: number): Promise<{ order: PlacedOrder; transactionId: string }> {
  const products = await pickProducts(request, skip + 1);
  const order = await placeOrder(request, user.token, [{ product: products[skip]!, quantity: 1 }], { payment_method: 'Nagad' });
  const transactionId = `AP${unique().toUpperCase()}`;
  const res = await request.post(`/api/v1/orders/${order.id}/payment-proof`, {
    headers: auth(user),
    data: {
      transaction_id: transactionId,
      payment_method: 'bkash',
      amount: amount ?? order.total,
      screenshot: screenshotDataUrl(),
      sender_number: '01712345678',
      sender_name: user.name,
      payment_date: dhakaToday(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { order, transactionId };
}

/** A support member, made with the staff key as an operator would, signed in to the back office in their own browser. */
async function supportSignedIn(request: APIRequestContext, browser: Browser): Promise<Page> {
  const person = await createStaff(request, 'support', `Sumi Support ${unique()}`);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  await signInToAdmin(page, person);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}

/** The queue narrowed to one order, by the search field. */
async function findProof(page: Page, orderNumber: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article', { name: `Proof for order ${orderNumber}` });
  await expect(card).toBeVisible();
  return card;
}

test('support approves a bKash proof after reading its screenshot, and rejects another with a reason the shopper reads', async ({ page, request, browser }) => {
  const paying = await registerUser(request, { name: 'Rahima Khatun' });
  const refused = await registerUser(request, { name: 'Kulsum Begum' });
  const good = await bkashOrderWithProof(request, paying, 0);
  const short = await bkashOrderWithProof(request, refused, 1, 100);

  const admin = await supportSignedIn(request, browser);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments' }).click();
  await expect(admin.getByRole('heading', { name: 'Payment proofs', level: 1 })).toBeVisible();

  const card = await findProof(admin, good.order.order_number);
  await expect(card).toContainText(good.transactionId);
  await expect(card).toContainText('01712345678');
  await expect(card).toContainText('Rahima Khatun');
  await expect(card).not.toContainText('Not the order total');
  // The screenshot, fetched with the staff session, has loaded.
  const image = card.getByRole('img', { name: `Screenshot of the payment for order ${good.order.order_number}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await image.boundingBox())!.height).toBeGreaterThan(300);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-payments');

  // Enlarged, and closed again.
  await card.getByRole('button', { name: `Enlarge the screenshot of order ${good.order.order_number}` }).click();
  const viewer = admin.getByRole('dialog', { name: `Screenshot of the payment for order ${good.order.order_number}` });
  await expect(viewer).toBeVisible();
  await expect.poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(admin);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  await card.getByRole('button', { name: `Approve the payment of order ${good.order.order_number}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `The payment of order ${good.order.order_number} is approved.` })).toBeVisible();
  await expect(admin.getByRole('article', { name: `Proof for order ${good.order.order_number}` })).toHaveCount(0);

  // The shopper sees the order paid in My Orders.
  await signInAs(page, paying);
  await page.goto('/manageaccount/orders');
  const orderCard = page.getByRole('article', { name: new RegExp(good.order.order_number) });
  await expect(orderCard).toContainText('Paid');

  // The other proof: the amount is not the order's total; rejected with a reason.
  const shortCard = await findProof(admin, short.order.order_number);
  await expect(shortCard).toContainText('Not the order total');
  await shortCard.getByRole('button', { name: `Reject the payment of order ${short.order.order_number}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject the payment of order ${short.order.order_number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-payments-reject');
  const reason = `You sent ৳100, the order is ৳${short.order.total}. Please send the rest (${unique()}).`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByRole('status').filter({ hasText: `The payment of order ${short.order.order_number} is rejected.` })).toBeVisible();

  // Rejected proofs can still be looked up, with the reason given.
  await admin.getByLabel('Show').selectOption('rejected');
  const decided = await findProof(admin, short.order.order_number);
  await expect(decided).toContainText(reason);

  // The shopper reads the reason on their payment page, and in My Orders.
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const shopperPage = await shopper.newPage();
  await signInAs(shopperPage, refused);
  await shopperPage.goto(`/payments/${short.order.id}`);
  await expect(shopperPage.getByText('Your last payment proof was not accepted.', { exact: false })).toBeVisible();
  // In the notice above the form, and with the refused proof among the earlier ones.
  await expect(shopperPage.getByText(reason, { exact: true })).toBeVisible();
  await shopperPage.getByText('Earlier proofs').click();
  await expect(shopperPage.getByText(`Why it was not accepted: ${reason}`)).toBeVisible();
  await expectNoSeriousA11yViolations(shopperPage);
  await shootBackOffice(shopperPage, 'shopper-payment-rejected');
  await shopperPage.goto('/manageaccount/orders');
  await expect(shopperPage.getByRole('article', { name: new RegExp(short.order.order_number) })).toContainText(reason);

  // The owner finds both decisions in the audit log, the rejection with its reason.
  const owner = await createStaff(request, 'owner');
  const ownerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })).newPage();
  await ownerPage.goto(`/admin/audit?entity_type=order&entity_id=${good.order.order_number}`);
  await signInToAdmin(ownerPage, owner);
  await expect(ownerPage.getByRole('table')).toContainText('payment.approve');
  await ownerPage.goto(`/admin/audit?entity_type=order&entity_id=${short.order.order_number}`);
  await expect(ownerPage.getByRole('table')).toContainText('payment.reject');
  await expect(ownerPage.getByRole('table')).toContainText(reason.slice(0, 40));
});

test('support rejects a return with a reason the shopper reads with their return, and approves and refunds another', async ({ page, request, browser }) => {
  const shopper = await registerUser(request, { name: 'Sadia Islam' });
  const products = await pickProducts(request, 4);
  const order = await placeOrder(request, shopper.token, [{ product: products[2]!, quantity: 1 }, { product: products[3]!, quantity: 1 }]);
  for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered']) {
    const moved = await request.post(`/api/v1/staff/orders/${order.order_number}/status`, { headers: { authorization: `Staff ${staffKey()}` }, data: { status, ...(status === 'shipped' ? SHIP_BODY : {}) } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const [first, second] = order.items;
  for (const line of [first!, second!]) {
    const asked = await request.post('/api/v1/returns', { headers: auth(shopper), data: { order_id: order.id, order_line_id: line.id, reason: `Not what I expected (${line.name}).` } });
    expect(asked.status(), await asked.text()).toBe(201);
  }

  const admin = await supportSignedIn(request, browser);
  await admin.goto('/admin/returns');
  await expect(admin.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const row = (name: string) => admin.getByRole('row').filter({ hasText: order.order_number }).filter({ hasText: name });
  await expect(row(first!.name)).toContainText('Sadia Islam');
  await expect(row(first!.name)).toContainText(`Not what I expected (${first!.name}).`);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-returns');

  await row(first!.name).getByRole('button', { name: `Reject the return of ${first!.name}, order ${order.order_number}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject the return of ${first!.name}` });
  const reason = 'The seal on the box is broken; we cannot take it back.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `The return of ${first!.name} is rejected.` })).toBeVisible();

  await row(second!.name).getByRole('button', { name: `Approve the return of ${second!.name}, order ${order.order_number}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `The return of ${second!.name} is approved.` })).toBeVisible();
  await admin.getByLabel('Show').selectOption('approved');
  await row(second!.name).getByRole('button', { name: `Refund the return of ${second!.name}, order ${order.order_number}` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expectNoSeriousA11yViolations(admin);
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `The return of ${second!.name} is refunded.` })).toBeVisible();

  await signInAs(page, shopper);
  await page.goto('/manageaccount/returns');
  const rejected = page.getByRole('article', { name: first!.name });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText(reason);
  await expect(page.getByRole('article', { name: second!.name })).toContainText('Refunded');
});
