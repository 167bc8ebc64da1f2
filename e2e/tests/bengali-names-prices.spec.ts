import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// Bengali product names in Bengali mode, and the cart's mark on a line whose price changed since it was added
// (docs/decisions/043), against the real API and the demo catalogue.
test.describe.configure({ timeout: 90_000 });

const SHIRT = 2; // Men, sizes S-XL
const shots = (name: string) => `test-results/bengali-names-prices/${name}.png`;

async function productOf(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/v1/products/${id}`);
  return ((await response.json()) as { product: { name: string; name_bn: string | null; price: number } }).product;
}

async function inBengali(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
}

test('a Bengali-mode shopper sees Bengali product names on the category page, the product page and the cart', async ({ page, request }) => {
  await inBengali(page);
  await page.goto('/category/men');
  const card = page.getByRole('main').locator('a[href^="/product/"]').filter({ hasText: /[\u0980-\u09FF]/ }).first();
  const id = Number((await card.getAttribute('href'))!.split('/').pop());
  const listed = await productOf(request, id);
  expect(listed.name_bn).toMatch(/[\u0980-\u09FF]/);
  await expect(card).toContainText(listed.name_bn!);
  await expect(card).not.toContainText(listed.name);
  await page.screenshot({ path: shots('category-bn') });

  const shirt = await productOf(request, SHIRT);
  await page.goto(`/product/${SHIRT}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name_bn!);
  await expect(page).toHaveTitle(new RegExp(`^${shirt.name_bn!}`));
  await expect(page.getByRole('navigation', { name: /.+/ }).filter({ hasText: shirt.name_bn! }).first()).toBeVisible();
  await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).click();

  await page.goto('/cart');
  const line = page.locator(`[data-testid="cart-line"][data-product-id="${SHIRT}"]`);
  await expect(line.getByRole('link', { name: shirt.name_bn! })).toBeVisible();
  await page.screenshot({ path: shots('cart-bn') });
});

test('a cart line whose price changed since it was added is marked, in words, after the merge at sign-in', async ({ page, request }) => {
  const shirt = await productOf(request, SHIRT);
  await page.goto(`/product/${SHIRT}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The guest added it when it cost ৳100 less: the catalogue's price has gone up since.
  const was = shirt.price - 100;
  await page.evaluate((price) => {
    const lines = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { price: number }[];
    localStorage.setItem('cartItems', JSON.stringify(lines.map((l) => ({ ...l, price }))));
  }, was);

  const user = await registerUser(request);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email', { exact: true }).fill(user.email);
  await panel.getByLabel('Password', { exact: true }).fill(user.password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartItems')), { timeout: 20_000 }).toBe('[]');

  await page.goto('/cart');
  const line = page.locator(`[data-testid="cart-line"][data-product-id="${SHIRT}"]`);
  const taka = (n: number) => `৳${n.toLocaleString('en-US')}`;
  await expect(line.getByTestId('price-changed')).toHaveText(`Price changed from ${taka(was)}`);
  await expect(line).toContainText(taka(shirt.price));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shots('cart-price-changed') });

  // Bengali too.
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(line.getByTestId('price-changed')).toContainText('দাম বদলেছে, আগে ছিল');
  await page.screenshot({ path: shots('cart-price-changed-bn') });
});
