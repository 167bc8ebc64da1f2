import { request as apiRequest, type Page } from '@playwright/test';
import { expect as baseExpect, test as base } from './shop-test';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

// The account area (docs/product/account.md): the sign-in guard, the dashboard under both spellings,
// the profile form and the address book, against the real API and database. Set E2E_SCREENSHOTS=1 to
// also save every screen at 1366 and 375 px into the output folder.

const expect = baseExpect.configure({ timeout: 15_000 });
const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/v1/`;

interface Shopper {
  token: string;
  user: { id: string; name: string; email: string };
}

/**
 * One shopper per worker: sign-up is throttled per address (10 an hour), and every test here runs from
 * 127.0.0.1. Tests touch only what they create (their own address names) so they can share the account.
 */
const test = base.extend<{ pageErrors: void; signedIn: Shopper }, { shopper: Shopper }>({
  shopper: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
    async ({}, use, workerInfo) => {
      const request = await apiRequest.newContext({ baseURL: API });
      const email = `account-${workerInfo.workerIndex}-${Date.now()}@example.com`;
      const answer = await request.post('auth/register', { data: { name: 'Rahim Uddin', email, password: 'Bazar-account-e2e-2026' } });
      expect(answer.status(), await answer.text()).toBe(201);
      await use((await answer.json()) as Shopper);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // The session a returning shopper has: token and user in localStorage before the shop's scripts run.
  signedIn: async ({ page, shopper }, use) => {
    await page.addInitScript((session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    }, shopper);
    await use(shopper);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** A personal call as the shopper, straight to the API. */
async function call(shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const request = await apiRequest.newContext({ baseURL: API, extraHTTPHeaders: { authorization: `Bearer ${shopper.token}` } });
  const answer = await request.fetch(path, { method, data });
  const body: unknown = answer.status() === 204 ? null : await answer.json();
  await request.dispose();
  return { status: answer.status(), body };
}

// A shared 2-core machine: the screens are quick, but screenshots and axe runs may wait for the CPU.
test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('complementary');
const dialog = (page: Page) => page.getByRole('dialog');

test('without a session the account area sends the shopper to /login and remembers the page', async ({ page }) => {
  await page.goto('/manageaccount/addresses');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe('/manageaccount/addresses');
  await page.goto('/mangaeaccount/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe('/mangaeaccount/dashboard');
});

test('the dashboard greets by name, shows the badge and the latest orders, under both spellings', async ({ page, signedIn }) => {
  await page.goto('/manageaccount');
  await expect(page).toHaveURL(/\/manageaccount\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
  await expect(sidebar(page).getByText('Hi, Rahim Uddin')).toBeVisible();
  // A new account's address is not verified yet, and the badge says so.
  await expect(sidebar(page).getByText('Email not verified', { exact: true })).toBeVisible();
  // Exactly: the banner asking to verify the address names it too (docs/product/password-reset.md).
  await expect(page.getByText(signedIn.user.email, { exact: true })).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dashboard-empty');

  // A real order: one catalogue product in the cart, then cash on delivery at the first pickup point.
  expect((await call(signedIn, 'POST', 'cart/items', { product_id: 1, quantity: 1 })).status).toBe(200);
  const placed = await call(signedIn, 'POST', 'orders', { pickup_point_id: 1, payment_method: 'Cash On Delivery' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { orders } = (await call(signedIn, 'GET', 'orders')).body as { orders: { order_number: string; total: number }[] };
  const order = orders[0]!;

  await page.goto('/mangaeaccount');
  await expect(page).toHaveURL(/\/mangaeaccount\/dashboard$/);
  await expect(sidebar(page).getByText('Hi, Rahim Uddin')).toBeVisible();
  // The menu keeps the spelling the shopper came in by.
  await expect(sidebar(page).getByRole('link', { name: 'Address Book' })).toHaveAttribute('href', '/mangaeaccount/addresses');
  const row = page.getByRole('row').filter({ hasText: order.order_number });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText(`৳${order.total.toLocaleString('en-IN')}`)).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dashboard');
});

test('the profile needs all five fields, refuses 31 February, and a save returns to the dashboard', async ({ page, signedIn }) => {
  await page.goto('/manageaccount/profilecart?edit=1');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // Inside the page: the footer has a newsletter e-mail box of its own.
  const main = page.getByRole('main');
  const name = main.getByLabel('Full Name');
  const email = main.getByLabel('Email Address');
  await expect(name).toHaveValue('Rahim Uddin');
  await name.fill('');
  await email.fill('');
  await main.getByLabel('Mobile').fill('');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  for (const message of ['Full Name is required', 'Email is required', 'Phone number is required', 'Complete birthday is required', 'Gender is required'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-errors');

  await name.fill('Rahim Uddin');
  await email.fill(signedIn.user.email);
  await main.getByLabel('Mobile').fill('01612 345678');
  await main.getByLabel('Day', { exact: true }).selectOption('31');
  await main.getByLabel('Month', { exact: true }).selectOption({ label: 'February' });
  await main.getByLabel('Year', { exact: true }).selectOption('1995');
  await main.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByText('Please choose a real date in the last 100 years.')).toBeVisible();

  await main.getByLabel('Day', { exact: true }).selectOption('7');
  await main.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page).toHaveURL(/\/manageaccount\/dashboard$/);
  const saved = page.getByText('Saved!', { exact: true });
  await expect(saved).toBeVisible();
  await expect(page.getByText('01612345678')).toBeVisible();
  await shoot(page, 'dashboard-saved');
  // 'Saved!' is a moment, not a state: it goes, and a reload does not bring it back.
  await expect(saved).toBeHidden();
  await page.reload();
  await expect(page.getByText('01612345678')).toBeVisible();
  await expect(saved).toBeHidden();

  await sidebar(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/manageaccount\/profilecart$/);
  const details = page.getByRole('definition');
  await expect(details).toHaveText(['Rahim Uddin', signedIn.user.email, '01612345678', '7 March 1995', 'Male']);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile');
  await page.getByRole('button', { name: 'EDIT PROFILE' }).click();
  await expect(main.getByLabel('Year', { exact: true })).toHaveValue('1995');
  await expect(main.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await shoot(page, 'profile-form');
});

test('addresses: required fields, a Bangladeshi phone, dependent places, then edit and delete', async ({ page, signedIn: _ }) => {
  const who = `Karim Ahmed ${test.info().workerIndex}`;
  await page.goto('/manageaccount/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await page.getByRole('button', { name: 'ADD NEW ADDRESS' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  const form = dialog(page);
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('placeholder', '01XXXXXXXXX');
  await expect(form.getByRole('radio', { name: 'HOME' })).toBeChecked();
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(form.getByLabel('City')).toBeDisabled();
  await shoot(page, 'address-form-errors');

  await form.getByLabel('Full Name').fill(who);
  await form.getByLabel('Phone Number').fill('0171234');
  await form.getByLabel('Province / Region').selectOption('Dhaka');
  await form.getByLabel('City').selectOption('Dhaka');
  await form.getByLabel('Zone').selectOption('Dhanmondi');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Road 7');
  await form.getByLabel('Landmark (optional)').fill('Beside the lake');
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form.getByText('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).')).toBeVisible();
  await expect(form.getByLabel('Phone Number')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Phone Number').fill('+880 1812-345678');
  await form.getByRole('radio', { name: 'OFFICE' }).check();
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form.getByText('Address saved successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: who });
  await expect(card.getByText('Phone: 01812345678')).toBeVisible();
  await expect(card.getByText('Dhanmondi, Dhaka, Dhaka')).toBeVisible();
  await expect(card.getByText('OFFICE')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'addresses');

  await card.getByRole('button', { name: `Edit the address of ${who}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await expect(form.getByLabel('Zone')).toHaveValue('Dhanmondi');
  await shoot(page, 'address-edit');
  await form.getByLabel('Zone').selectOption('Gulshan');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Flat 4B, Road 90');
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card.getByText('Flat 4B, Road 90')).toBeVisible();
  await expect(card.getByText('Gulshan, Dhaka, Dhaka')).toBeVisible();

  await card.getByRole('button', { name: `Delete the address of ${who}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'address-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete the address of ${who}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText('Flat 4B, Road 90')).toHaveCount(0);
});

test('in Bengali the places are Bengali names, and English names are saved', async ({ page, signedIn }) => {
  const who = `Sadia Islam ${test.info().workerIndex}`;
  const created = await call(signedIn, 'POST', 'addresses', {
    name: who, phone: '01912345678', province: 'Chattagram', city: 'Chattogram', zone: 'Khulshi', address: 'Road 2, Khulshi',
  });
  expect(created.status).toBe(201);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/manageaccount/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'ঠিকানা বই' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: who });
  await expect(card.getByText('খুলশী, চট্টগ্রাম, চট্টগ্রাম')).toBeVisible();
  await expect(sidebar(page).getByText('ইমেইল যাচাই হয়নি', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'নতুন ঠিকানা যোগ করুন' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'নতুন ঠিকানা যোগ করুন' })).toBeVisible();
  await form.getByLabel('বিভাগ / অঞ্চল').selectOption({ label: 'ঢাকা' });
  await form.getByLabel('শহর').selectOption({ label: 'ঢাকা' });
  await expect(form.getByLabel('এলাকা').getByRole('option', { name: 'ধানমন্ডি' })).toHaveAttribute('value', 'Dhanmondi');
  await form.getByLabel('এলাকা').selectOption({ label: 'ধানমন্ডি' });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'address-form-bn');
  await form.getByRole('button', { name: 'ফিরে যান' }).click();
  await expect(dialog(page)).toBeHidden();
  await shoot(page, 'addresses-bn');
  expect((await call(signedIn, 'DELETE', `addresses/${(created.body as { id: string }).id}`)).status).toBe(204);
});

test('a failed load says so on the page, with a way to try again', async ({ page, signedIn: _ }) => {
  let fail = true;
  await page.route('**/api/v1/addresses', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Internal error.', code: 'internal_error' } }) : route.fallback(),
  );
  // The old site used alert(); the message belongs on the page.
  const boxes: string[] = [];
  page.on('dialog', (box) => {
    boxes.push(box.message());
    void box.dismiss();
  });
  await page.goto('/manageaccount/addresses');
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading data' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'ADD NEW ADDRESS' })).toBeEnabled();
  expect(boxes).toEqual([]);
});
