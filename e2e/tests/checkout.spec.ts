import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signInAs, storedSession, type TestUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

// The checkouts of docs/product/checkout.md: /cartpayment with pickup point, payment
// method, voucher and 'Proceed to Pay', the simple /checkout and the /payment page, against the real API
// and database. Sign-ups are throttled per address (10 an hour): one shopper per test.
test.describe.configure({ timeout: 120_000 });

// Products of the deterministic demo catalogue (docs/decisions/004-demo-catalogue.md).
const SHIRT = 2; // Men, sizes S-XL
const BAG = 25; // Accessories, one size
const SOLD_OUT_SOON = 9;

interface CartItem {
  id: string;
  product_id: number;
  size: string;
  quantity: number;
  price: number;
  product: { name: string };
}
interface Order {
  id: string;
  order_number: string;
  payment_method: string;
  payment_status: string;
  customer_name: string;
  customer_phone: string;
  subtotal: number;
  delivery_fee: number;
  discount: number;
  total: number;
  promo_code: string | null;
  notes: string | null;
  items: { product_id: number; quantity: number }[];
}

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function addOnServer(request: APIRequestContext, user: TestUser, product_id: number, quantity: number, size?: string) {
  const response = await request.post('/api/v1/cart/items', { headers: bearer(user), data: { product_id, quantity, ...(size ? { size } : {}) } });
  expect(response.status(), await response.text()).toBe(200);
}

async function serverCart(request: APIRequestContext, user: TestUser): Promise<CartItem[]> {
  const response = await request.get('/api/v1/cart', { headers: bearer(user) });
  return ((await response.json()) as { cart: { items: CartItem[] } }).cart.items;
}

async function ordersOf(request: APIRequestContext, user: TestUser): Promise<Order[]> {
  const response = await request.get('/api/v1/orders', { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: Order[] }).orders;
}

/** Taka as the shop shows it: South Asian grouping, decimals only when there are poisha. */
function taka(amount: number): string {
  const digits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  return `৳${digits}`;
}

const paymentMethod = (page: Page) => page.getByRole('combobox', { name: 'Payment Method' });
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Pay' });
const dialog = (page: Page) => page.getByRole('dialog');

async function choosePickupPoint(page: Page, name: string) {
  await page.getByRole('button', { name: 'Select Pickup Point' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pickup Point' });
  await picker.getByRole('radio', { name }).check();
  await picker.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('chosen-pickup-point')).toContainText(name);
}

async function firstPickupPoint(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/v1/pickup-points');
  const [point] = ((await response.json()) as { pickup_points: { id: number; name: string }[] }).pickup_points;
  if (!point) throw new Error('the demo catalogue has no pickup points');
  return point;
}

test('without a session /cartpayment sends the shopper to /login and back again after signing in', async ({ page, request }) => {
  const user = await registerUser(request);
  await addOnServer(request, user, BAG, 1);
  await page.goto(`/cartpayment?lines=${encodeURIComponent(`${BAG}:ONE`)}`);
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).redirect).toBe(`/cartpayment?lines=${encodeURIComponent(`${BAG}:ONE`)}`);

  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/cartpayment\?lines=/, { timeout: 20_000 });
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
});

test('two products: lines and summary, address EDIT, the pickup dialog, a voucher and cash on delivery to /orders', async ({ page, request }) => {
  const user = await registerUser(request);
  await addOnServer(request, user, SHIRT, 2, 'M');
  await addOnServer(request, user, BAG, 1);
  const items = await serverCart(request, user);
  const subtotal = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  await signInAs(page, user);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout (2)' }).click();
  await expect(page).toHaveURL(/\/cartpayment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Billing' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  for (const item of items) await expect(page.getByTestId('checkout-line').filter({ hasText: item.product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Package 1 of 1' })).toBeVisible();
  await expect(page.getByText('Fulfilled by Elite')).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(taka(subtotal / 100));
  await expect(page.getByTestId('checkout-delivery')).toHaveText('৳150');
  await expect(page.getByTestId('checkout-total')).toHaveText(taka((subtotal + 150_00) / 100));
  await expect(proceed(page)).toBeDisabled();
  await expect(page.getByTestId('proceed-hint')).toHaveText('Please select a pickup point.');

  // No address yet: ADD ADDRESS opens the account's address form; then EDIT changes it.
  await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  await dialog(page).getByLabel('Full Name').fill('Karim Ahmed');
  await dialog(page).getByLabel('Phone Number').fill('01812345678');
  await dialog(page).getByLabel('Province / Region').selectOption('Dhaka');
  await dialog(page).getByLabel('City').selectOption('Dhaka');
  await dialog(page).getByLabel('Zone').selectOption('Dhanmondi');
  await dialog(page).getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Road 7');
  await dialog(page).getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog(page).getByText('Address saved successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const contact = page.getByTestId('checkout-contact');
  await expect(contact).toContainText('Karim Ahmed');
  await expect(contact).toContainText('Phone: 01812345678');
  await page.getByRole('button', { name: 'Edit the address of Karim Ahmed' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Address', exact: true }).fill('Flat 4B, Road 27');
  await dialog(page).getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(contact).toContainText('Flat 4B, Road 27');

  // With an address, home delivery is offered first (decision 044), at the Dhanmondi fee; this order goes to a
  // pickup point instead.
  await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await expect(page.getByTestId('checkout-delivery-to')).toHaveText('Home delivery to Dhaka');
  await expect(page.getByTestId('proceed-hint')).toHaveText('Please select a payment method.');
  await page.getByRole('radio', { name: /Pickup point/ }).check();
  await expect(page.getByTestId('proceed-hint')).toHaveText('Please select a pickup point.');

  // The pickup dialog: CONFIRM waits for a choice; CANCEL keeps none.
  const point = await firstPickupPoint(request);
  await page.getByRole('button', { name: 'Select Pickup Point' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pickup Point' });
  for (const column of ['Full name', 'Address', 'City', 'Phone']) await expect(picker.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
  await picker.getByRole('radio', { name: point.name }).check();
  await expect(picker.getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'checkout-pickup-dialog');
  await picker.getByRole('button', { name: 'CANCEL' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('chosen-pickup-point')).toHaveCount(0);
  await expect(proceed(page)).toBeDisabled();
  await choosePickupPoint(page, point.name);
  await expect(page.getByTestId('proceed-hint')).toHaveText('Please select a payment method.');
  await expect(proceed(page)).toBeDisabled();
  await paymentMethod(page).selectOption('Cash On Delivery');
  await expect(proceed(page)).toBeEnabled();
  await page.getByLabel('Notes (optional)').fill('Please call before delivery');

  // WELCOME10: 10% off the goods, shown in the total.
  await page.getByLabel('Voucher code').fill('welcome10');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByText('Voucher Applied! 10% off')).toBeVisible();
  const discount = Math.floor(subtotal / 10);
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${taka(discount / 100)}`);
  const total = subtotal - discount + 150_00;
  await expect(page.getByTestId('checkout-total')).toHaveText(taka(total / 100));
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'checkout');

  await proceed(page).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('status').getByText('Order placed successfully!')).toBeVisible();
  const orders = await ordersOf(request, user);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    payment_method: 'Cash On Delivery',
    customer_name: 'Karim Ahmed',
    customer_phone: '01812345678',
    subtotal: subtotal / 100,
    delivery_fee: 150,
    discount: discount / 100,
    total: total / 100,
    promo_code: 'WELCOME10',
    notes: 'Please call before delivery',
  });
  expect(orders[0]!.items.map((i) => `${i.product_id}×${i.quantity}`).sort()).toEqual([`${BAG}×1`, `${SHIRT}×2`]);
  expect(await serverCart(request, user)).toEqual([]);
});

test('Nagad (the proof\'s way) goes to /payments/{id}; a double click on Proceed to Pay places one order; /payment lists what waits', async ({ page, request }) => {
  const user = await registerUser(request);
  const point = await firstPickupPoint(request);
  await addOnServer(request, user, SHIRT, 1, 'L');
  await signInAs(page, user);
  await page.goto('/cartpayment');
  await choosePickupPoint(page, point.name);
  await paymentMethod(page).selectOption('Nagad');
  await expect(page.getByRole('link', { name: 'How online payment works' })).toHaveAttribute('href', '/payment');
  await proceed(page).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const [bkash] = await ordersOf(request, user);
  expect(bkash?.payment_method).toBe('Nagad');
  expect(page.url()).toContain(`/payments/${bkash!.id}`);

  // A second checkout, sent with a double click: one request, one order.
  await addOnServer(request, user, BAG, 1);
  await page.goto('/cartpayment');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  // The draft of the last checkout is gone with its order: choose again.
  await expect(page.getByTestId('chosen-pickup-point')).toHaveCount(0);
  await choosePickupPoint(page, point.name);
  await paymentMethod(page).selectOption('Cash On Delivery');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/orders')) posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await proceed(page).dblclick();
  await expect(page).toHaveURL(/\/orders$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^checkout-[0-9a-f]{32}$/);
  expect(await ordersOf(request, user)).toHaveLength(2);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Payment' })).toBeVisible();
  const waiting = page.getByTestId('awaiting-order');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(bkash!.order_number);
  await expect(waiting.getByRole('link', { name: 'Submit payment proof' })).toHaveAttribute('href', `/payments/${bkash!.id}`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'payment');
});

test('an item sold out meanwhile: the 409 names it and how many are left, and nothing is ordered', async ({ page, request }) => {
  // A product no other test here buys, so its stock moves only by this test's orders.
  const answer = await request.get(`/api/v1/products/${SOLD_OUT_SOON}`);
  const { product } = (await answer.json()) as { product: { name: string; stock: number; stock_by_size: Record<string, number> } };
  const sized = Object.entries(product.stock_by_size).find(([, units]) => units > 1);
  const [size, stock] = sized ?? ['ONE', product.stock];
  if (stock < 2) throw new Error(`product ${SOLD_OUT_SOON} has fewer than two units left`);
  const buyer = await registerUser(request);
  const rival = await registerUser(request, { name: 'Rival Shopper' });
  await addOnServer(request, buyer, SOLD_OUT_SOON, stock, size);
  await addOnServer(request, rival, SOLD_OUT_SOON, 1, size);
  const point = await firstPickupPoint(request);

  await signInAs(page, buyer);
  await page.goto('/cartpayment');
  await choosePickupPoint(page, point.name);
  await paymentMethod(page).selectOption('Cash On Delivery');
  // The rival takes one unit first.
  const rivalOrder = await request.post('/api/v1/orders', { headers: bearer(rival), data: { pickup_point_id: point.id, payment_method: 'Cash On Delivery' } });
  expect(rivalOrder.status()).toBe(201);

  await proceed(page).click();
  const left = stock - 1;
  await expect(page.getByTestId('order-failure')).toContainText(
    `Only ${left} left of ${size === 'ONE' ? product.name : `${product.name} (${size})`}. Please lower the quantity to ${left} or less.`,
  );
  await expect(page.getByTestId('order-failure').getByRole('link', { name: 'Review your cart' })).toHaveAttribute('href', '/cart');
  await expect(page).toHaveURL(/\/cartpayment$/);
  await expect(proceed(page)).toBeEnabled();
  await shoot(page, 'checkout-out-of-stock');
  expect(await ordersOf(request, buyer)).toEqual([]);
});

test('the simple checkout places a real order: Online Payment with Nagad goes to the payment page', async ({ page, request }) => {
  const user = await registerUser(request);
  const point = await firstPickupPoint(request);
  await addOnServer(request, user, BAG, 2);
  await signInAs(page, user);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(proceed(page)).toBeDisabled();
  await page.getByLabel('Pickup point').selectOption(String(point.id));
  await page.getByRole('radio', { name: 'Online Payment' }).check();
  await expect(page.getByRole('link', { name: 'How to pay online' })).toHaveAttribute('href', '/payment');
  await expect(page.getByTestId('proceed-hint')).toHaveText('Please select a payment method.');
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'simple-checkout');
  await proceed(page).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const [order] = await ordersOf(request, user);
  expect(order).toMatchObject({ payment_method: 'Nagad', delivery_fee: 150 });
  expect(order!.items).toEqual([expect.objectContaining({ product_id: BAG, quantity: 2 })]);
});
