import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

test.describe.configure({ timeout: 90_000 });

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sizes: string[];
  category: string;
}

/** The products the API gives for a query: what the page must show, in this order. */
async function apiProducts(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const response = await request.get(`/api/v1/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

/** Ids of the product cards in the grid, in order (from the links of their names). */
function cardIds(page: Page): Promise<number[]> {
  return page
    .locator('main article h3 a')
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')?.split('/').pop())));
}

/** The prices the cards show, read from the text screen readers get ('Price: ৳1,090'). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').getByText(/^Price: ৳/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/**
 * Chooses a size as a shopper does, on its chip (the radio itself is visually hidden): a click waits for the dialog
 * to stop moving, where checking the hidden radio by force could land during the dialog's opening.
 */
async function chooseSize(dialog: Locator, size: string) {
  const radio = dialog.getByRole('radio', { name: size, exact: true });
  await dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name: size, exact: true }) }).click();
  await expect(radio).toBeChecked();
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

test('sort orders the cards by price both ways and by newest', async ({ page, request }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // 300 demo products, and any the back office's browser tests add meanwhile.
  await expect(page.getByText(/^Showing 1–32 of (300|30[1-9]) products$/)).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText(['Default', 'Price: Low to High', 'Price: High to Low', 'Newest']);

  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const cheapest = await apiProducts(request, 'sort=price-asc&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(cheapest.map((p) => p.id));
  const low = await cardPrices(page);
  expect(low).toHaveLength(32);
  expect(ascending(low)).toBe(true);

  await sort.selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const dearest = await apiProducts(request, 'sort=price-desc&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(dearest.map((p) => p.id));
  const high = await cardPrices(page);
  expect(descending(high)).toBe(true);
  expect(high[0]).toBeGreaterThan(low[0]!);

  await sort.selectOption('newest');
  const newest = await apiProducts(request, 'sort=newest&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(newest.map((p) => p.id));

  // The address keeps the sort: a reload shows the same order.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect.poll(() => cardIds(page)).toEqual(newest.map((p) => p.id));
});

test('the trending and new tabs order the products by popularity and by date', async ({ page, request }) => {
  await page.goto('/products');
  const all = page.getByRole('tab', { name: 'All Products' });
  const trending = page.getByRole('tab', { name: 'Trending' });
  const fresh = page.getByRole('tab', { name: 'New Arrivals' });
  await expect(all).toHaveAttribute('aria-selected', 'true');

  await trending.click();
  await expect(trending).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=trending/);
  const popular = await apiProducts(request, 'sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(popular.map((p) => p.id));
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // Arrow keys move between tabs, as in any tab list.
  await trending.press('ArrowRight');
  await expect(fresh).toHaveAttribute('aria-selected', 'true');
  await expect(fresh).toBeFocused();
  const newest = await apiProducts(request, 'sort=newest&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(newest.map((p) => p.id));

  // Back returns to the trending tab.
  await page.goBack();
  await expect(trending).toHaveAttribute('aria-selected', 'true');
});

test('the category sidebar filters by category and subtype', async ({ page, request }) => {
  await page.goto('/products');
  const sidebar = page.getByRole('navigation', { name: 'Categories' });
  for (const name of ['Mens', 'Womens', 'Kids', 'Accessories']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Mens', exact: true }).click();
  await expect(page).toHaveURL(/category=men/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  const men = await apiProducts(request, 'category=men&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(men.map((p) => p.id));
  expect(men.every((p) => p.category === 'Men')).toBe(true);

  // The chosen category opens its subtypes.
  await sidebar.getByRole('link', { name: 'Shirts', exact: true }).click();
  await expect(page).toHaveURL(/subcategory=shirts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shirts' })).toBeVisible();
  const shirts = await apiProducts(request, 'category=men&subcategory=shirts&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(shirts.map((p) => p.id));

  // Another category's subtypes open with its toggle.
  await sidebar.getByRole('button', { name: 'Show Kids types' }).click();
  await expect(sidebar.getByRole('link', { name: 'Baby Wear' })).toBeVisible();
});

test('a search with a typo shows the corrected results', async ({ page, request }) => {
  await page.goto('/products?search=tshrt');
  await expect(page.getByText('Showing results for “tshirt”')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “tshrt”' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search in products' })).toHaveValue('tshrt');
  const expected = await apiProducts(request, 'search=tshrt&page=1&limit=32');
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => cardIds(page)).toEqual(expected.map((p) => p.id));

  // Searching from the page's own box keeps the shopper on the page.
  await page.getByRole('searchbox', { name: 'Search in products' }).fill('oxford shirt');
  await page.getByRole('searchbox', { name: 'Search in products' }).press('Enter');
  await expect(page).toHaveURL(/search=oxford\+shirt/);
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  await expect(page.locator('main article').first()).toContainText(/Oxford Shirt/);
});

test('the highlighted product is emphasised and scrolled into view', async ({ page }) => {
  // Product 30 is on the first page, far below the fold.
  await page.goto('/products?highlight=30');
  const card = page.locator('main article', { has: page.locator('a[href="/product/30"]') });
  await expect(card.getByText('Your pick')).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(page.getByText('Your pick')).toHaveCount(1);
  expect((await cardIds(page))[0]).toBe(1);

  // Product 200 is not on the first page: it is fetched and shown first.
  await page.goto('/products?highlight=200');
  await expect.poll(async () => (await cardIds(page))[0]).toBe(200);
  const first = page.locator('main article').first();
  await expect(first.getByText('Your pick')).toBeVisible();
  await expect(first).toBeInViewport();
});

test('quick view shows thumbnails, closes with Escape and adds to the cart', async ({ page }) => {
  await page.goto('/products');
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveText('0');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const opener = card.getByRole('button', { name: `Quick view: ${name}` });
  await opener.click();

  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const thumbnails = dialog.getByRole('list', { name: 'Product images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(2);
  const main = dialog.getByRole('img', { name });
  const firstSrc = await main.getAttribute('src');
  await thumbnails.nth(1).click();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(main).not.toHaveAttribute('src', firstSrc!);

  // Tab stays inside the dialog.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await chooseSize(dialog, 'L');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByText('Added to your cart.')).toBeVisible();
  await expect(badge).toHaveText('1');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ name, selectedSize: 'L', qty: 2 })]);
});

test('quick view greys out a sold-out size and never adds more of a size than is left', async ({ page }) => {
  // Product 42 of the demo catalogue: M sold out, only 2 in L.
  await page.goto('/products?highlight=42');
  const card = page.locator('main article').first();
  await expect(card.getByText('Your pick')).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  // Buy Now does not quietly pick another size when the default M is sold out: it asks.
  await card.getByRole('button', { name: `Buy Now: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/products\?highlight=42$/);

  const m = dialog.getByRole('radio', { name: 'M', exact: true });
  await expect(m).toBeDisabled();
  await expect(m).toHaveAccessibleDescription('Sold out');
  await expect(dialog.getByText('Sold out in M')).toBeVisible();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);

  await chooseSize(dialog, 'L');
  const add = dialog.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await add.click();
  await expect(dialog.getByRole('alert')).toHaveText('All 2 in size L are already in your cart.');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ id: 42, selectedSize: 'L', qty: 2 })]);
});

test('Buy Now adds the default size M and opens the cart', async ({ page }) => {
  await page.goto('/products?category=men&subcategory=shirts');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Buy Now: ${name}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ name, selectedSize: 'M', qty: 1 })]);
});

test('Buy Now on shoes asks for the size first', async ({ page }) => {
  await page.goto('/products?category=men&subcategory=footwear');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Buy Now: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Buy Now' }).click();
  await expect(dialog.getByText('Please choose a size.')).toBeVisible();
  await chooseSize(dialog, '41');
  await dialog.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ name, selectedSize: '41', qty: 1 })]);
});

test('the cart drawer lists the cart with its total and a link to the cart', async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cartItems')) return;
    localStorage.setItem('cartItems', JSON.stringify([
      { id: 1, selectedSize: 'M', qty: 2, name: "Men's Classic Oxford Shirt - Charcoal", price: 1090, oldPrice: 1210, image: '' },
      { id: 5, selectedSize: 'ONE', qty: 1, name: 'Leather Wallet', price: 500, oldPrice: null, image: '' },
    ]));
  });
  await page.goto('/products');
  const opener = page.getByRole('button', { name: 'Open cart drawer, 3 items' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('link', { name: "Men's Classic Oxford Shirt - Charcoal" })).toBeVisible();
  await expect(drawer.getByText('Size: M')).toBeVisible();
  await expect(drawer.getByText('৳2,680')).toBeVisible();

  await drawer.getByRole('button', { name: 'Remove Leather Wallet' }).click();
  await expect(drawer.getByText('৳2,180')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeHidden();
  await page.getByRole('button', { name: 'Open cart drawer, 2 items' }).click();
  await drawer.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('an empty cart drawer says so', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Open cart drawer, 0 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByText('Your cart is empty.')).toBeVisible();
});

test('the live chat only greets', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live Chat' });
  await expect(chat.getByText('Hi there! Welcome to Bazar. How can we help you today?')).toBeVisible();
  await expect(chat.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('paging: page 2 shows the next 32 products and Back returns', async ({ page, request }) => {
  await page.goto('/products');
  const first = (await apiProducts(request, 'page=1&limit=32')).map((p) => p.id);
  await expect.poll(() => cardIds(page)).toEqual(first);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await apiProducts(request, 'page=2&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(second.map((p) => p.id));
  expect(second.some((p) => first.includes(p.id))).toBe(false);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(page.getByText(/^Showing 33–64 of (300|30[1-9]) products$/)).toBeVisible();
  await page.goBack();
  await expect.poll(() => cardIds(page)).toEqual(first);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('two columns, and the categories open in a dialog', async ({ page }) => {
    await page.goto('/products');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const lefts = new Set(await cards.evaluateAll((all) => all.slice(0, 6).map((c) => Math.round(c.getBoundingClientRect().left))));
    expect(lefts.size).toBe(2);

    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await dialog.getByRole('link', { name: 'Womens', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/category=women/);
  });

  test("the round buttons move out of the cards' way while the shopper scrolls down, and come back on the way up", async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached();
    const cart = page.getByRole('button', { name: /^Open cart drawer/ });
    const chat = page.getByRole('button', { name: 'Open live chat' });
    await expect(cart).toBeVisible();
    await expect(chat).toBeVisible();

    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 900);
    await expect(cart).toBeHidden();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();

    await page.mouse.wheel(0, -300);
    await expect(cart).toBeVisible();
    await expect(chat).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // Back, they work as before.
    await cart.click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  });
});

test('on a wide screen the round buttons stay put while scrolling down', async ({ page }) => {
  await page.goto('/products');
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached();
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open cart drawer/ })).toBeVisible();
});

test('the products page has no serious accessibility problems, also with a dialog open', async ({ page }) => {
  // The page of 32 cards once, whole; then each dialog over it.
  test.setTimeout(120_000);
  await page.goto('/products?highlight=3');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'products');

  await page.locator('main article').first().getByRole('button', { name: /^Quick view/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Open cart drawer/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, page.getByRole('dialog', { name: 'Your Cart' }));
});
