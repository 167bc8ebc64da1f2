import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// The cart of docs/product/cart.md: the guest cart kept on the
// device, merged into the account at sign-in, the server cart kept in step in the background, and the
// cart screen. Sign-ups are throttled per address: one account per test that needs one.
test.describe.configure({ timeout: 90_000 });

// Products of the deterministic demo catalogue (docs/decisions/004-demo-catalogue.md).
const SHIRT = 2; // Men, sizes S-XL, plenty of each
const BAG = 25; // Accessories, one size

interface CartItem {
  id: string;
  product_id: number;
  size: string;
  quantity: number;
  price: number;
}

async function serverCart(request: APIRequestContext, user: TestUser): Promise<CartItem[]> {
  const response = await request.get('/api/v1/cart', { headers: { authorization: `Bearer ${user.token}` } });
  return ((await response.json()) as { cart: { items: CartItem[] } }).cart.items;
}

const lines = (items: CartItem[]) => items.map((i) => `${i.product_id}:${i.size}×${i.quantity}`);

async function addOnServer(request: APIRequestContext, user: TestUser, product_id: number, quantity: number, size?: string) {
  const response = await request.post('/api/v1/cart/items', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { product_id, quantity, ...(size ? { size } : {}) },
  });
  expect(response.status()).toBe(200);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const row = (page: Page, productId: number) => page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);

async function addOnProductPage(page: Page, id: number, extra = 0) {
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let i = 0; i < extra; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

test("a guest's cart is merged into the account at sign-in, then emptied on the device", async ({ page, request }) => {
  await addOnProductPage(page, SHIRT, 1); // M (the default), two of them
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await addOnProductPage(page, BAG);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  expect(JSON.parse((await stored(page, 'cartItems')) ?? '[]')).toHaveLength(2);

  const user = await registerUser(request);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email', { exact: true }).fill(user.email);
  await panel.getByLabel('Password', { exact: true }).fill(user.password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();

  await expect.poll(async () => lines(await serverCart(request, user)), { timeout: 20_000 }).toEqual([`${SHIRT}:M×2`, `${BAG}:ONE×1`]);
  await expect.poll(() => stored(page, 'cartItems')).toBe('[]');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  // Signed out, the device shows its own (now empty) cart; the account keeps its cart.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(lines(await serverCart(request, user))).toEqual([`${SHIRT}:M×2`, `${BAG}:ONE×1`]);
});

test('the cart screen: select all, unselect, delete the selected and change quantities, kept on reload', async ({ page, request }) => {
  const user = await registerUser(request);
  await addOnServer(request, user, SHIRT, 1, 'M');
  await addOnServer(request, user, SHIRT, 2, 'L');
  await addOnServer(request, user, BAG, 1);
  const items = await serverCart(request, user);
  await signInAs(page, user);
  await page.goto('/cart');

  const selectAll = page.getByRole('checkbox', { name: 'SELECT ALL (3 item(s))' });
  await expect(selectAll).toBeChecked();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  await expect(page.getByTestId('summary-total')).toHaveText(`৳${(subtotal + 150).toLocaleString('en-IN')}`);
  await expect(page.getByTestId('summary-delivery')).toHaveText('৳150');
  await expect(row(page, BAG).first()).toContainText(/Color Family: \w+/);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout (3)' })).toHaveAttribute('href', '/cartpayment');

  // Unselect the bag: the summary and the checkout link follow the selection.
  const bagName = (await row(page, BAG).getByRole('link').last().textContent()) ?? '';
  await page.getByRole('checkbox', { name: `Select ${bagName}` }).uncheck();
  await expect(selectAll).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout (2)' })).toHaveAttribute('href', `/cartpayment?lines=${encodeURIComponent(`${SHIRT}:M,${SHIRT}:L`)}`);
  await selectAll.check(); // some chosen: choosing all
  await expect(page.getByRole('link', { name: 'Proceed to Checkout (3)' })).toBeVisible();
  await selectAll.uncheck();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout (0)' })).toBeDisabled();
  await expect(page.getByTestId('summary-total')).toHaveText('৳0');

  // Quantity: plus and minus, never below 1.
  await selectAll.check();
  const shirtM = row(page, SHIRT).first();
  const shirtName = (await shirtM.getByRole('link').last().textContent()) ?? '';
  const minus = shirtM.getByRole('button', { name: `Decrease quantity of ${shirtName}` });
  const plus = shirtM.getByRole('button', { name: `Increase quantity of ${shirtName}` });
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await plus.click();
  await plus.click();
  await expect(shirtM.getByTestId('line-qty')).toHaveText('3');
  await minus.click();
  await expect(shirtM.getByTestId('line-qty')).toHaveText('2');
  await minus.click();
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await minus.click({ force: true }); // at 1 already: nothing happens
  await expect(shirtM.getByTestId('line-qty')).toHaveText('1');
  await plus.click();
  await expect(shirtM.getByTestId('line-qty')).toHaveText('2');
  await expect.poll(async () => lines(await serverCart(request, user))).toEqual([`${SHIRT}:M×2`, `${SHIRT}:L×2`, `${BAG}:ONE×1`]);

  // DELETE of the selected: only the bag chosen.
  await selectAll.uncheck();
  await page.getByRole('checkbox', { name: `Select ${bagName}` }).check();
  await page.getByRole('button', { name: 'Delete the 1 selected item(s)' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect.poll(async () => lines(await serverCart(request, user))).toEqual([`${SHIRT}:M×2`, `${SHIRT}:L×2`]);

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(row(page, SHIRT).first().getByTestId('line-qty')).toHaveText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

  // Both shirt lines chosen: the whole product goes through the old site's delete call.
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/cart/delete') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Delete the 2 selected item(s)' }).click();
  expect((await deleted).postDataJSON()).toEqual({ productIds: [SHIRT] });
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect.poll(async () => (await serverCart(request, user)).length).toBe(0);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});

test('a change whose sync fails is retried, survives a reload, and is not lost', async ({ page, request }) => {
  const user = await registerUser(request);
  await addOnServer(request, user, SHIRT, 1, 'M');
  await signInAs(page, user);

  // The server is unreachable for every quantity change until the test lets them through.
  let blocked = true;
  let refused = 0;
  await page.route('**/api/v1/cart/items/*', async (route) => {
    if (route.request().method() === 'PUT' && blocked) {
      refused += 1;
      if (refused === 1) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","code":"internal_error"}' });
      else await route.abort('connectionfailed');
      return;
    }
    await route.continue();
  });

  await page.goto('/cart');
  const line = row(page, SHIRT);
  await line.getByRole('button', { name: /^Increase quantity of / }).click();
  await expect(line.getByTestId('line-qty')).toHaveText('2');
  await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
  expect(lines(await serverCart(request, user))).toEqual([`${SHIRT}:M×1`]);

  // Reloaded while the change is still unsent: it is still on screen and in the header.
  await page.reload();
  await expect(row(page, SHIRT).getByTestId('line-qty')).toHaveText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);

  blocked = false;
  await expect.poll(async () => lines(await serverCart(request, user)), { timeout: 30_000 }).toEqual([`${SHIRT}:M×2`]);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartSync') ?? '{}').ops?.length)).toBe(0);
  await expect(row(page, SHIRT).getByTestId('line-qty')).toHaveText('2');
});

test('a guest cart on the cart screen, /cart/{id} brings a line into view, and axe finds nothing', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  await expectNoSeriousA11yViolations(page);

  await addOnProductPage(page, SHIRT);
  await addOnProductPage(page, BAG, 2);
  await page.goto(`/cart/${BAG}`);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(row(page, BAG)).toBeInViewport();
  await expect(row(page, BAG)).toHaveClass(/ring-2/);
  await row(page, BAG).getByRole('button', { name: /^Decrease quantity of / }).click();
  await expect.poll(async () => JSON.parse((await stored(page, 'cartItems')) ?? '[]')[1]?.qty).toBe(2);
  await expect(page.getByRole('heading', { name: 'My Cart', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A voucher needs an account.
  await page.getByLabel('Voucher code').fill('WELCOME10');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByText('Sign in to use a voucher code.')).toBeVisible();
});

test('a voucher: the server’s verdict in the promotion box and the discount in the summary', async ({ page, request }) => {
  const user = await registerUser(request);
  await addOnServer(request, user, SHIRT, 1, 'M');
  const [item] = await serverCart(request, user);
  await signInAs(page, user);
  await page.goto('/cart');
  const code = page.getByLabel('Voucher code');
  await code.fill('NOPE2026');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invalid Promo Code' })).toBeVisible();

  await code.fill('welcome10');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Voucher Applied! 10% off' })).toBeVisible();
  const discount = Math.floor(item!.price * 10) / 100; // 10 % of the goods, in whole poisha
  const total = item!.price - discount + 150;
  await expect(page.getByTestId('summary-total')).toHaveText(`৳${total.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
  await expect(page.getByTestId('cart-summary')).toContainText('Voucher (WELCOME10)');

  // The cart keeps it: a later visit shows it applied and counted, since the order would use it.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Voucher Applied! 10% off' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(`৳${total.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
  // Removed, it is gone from the summary and from the cart on the server.
  await page.getByRole('button', { name: 'Remove voucher WELCOME10' }).click();
  await expect(page.getByTestId('cart-summary')).not.toContainText('Voucher (WELCOME10)');
  await expect(page.getByTestId('summary-total')).toHaveText(`৳${(item!.price + 150).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
  await page.reload();
  await expect(page.getByTestId('cart-summary')).not.toContainText('Voucher');
});
