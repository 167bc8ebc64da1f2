import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// The wishlist (docs/product/wishlist.md) made real (decision 021): hearts on cards and on the
// product page, My Wishlist with Remove, kept on the server for a signed-in shopper and on the device
// for a guest, whose list joins the account at sign-in.

test.describe.configure({ timeout: 90_000 });

const PUNJABI = 2;

interface ServerWishlist {
  items: Array<{ productId: number; productName: string }>;
}

async function serverWishlist(request: APIRequestContext, shopper: TestUser): Promise<number[]> {
  const response = await request.get('/api/v1/wishlist', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ServerWishlist).items.map((item) => item.productId);
}

async function productName(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/api/v1/products/${id}`);
  return ((await response.json()) as { product: { name: string } }).product.name;
}

/** The first product card the locator finds, its product's name, and the card's heart. */
async function cardWithHeart(page: Page, selector: string) {
  const card = page.locator(selector).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  return { card, name, heart: card.getByRole('button', { name: `Save ${name} to your wishlist` }) };
}

const localList = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as Array<{ id: number }>);

test("a guest's hearts stay on the device and join the account at sign-in", async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Farhana Akter' });
  const punjabi = await productName(request, PUNJABI);

  // A heart on a card of the product list, and the product page's own heart.
  await page.goto('/products');
  const { name: cardName, heart: cardHeart } = await cardWithHeart(page, 'article[data-product-id]:not([data-product-id="2"])');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  // The heart saves without opening the product.
  await expect(page).toHaveURL(/\/products$/);
  // A heart pressed before the wishlist's chunk has loaded is saved when it arrives (the test below): leaving the
  // page first would drop it, so the test waits for the device to hold it.
  await expect.poll(async () => (await localList(page)).length).toBe(1);
  await page.goto(`/product/${PUNJABI}`);
  await page.getByRole('button', { name: 'Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  expect((await localList(page)).length).toBe(2);

  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is saved on this device only.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: punjabi })).toBeVisible();
  await expect(page.getByRole('link', { name: cardName })).toBeVisible();

  // Sign in from the reminder: the list moves to the account, and the device forgets it.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('tabpanel').getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: punjabi })).toBeVisible();
  await expect(page.getByText('Your wishlist is saved on this device only.', { exact: false })).toHaveCount(0);
  await expect.poll(() => serverWishlist(request, shopper)).toHaveLength(2);
  expect(await serverWishlist(request, shopper)).toContain(PUNJABI);
  expect(await localList(page)).toEqual([]);
});

test('signed in, a heart and Remove change the list on the server, and My Wishlist says when it is empty', async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Shafiq Rahman' });
  await signInAs(page, shopper);
  const punjabi = await productName(request, PUNJABI);

  await page.goto(`/product/${PUNJABI}`);
  const heart = page.getByRole('button', { name: 'Wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverWishlist(request, shopper)).toEqual([PUNJABI]);
  // Nothing on the device: the account's list is the server's.
  expect(await localList(page)).toEqual([]);

  // Another device (a fresh page with the same account) sees it.
  await page.goto('/manageaccount/wishlist');
  const row = page.getByRole('link', { name: punjabi });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 saved product')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Remove ${punjabi} from your wishlist` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${punjabi} was removed from your wishlist.` })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty. Start adding some products!')).toBeVisible();
  await expect.poll(() => serverWishlist(request, shopper)).toEqual([]);
  await page.reload();
  await expect(page.getByText('Your wishlist is empty. Start adding some products!')).toBeVisible();
});

test('a card heart pressed as soon as the page is the app’s is kept, even before the wishlist has loaded', async ({ page }) => {
  // Hold back the chunk that reads the wishlist, as a slow phone connection would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/card-hearts-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products');
  const { card, heart: cardHeart } = await cardWithHeart(page, 'article[data-product-id]');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await localList(page)).toEqual([]);
  release();
  await expect.poll(async () => (await localList(page)).map((item) => item.id)).toEqual([Number(await card.getAttribute('data-product-id'))]);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
});
