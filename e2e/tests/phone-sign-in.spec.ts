import type { Page } from '@playwright/test';
import { textsTo } from '../stand-ins/control';
import { registerUser, signInAs, storedSession } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// Signing in by phone (docs/product/auth.md, docs/decisions/076): a new shopper from a phone opens the checkout,
// signs in with a mobile number and the code the SMS stand-in received, and places the order.
test.describe.configure({ timeout: 120_000 });

const BAG = 25; // Accessories, one size

/** With E2E_SCREENSHOTS set: the screen at 1366 px and at 768 px, for a person to look at. */
async function shootWide(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(size);
}

/** A number of its own per test: the codes' limits count per number. */
const freshNumber = () => `017${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

test('a new shopper signs in at the checkout with a mobile number and the SMS code, and places the order', async ({ page, request }) => {
  const phone = freshNumber();
  await page.goto(`/product/${BAG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName(/^Cart, 1 item/);

  // The checkout sends a guest to sign in, remembering where they were.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout (1)' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).redirect).toMatch(/^\/cartpayment/);

  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  const panel = page.getByRole('region', { name: 'Sign in with your mobile number' });
  const number = panel.getByLabel('Mobile number');
  await expect(number).toHaveAttribute('type', 'tel');
  await expect(number).toBeFocused();
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText('Please enter your mobile number.')).toBeVisible();
  await number.fill('01212345678');
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootWide(page, 'phone-sign-in-number');

  await number.fill(phone);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`We sent a 6-digit code to ${phone}. It works for 5 minutes.`)).toBeVisible();
  const code = panel.getByLabel('Code from the SMS');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toBeFocused();
  // 'Send a new code' waits a minute.
  await expect(panel.getByText(/^You can ask for a new code in \d+ seconds?\.$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);

  // The SMS stand-in received the code; the screen never showed it.
  let sms = '';
  await expect.poll(async () => {
    sms = (await textsTo(`+88${phone}`)).at(-1)?.text ?? '';
    return sms;
  }).toMatch(/^Bazar: \d{6} is your sign-in code\./);
  const received = sms.match(/\d{6}/)![0];
  await expect(page.getByText(received)).toHaveCount(0);

  // A wrong code is worded beside the field; the right one signs in.
  await code.fill(String((Number(received) + 1) % 1_000_000).padStart(6, '0'));
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel.getByText('That code is not right. Check the SMS and try again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootWide(page, 'phone-sign-in-code');
  await code.fill(received);
  await panel.getByLabel('Your name (optional)').fill('Sumi Akter');
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel.getByText('Login successful!')).toBeVisible();

  // The checkout goes on where the shopper was, with the guest's cart.
  await expect(page).toHaveURL(/\/cartpayment/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  const session = await storedSession(page);
  expect(JSON.parse(session.user ?? '{}')).toMatchObject({ name: 'Sumi Akter' });

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await dialog.getByLabel('Full Name').fill('Sumi Akter');
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByLabel('Province / Region').selectOption('Dhaka');
  await dialog.getByLabel('City').selectOption('Dhaka');
  await dialog.getByLabel('Zone').selectOption('Dhanmondi');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('House 5, Road 3');
  await dialog.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Payment Method' }).selectOption('Cash On Delivery');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 });
  await expect(page.getByRole('status').getByText('Order placed successfully!')).toBeVisible();

  const orders = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${session.token}` } });
  const placed = ((await orders.json()) as { orders: { customer_phone: string; payment_method: string; items: { product_id: number }[] }[] }).orders;
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ customer_phone: phone, payment_method: 'Cash On Delivery', items: [{ product_id: BAG }] });
  const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
  expect(await me.json()).toMatchObject({ name: 'Sumi Akter', email: null });
});

test('an e-mail shopper verifies a mobile number on the profile page, and then signs in with it', async ({ page, request, browser }) => {
  const phone = freshNumber();
  const user = await registerUser(request, { name: 'Tania Islam' });
  await signInAs(page, user);
  await page.goto('/manageaccount/profilecart');
  const section = page.getByRole('region', { name: 'Sign-in by SMS code' });
  await expect(section.getByText('Verify your mobile number to sign in with a code by SMS, without a password.')).toBeVisible();
  await section.getByRole('button', { name: 'Verify a mobile number' }).click();
  await section.getByLabel('Mobile number').fill(phone);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible();
  await expect(section.getByLabel('Code from the SMS')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoSeriousA11yViolations(page);
  await shootWide(page, 'account-phone-code');
  let sms = '';
  await expect.poll(async () => (sms = (await textsTo(`+88${phone}`)).at(-1)?.text ?? '')).toMatch(/\d{6}/);
  await section.getByLabel('Code from the SMS').fill(sms.match(/\d{6}/)![0]);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText(`Verified: ${phone}. You can sign in with it and a code by SMS, without a password.`)).toBeVisible();
  await expect(section.getByText('Your mobile number is verified.')).toBeVisible();

  // Another browser signs in with the number and lands in this very account.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByRole('button', { name: 'Continue with mobile number' }).click();
  const panel = other.getByRole('region', { name: 'Sign in with your mobile number' });
  await panel.getByLabel('Mobile number').fill(phone);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByLabel('Code from the SMS')).toBeVisible();
  await expect.poll(async () => (await textsTo(`+88${phone}`)).length).toBe(2);
  const second = (await textsTo(`+88${phone}`)).at(-1)!.text.match(/\d{6}/)![0];
  await panel.getByLabel('Code from the SMS').fill(second);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  expect(JSON.parse((await storedSession(other)).user ?? '{}')).toMatchObject({ id: user.user.id, email: user.email });
  await other.close();
});
