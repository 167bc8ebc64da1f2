import type { APIRequestContext, Page } from '@playwright/test';
import { createStaff, openAsStaff } from './admin-fixtures';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { expect, test } from './shop-test';
import { expectNoSeriousA11yViolations, shoot, shootBackOffice } from './screen-checks';

// Home delivery and fees by area (docs/product/checkout.md, back-office-delivery.md, decision 044): staff give
// Sylhet a fee of its own in the back office; a shopper with an address there orders for home delivery, sees that
// fee in the cart and the checkout before paying; staff raise it while the checkout is open, and the shopper is told
// and shown the new total before paying it (decision 049); the order keeps that fee. Other browser tests run alongside and
// expect ৳150 at pickup points and in Dhaka: only Sylhet changes (no other test uses it), and only upwards, and
// it is put back at the end.
test.describe.configure({ timeout: 150_000 });

const BAG = 25; // Accessories, one size, of the deterministic demo catalogue
const SYLHET_FEE = 210;
/** Sylhet's fee once staff raise it again while the shopper is on the checkout. */
const RAISED_FEE = 240;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

function taka(amount: number): string {
  const digits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  return `৳${digits}`;
}

/** On /admin/delivery: Sylhet's own row removed (a run that stopped half way may have left one) and saved. */
async function removeSylhet(page: Page) {
  const remove = page.getByRole('button', { name: 'Remove Sylhet' });
  if ((await remove.count()) === 0) return;
  await remove.click();
  await page.getByRole('button', { name: 'Save delivery fees' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Delivery fees saved.' })).toBeVisible();
}

async function shopperInSylhet(request: APIRequestContext): Promise<{ user: TestUser; price: number }> {
  const user = await registerUser(request, { name: 'Farhana Akter' });
  const address = await request.post('/api/v1/addresses', {
    headers: bearer(user),
    data: { name: 'Farhana Akter', phone: '01712345678', province: 'Sylhet', city: 'Sylhet', zone: 'Sylhet Sadar', address: 'House 9, Zindabazar Road' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const added = await request.post('/api/v1/cart/items', { headers: bearer(user), data: { product_id: BAG, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const cart = (await added.json()) as { cart: { items: { price: number }[] } };
  return { user, price: cart.cart.items[0]!.price };
}

test('staff give Sylhet its own fee; a shopper there sees it before paying, and the home-delivery order keeps it', async ({ browser, page, request }) => {
  const manager = await createStaff(request, 'manager');
  const office = await openAsStaff(browser, manager, '/admin/delivery');
  await expect(office.getByRole('heading', { level: 1, name: 'Delivery fees' })).toBeVisible();
  await removeSylhet(office);

  try {
    // The back office: Sylhet gets ৳210 of its own; the areas and the pickup fee stay as they are.
    await expect(office.getByLabel('Inside Dhaka city')).toHaveValue('150');
    await office.getByRole('button', { name: 'Add a district' }).click();
    const rows = office.getByTestId('district-fee');
    const row = rows.last();
    await row.getByRole('combobox').selectOption('Sylhet');
    await row.getByLabel('Fee of Sylhet (৳)').fill(String(SYLHET_FEE));
    await office.getByRole('button', { name: 'Save delivery fees' }).click();
    await expect(office.getByRole('status').filter({ hasText: 'Delivery fees saved.' })).toBeVisible();
    const table = (await (await request.get('/api/v1/delivery-fees')).json()) as { delivery_fees: { districts: { district: string; fee: number }[]; pickup_point: number } };
    expect(table.delivery_fees.districts).toContainEqual({ district: 'Sylhet', fee: SYLHET_FEE });
    expect(table.delivery_fees.pickup_point).toBe(150);
    await expectNoSeriousA11yViolations(office);
    await shootBackOffice(office, 'admin-delivery');

    // The shopper: an address in Sylhet, one bag in the cart.
    const { user, price } = await shopperInSylhet(request);
    await signInAs(page, user);
    await page.goto('/cart');
    await expect(page.getByTestId('summary-delivery')).toHaveText(taka(SYLHET_FEE));
    await expect(page.getByTestId('summary-delivery-to')).toContainText('Delivery to Sylhet');
    await expect(page.getByTestId('summary-total')).toHaveText(taka(price + SYLHET_FEE));
    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

    // The checkout: home delivery to the Sylhet address, its fee in the summary before Proceed to Pay.
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Billing' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    await expect(page.getByTestId('delivery-fee-home')).toHaveText(`Delivery fee ${taka(SYLHET_FEE)}`);
    await expect(page.getByTestId('delivery-fee-pickup')).toHaveText('Delivery fee ৳150');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(taka(SYLHET_FEE));
    await expect(page.getByTestId('checkout-delivery-to')).toHaveText('Home delivery to Sylhet');
    await expect(page.getByTestId('checkout-total')).toHaveText(taka(price + SYLHET_FEE));
    await expect(page.getByRole('button', { name: 'Select Pickup Point' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Payment Method' }).selectOption('Cash On Delivery');
    await expect(page.getByText('Pay in cash to the courier when your parcel arrives.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'checkout-home-delivery');

    // Staff raise Sylhet's fee while the checkout is open: the order is not placed at a total the shopper never saw.
    await office.getByLabel('Fee of Sylhet (৳)').fill(String(RAISED_FEE));
    await office.getByRole('button', { name: 'Save delivery fees' }).click();
    await expect(office.getByRole('status').filter({ hasText: 'Delivery fees saved.' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(page.getByTestId('order-failure')).toContainText('The total of your order has gone up: a price or the delivery fee is higher now.');
    await expect(page.getByTestId('checkout-delivery')).toHaveText(taka(RAISED_FEE));
    await expect(page.getByTestId('checkout-total')).toHaveText(taka(price + RAISED_FEE));
    expect((await (await request.get('/api/v1/orders', { headers: bearer(user) })).json()).orders).toHaveLength(0);
    await shoot(page, 'checkout-total-went-up');

    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const orders = (await (await request.get('/api/v1/orders', { headers: bearer(user) })).json()) as { orders: Record<string, unknown>[] };
    expect(orders.orders).toHaveLength(1);
    expect(orders.orders[0]).toMatchObject({
      delivery_method: 'home',
      delivery_district: 'Sylhet',
      delivery_fee: RAISED_FEE,
      total: price + RAISED_FEE,
      customer_name: 'Farhana Akter',
      customer_phone: '01712345678',
      shipping_address: 'House 9, Zindabazar Road, Sylhet Sadar, Sylhet, Sylhet',
    });
    // My Orders shows the fee the order was placed with.
    await expect(page.getByText(taka(RAISED_FEE), { exact: true }).first()).toBeVisible();
    await shoot(page, 'orders-home-delivery');
    // Staff see on the order how it is received, and where.
    await office.goto(`/admin/orders/${String(orders.orders[0]!.order_number)}`);
    await expect(office.getByText('Home delivery to Sylhet (Rest of the country)', { exact: true })).toBeVisible();
    await shootBackOffice(office, 'admin-order-home-delivery');
  } finally {
    await office.reload();
    await removeSylhet(office);
    await office.context().close();
  }
});
