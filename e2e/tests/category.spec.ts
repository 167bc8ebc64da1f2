import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

test.describe.configure({ timeout: 90_000 });

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  colour: string;
  brand: string;
  category: string;
}

async function apiProducts(request: APIRequestContext, query: string): Promise<{ products: ApiProduct[]; total: number }> {
  const response = await request.get(`/api/v1/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { products: ApiProduct[]; total: number };
}

async function apiProduct(request: APIRequestContext, id: number): Promise<ApiProduct> {
  const response = await request.get(`/api/v1/products/${id}`);
  return ((await response.json()) as { product: ApiProduct }).product;
}

/**
 * The heading 'N items found in …', with at least the demo catalogue's count: the back office's browser tests add
 * products (to Men) while these run, so the exact number is the API tests' to check.
 */
async function expectItemsFound(page: Page, where: string, atLeast: number) {
  const heading = page.getByRole('heading', { name: new RegExp(`^\\d+ items found in ${where}$`) });
  await expect(heading).toBeVisible();
  expect(Number((await heading.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(atLeast);
}

/** The results: the section headed 'N items found in …'. */
const results = (page: Page) => page.getByRole('region', { name: /found in/ });

/** Ids of the product cards, in order. */
function cardIds(page: Page): Promise<number[]> {
  return results(page)
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')?.split('/').pop())));
}

/** The prices the cards show, read from the text screen readers get ('Price: ৳1,090'). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).getByText(/^Price: ৳/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

test('the banner names the category, with the promo strip and the brand strip', async ({ page }) => {
  await page.goto('/category/men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of Men');
  await expect(page.getByText('Mega Discount Week!')).toBeVisible();
  await expect(page.getByText('Up to 60% OFF on top brands. Limited time only!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trusted by Top Brands' })).toBeVisible();
  await expectItemsFound(page, 'Men', 48);
  await expect(page).toHaveTitle(/^Men \|/);

  await page.goto('/category/t-shirt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of T-Shirt');
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('in Bengali the banner, the category list and the breadcrumbs name the category in Bengali', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/category/men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পুরুষ-এর সেরা সংগ্রহ আবিষ্কার করুন');
  await expect(page).toHaveURL(/\/category\/men$/);
  const categories = page.getByRole('navigation', { name: 'ক্যাটাগরি', exact: true });
  await expect(categories.getByRole('link', { name: 'পুরুষ', exact: true })).toHaveAttribute('href', '/category/men');
  await expect(categories.getByRole('link', { name: 'পাঞ্জাবি', exact: true })).toHaveAttribute('href', '/subcategory/punjabi');

  await page.goto('/subcategory/punjabi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পাঞ্জাবি-এর সেরা সংগ্রহ আবিষ্কার করুন');

  await page.goto('/product/2');
  const crumbs = page.getByRole('navigation', { name: 'ব্রেডক্রাম্ব' });
  await expect(crumbs.getByRole('link', { name: 'পুরুষ', exact: true })).toHaveAttribute('href', '/category/men');
  await expect(crumbs.getByRole('link', { name: 'পাঞ্জাবি', exact: true })).toHaveAttribute('href', '/subcategory/punjabi');
});

test('the colour filter narrows the products to that colour, in the address', async ({ page, request }) => {
  await page.goto('/category/men');
  await expectItemsFound(page, 'Men', 48);
  const colours = filters(page).getByRole('group', { name: 'Colour Family' });
  await expect(colours.getByRole('checkbox')).toHaveCount(12);
  await colours.getByRole('checkbox', { name: 'Red' }).check();
  await expect(page).toHaveURL(/\/category\/men\?colour=red$/);

  const expected = await apiProducts(request, 'category=men&colour=red&sort=popularity&page=1&limit=32');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(48);
  await expect(page.getByRole('heading', { name: new RegExp(`^${expected.total} items? found in Men$`) })).toBeVisible();
  await expect.poll(() => cardIds(page)).toEqual(expected.products.map((p) => p.id));
  for (const id of await cardIds(page)) {
    const product = await apiProduct(request, id);
    expect(product).toMatchObject({ colour: 'Red', category: 'Men' });
  }
  // The chip of the filter in use removes it.
  await page.getByRole('button', { name: 'Remove filter: Red' }).click();
  await expect(page).toHaveURL(/\/category\/men$/);
  await expectItemsFound(page, 'Men', 48);
});

test('the brand filter lists the category’s brands and narrows to them', async ({ page, request }) => {
  await page.goto('/category/men');
  const brands = filters(page).getByRole('group', { name: 'Brand' });
  const api = (await (await request.get('/api/v1/brands?category=men')).json()) as { brands: { slug: string; name: string }[] };
  await expect(brands.getByRole('checkbox')).toHaveCount(api.brands.length);
  await brands.getByRole('checkbox', { name: /^Karigor/ }).check();
  await expect(page).toHaveURL(/brand=karigor/);
  const expected = await apiProducts(request, 'category=men&brand=karigor&sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(expected.products.map((p) => p.id));
  expect(expected.products.every((p) => p.brand === 'Karigor')).toBe(true);

  await brands.getByRole('checkbox', { name: /^Dhaka Denim/ }).check();
  await expect(page).toHaveURL(/brand=karigor%2Cdhaka-denim|brand=karigor,dhaka-denim/);
  const both = await apiProducts(request, 'category=men&brand=karigor,dhaka-denim&sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(both.products.map((p) => p.id));
  expect(both.total).toBeGreaterThan(expected.total);
});

test('services and shopping-from say what every product has and what is not offered', async ({ page }) => {
  await page.goto('/category/men');
  const services = filters(page).getByRole('group', { name: 'Service' });
  await expect(services.getByRole('checkbox')).toHaveCount(8);
  await expect(services.getByRole('checkbox', { name: /Free Home Delivery/ })).toBeDisabled();
  await services.getByRole('checkbox', { name: /Cash on Delivery Available/ }).check();
  await expect(page).toHaveURL(/service=cod/);
  // Every product comes with cash on delivery: nothing is filtered out.
  await expectItemsFound(page, 'Men', 48);
  const from = filters(page).getByRole('group', { name: 'Shopping From' });
  await expect(from.getByRole('checkbox')).toHaveCount(8);
  await expect(from.getByRole('checkbox', { name: /International Sellers/ })).toBeDisabled();
  await expect(from.getByRole('checkbox', { name: /Local Sellers/ })).toBeEnabled();
});

test('sort orders the products, and page 2 shows the next ones from the top', async ({ page, request }) => {
  await page.goto('/category/men');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('popularity');
  await expect(sort.locator('option')).toHaveText(['Popularity', 'Latest', 'Price: Low to High', 'Price: High to Low']);

  await sort.selectOption('priceLowHigh');
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  const cheap = await apiProducts(request, 'category=men&sort=priceLowHigh&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(cheap.products.map((p) => p.id));
  const prices = await cardPrices(page);
  expect(prices).toHaveLength(32);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await sort.selectOption('priceHighLow');
  const dear = await apiProducts(request, 'category=men&sort=priceHighLow&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(dear.products.map((p) => p.id));
  const high = await cardPrices(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));

  await sort.selectOption('latest');
  const latest = await apiProducts(request, 'category=men&sort=latest&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(latest.products.map((p) => p.id));

  // Page 2, from the bottom of the page: different products, the state in the address, back at the top.
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/category\/men\?sort=latest&page=2$/);
  const second = await apiProducts(request, 'category=men&sort=latest&page=2&limit=32');
  expect(second.products).toHaveLength(16);
  await expect.poll(() => cardIds(page)).toEqual(second.products.map((p) => p.id));
  expect(second.products.some((p) => latest.products.some((q) => q.id === p.id))).toBe(false);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // The shared address opens the same page.
  await page.goto(page.url());
  await expect(page.getByLabel('Sort by')).toHaveValue('latest');
  await expect.poll(() => cardIds(page)).toEqual(second.products.map((p) => p.id));
});

test('the back button restores the previous filter', async ({ page, request }) => {
  await page.goto('/category/women');
  const colours = filters(page).getByRole('group', { name: 'Colour Family' });
  await colours.getByRole('checkbox', { name: 'Red' }).check();
  await expect(page).toHaveURL(/colour=red$/);
  await colours.getByRole('checkbox', { name: 'Blue' }).check();
  await expect(page).toHaveURL(/colour=red%2Cblue$|colour=red,blue$/);
  const both = await apiProducts(request, 'category=women&colour=red,blue&sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(both.products.map((p) => p.id));

  await page.goBack();
  await expect(page).toHaveURL(/colour=red$/);
  await expect(colours.getByRole('checkbox', { name: 'Red' })).toBeChecked();
  await expect(colours.getByRole('checkbox', { name: 'Blue' })).not.toBeChecked();
  const red = await apiProducts(request, 'category=women&colour=red&sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(red.products.map((p) => p.id));

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(colours.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
});

test('VIEW MORE reveals the other categories, and a category link keeps the colour', async ({ page }) => {
  await page.goto('/category/men?colour=black&brand=karigor');
  const nav = filters(page).getByRole('navigation', { name: 'Category' });
  await expect(nav.getByRole('link', { name: 'Electronics', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await nav.getByRole('button', { name: 'VIEW MORE' }).click();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'VIEW LESS' })).toHaveAttribute('aria-expanded', 'true');

  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/home\?colour=black$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of Home');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test('subcategory, all-categories and collection pages', async ({ page, request }) => {
  await page.goto('/subcategory/punjabi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of Punjabi');
  const punjabi = await apiProducts(request, 'subcategory=punjabi&sort=popularity&page=1&limit=32');
  await expect.poll(() => cardIds(page)).toEqual(punjabi.products.map((p) => p.id));
  await expect(filters(page).getByRole('link', { name: 'Punjabi' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of All Categories');
  await expectItemsFound(page, 'All Categories', 300);

  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of All Categories');

  await page.goto('/category/new-arrivals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of New Arrivals');
  await expect(page.getByLabel('Sort by')).toHaveValue('latest');
});

test("a category nobody has says 'Category not found.' with the ones there are, and answers 404", async ({ page }) => {
  for (const path of ['/category/winter-wear', '/subcategory/no-such-type']) {
    const response = await page.goto(path);
    // For search engines and link checkers too: a stale link reads as missing, not as an empty page.
    expect(response?.status(), path).toBe(404);
    expect(await response?.text(), path).toContain('Category not found.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found.');
    await expect(page).toHaveTitle(/Category not found/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Women', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of Women');

  // Reached inside the app, too.
  await page.evaluate(() => {
    history.pushState(null, '', '/category/winter-wear');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found.');
});

test('two columns at 375 px with the filters in a dialog, four at 1366 px', async ({ page }) => {
  const columns = async () => {
    const cards = results(page).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const lefts = await cards.evaluateAll((all) => all.slice(0, 8).map((c) => Math.round(c.getBoundingClientRect().left)));
    return new Set(lefts).size;
  };
  await page.goto('/category/men');
  expect(await columns()).toBe(4);
  await shoot(page, 'category');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/category/men');
  expect(await columns()).toBe(2);
  await expect(filters(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('checkbox', { name: 'Black' }).check();
  await expect(page).toHaveURL(/colour=black/);
  await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove filter: Black' })).toBeVisible();
});

test('the category page has no serious accessibility problems', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/category/men?colour=blue');
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
