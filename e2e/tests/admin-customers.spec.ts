import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { createStaff, unique, openAsStaff } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The back office's customers, promo codes and pickup points (docs/product/back-office-customers-promo-pickup.md):
// a manager blocks a shopper, who is told so at checkout; support sees promo codes without changing them; a
// pickup point taken out of use leaves the checkout's choices.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const BAG = 25; // Accessories, one size, in the demo catalogue (docs/decisions/004-demo-catalogue.md)



async function shopperPage(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}


async function addToCart(request: APIRequestContext, user: TestUser) {
  const res = await request.post('/api/v1/cart/items', { headers: { authorization: `Bearer ${user.token}` }, data: { product_id: BAG, quantity: 1 } });
  expect(res.status(), await res.text()).toBe(200);
}

/** From the cart to the checkout, with the pickup point picker open. */
async function openPickupPicker(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(page).toHaveURL(/\/cartpayment$/);
  await page.getByRole('button', { name: 'Select Pickup Point' }).click();
  return page.getByRole('dialog', { name: 'Select Pickup Point' });
}

test('a manager blocks a shopper with a reason; the shopper is told at checkout their account cannot order, not the reason', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const user = await registerUser(request);
  await addToCart(request, user);

  const admin = await openAsStaff(browser, manager, '/admin/customers');
  await expect(admin.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await admin.getByLabel('Name, e-mail or phone').fill(user.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('status').filter({ hasText: '1 customer' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-customers-list');
  await admin.getByRole('link', { name: user.user.name }).click();
  await expect(admin.getByRole('heading', { name: user.user.name, level: 1 })).toBeVisible();
  await expect(admin.getByText('This customer can place orders.')).toBeVisible();

  // The reason is checked before it is sent.
  await admin.getByRole('button', { name: 'Block from ordering' }).click();
  await expect(admin.getByText('Write a reason of 3 to 500 characters.')).toBeVisible();
  await admin.getByLabel('Reason for blocking').fill('Refused three cash-on-delivery parcels');
  await admin.getByRole('button', { name: 'Block from ordering' }).click();
  await expect(admin.getByText(/Blocked from ordering since/)).toBeVisible();
  await expect(admin.getByText('Reason (staff only): Refused three cash-on-delivery parcels')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-customer-blocked');

  const shop = await shopperPage(browser, user);
  const picker = await openPickupPicker(shop);
  await picker.getByRole('radio').first().check();
  await picker.getByRole('button', { name: 'CONFIRM' }).click();
  await shop.getByRole('combobox', { name: 'Payment Method' }).selectOption('Cash On Delivery');
  await shop.getByRole('button', { name: 'Proceed to Pay' }).click();
  const failure = shop.getByTestId('order-failure');
  await expect(failure).toContainText('Your account cannot place orders at the moment. Please contact customer support.');
  await expect(failure).not.toContainText('Refused');
  await expectNoSeriousA11yViolations(shop);

  // Unblocked: the same checkout places the order.
  await admin.getByRole('button', { name: 'Unblock' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(admin.getByText('This customer can place orders.')).toBeVisible();
  await shop.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(shop).toHaveURL(/\/orders/);
});

test('support sees promo codes and who used them, without create, edit or end controls', async ({ browser, request }) => {
  const support = await createStaff(request, 'support');
  const page = await openAsStaff(browser, support, '/admin/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Promo codes' });
  await expect(table.getByRole('rowheader', { name: 'EID25' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'PUJA2025' })).toContainText('Expired');
  await expect(page.getByRole('button', { name: 'New promo code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^End / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Who used EID25' }).click();
  await expect(page.getByRole('heading', { name: 'Who used EID25' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-promo-codes-support');
});

test('a manager makes and ends a promo code, adds a pickup point and takes it out of use: the checkout no longer offers it', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const page = await openAsStaff(browser, manager, '/admin/promo-codes');

  // A promo code made, its limit changed, ended early.
  const code = `E2E${unique().toUpperCase()}`;
  await page.getByRole('button', { name: 'New promo code' }).click();
  const create = page.getByRole('dialog', { name: 'New promo code' });
  await create.getByLabel('Code').fill(code);
  await create.getByLabel('Percent (1–100)').fill('15');
  await create.getByLabel('Most uses in all').fill('50');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-promo-create');
  await create.getByRole('button', { name: 'New promo code' }).click();
  await expect(page.getByText(`${code} was created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 of 50');
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  await page.getByRole('dialog').getByLabel('Most uses in all').fill('80');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('0 of 80');
  await page.getByRole('button', { name: `End ${code} now` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End now' }).click();
  await expect(row).toContainText('Ended');
  await shootBackOffice(page, 'admin-promo-codes-manager');

  // A pickup point added and taken out of use.
  const name = `Bazar Point E2E ${unique()}`;
  await page.goto('/admin/pickup-points');
  await page.getByRole('button', { name: 'Add pickup point' }).click();
  const form = page.getByRole('dialog', { name: 'Add a pickup point' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill('Road 11, Block E, Banani');
  await form.getByLabel('City').fill('Dhaka');
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Add pickup point' }).click();
  await expect(form.getByText('Enter a Bangladeshi mobile number, such as 01711000101.')).toBeVisible();
  await form.getByLabel('Phone').fill('+880 1711-000199');
  await form.getByRole('button', { name: 'Add pickup point' }).click();
  await expect(page.getByText(`${name} was added; the checkout offers it now.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('01711000199');

  const user = await registerUser(request);
  await addToCart(request, user);
  const before = await shopperPage(browser, user);
  await expect((await openPickupPicker(before)).getByRole('radio', { name })).toBeVisible();

  await page.getByRole('button', { name: `Take ${name} out of use` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Take out of use' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Out of use');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-pickup-points');

  // A new visit to the checkout (the shop keeps the public list for a few minutes in an open page).
  const after = await shopperPage(browser, user);
  const picker = await openPickupPicker(after);
  await expect(picker.getByRole('radio').first()).toBeVisible();
  await expect(picker.getByRole('radio', { name })).toHaveCount(0);
});
