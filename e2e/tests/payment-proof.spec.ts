import { screenshotPng } from './screenshot-fixture';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signInAs, storedSession, type TestUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { pickProducts, placeOrder, type PlacedOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

// The payment-proof screen of docs/product/payments.md (/payments/{id} and the account's
// /manageaccount/payments), against the real API, database and image checks. One shopper per test.
test.describe.configure({ timeout: 120_000 });

const REQUIRED = [
  'Transaction ID is required',
  'Payment Method is required',
  'Amount must be greater than 0',
  'Screenshot is required',
  'Sender Number is required',
  'Sender Name is required',
  'Payment Date is required',
];


/** Today in Bangladesh, as a date input holds it. */
const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

/** A Nagad order: Nagad goes the proof's way in the browser tests (PAY_NAGAD_WITH=proof), Bkash to its gateway. */
async function bkashOrder(request: APIRequestContext, user: TestUser, skip = 0): Promise<PlacedOrder> {
  const products = await pickProducts(request, skip + 1);
  return placeOrder(request, user.token, [{ product: products[skip]!, quantity: 1 }], { payment_method: 'Nagad' });
}

/** The proof form (the footer has its own 'Payment methods' section). */
const proofForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit payment proof' }) });


test('a shopper submits the proof of a bKash payment and sees it being checked', async ({ page, request }) => {
  const user = await registerUser(request);
  const order = await bkashOrder(request, user);
  // One transaction ID pays for one order: a run repeated on the same shop (--repeat-each) needs its own.
  const transactionId = `9C${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, user);
  await page.goto(`/payments/${order.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('order-total')).toContainText('৳');
  await expect(page.getByTestId('payment-status')).toHaveText('Not paid yet');
  await expect(page.getByText('bKash merchant number')).toBeVisible();
  // The form starts from the order: its wallet (Nagad, the proof's way in the browser tests) and its total.
  await expect(proofForm(page).getByLabel('Payment Method')).toHaveValue('nagad');
  await expect(proofForm(page).getByLabel('Amount (৳)')).toHaveValue(String(order.total));

  // Nothing filled in: each of the seven messages under its field, and nothing sent.
  await proofForm(page).getByLabel('Payment Method').selectOption('');
  await proofForm(page).getByLabel('Amount (৳)').fill('');
  await page.getByRole('button', { name: 'Submit payment proof' }).click();
  for (const message of REQUIRED) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(proofForm(page).getByLabel('Payment Method')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'payment-proof-errors');

  await proofForm(page).getByLabel('Payment Method').selectOption({ label: 'bKash' });
  await proofForm(page).getByLabel('Transaction ID').fill(transactionId);
  await proofForm(page).getByLabel('Amount (৳)').fill(String(order.total));
  await proofForm(page).getByLabel('Payment Date').fill(dhakaToday());
  await proofForm(page).getByLabel('Sender Number').fill('01712-345678');
  await proofForm(page).getByLabel('Sender Name').fill('Nusrat Jahan');
  await proofForm(page).getByLabel('Screenshot').setInputFiles({ name: 'bkash-receipt.png', mimeType: 'image/png', buffer: screenshotPng() });
  await expect(page.getByAltText('Preview of the chosen screenshot')).toBeVisible();
  await expect(page.getByTestId('field-error')).toHaveCount(0);
  await shoot(page, 'payment-proof-filled');

  await page.getByRole('button', { name: 'Submit payment proof' }).click();
  await expect(page.getByText('Payment proof submitted successfully!')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Proof submitted');
  await expect(page.getByRole('button', { name: 'Submit payment proof' })).toHaveCount(0);

  const answer = await request.get(`/api/v1/orders/${order.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await answer.json()) as { order: PlacedOrder }).order.payment_status).toBe('submitted');

  // Reloaded: the proof as sent, with its screenshot fetched with the token and shown from a blob: URL.
  await page.reload();
  const proof = page.getByTestId('submitted-proof');
  await expect(proof).toContainText(transactionId);
  await expect(proof).toContainText('01712345678');
  await expect(proof).toContainText('Being checked');
  await expect(page.getByText("We're checking your payment.", { exact: false })).toBeVisible();
  const image = page.getByAltText(`Screenshot of the payment for order ${order.order_number}`);
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'payment-proof-submitted');

  // The account area lists it and opens the same screen inside the account layout.
  await page.goto('/manageaccount/payments');
  const row = page.getByTestId('payment-order').filter({ hasText: order.order_number });
  await expect(row).toContainText('Proof submitted');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'account-payments');
  await row.getByRole('link', { name: `View payment: order ${order.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/manageaccount/payments/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
  await expect(page.getByTestId('submitted-proof')).toContainText(transactionId);
  await shoot(page, 'account-payment');
  await page.getByRole('link', { name: 'Back to My Payments' }).click();
  await expect(page).toHaveURL(/\/manageaccount\/payments$/);
});

test('a text file named .png, a GIF and a date before the order are refused before anything is sent', async ({ page, request }) => {
  const user = await registerUser(request);
  const order = await bkashOrder(request, user, 1);
  await signInAs(page, user);
  await page.goto(`/payments/${order.id}`);
  await proofForm(page).getByLabel('Screenshot').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('TrxID 9C7A1B2D3E paid') });
  await expect(page.getByText('Failed to process image', { exact: true })).toBeVisible();
  await proofForm(page).getByLabel('Screenshot').setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('The screenshot must be a PNG, JPEG or WebP image.', { exact: true })).toBeVisible();

  // A date before the order, caught before sending.
  await proofForm(page).getByLabel('Payment Date').fill('2020-01-01');
  await page.getByRole('button', { name: 'Submit payment proof' }).click();
  await expect(page.getByText('Payment Date cannot be before the order was placed.')).toBeVisible();
});

test('a guest is sent to sign in and brought back; another shopper\'s order is not found', async ({ page, request }) => {
  const [owner, other] = [await registerUser(request), await registerUser(request)];
  const order = await bkashOrder(request, owner, 2);
  await page.goto(`/payments/${order.id}`);
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).redirect).toBe(`/payments/${order.id}`);

  await signInAs(page, other);
  await page.goto(`/payments/${order.id}`);
  await expect(page.getByText('We could not find this order.')).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to My Orders' })).toBeVisible();
  const screenshot = await request.get(`/api/v1/orders/${order.id}/payment-proofs`, { headers: { authorization: `Bearer ${other.token}` } });
  expect(screenshot.status()).toBe(404);
});

test('a cash-on-delivery order needs no proof', async ({ page, request }) => {
  const user = await registerUser(request);
  const [product] = await pickProducts(request, 4).then((found) => found.slice(3));
  const order = await placeOrder(request, user.token, [{ product: product!, quantity: 1 }]);
  await signInAs(page, user);
  await page.goto(`/payments/${order.id}`);
  await expect(page.getByText('This order is paid in cash on delivery; no payment proof is needed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit payment proof' })).toHaveCount(0);
});
