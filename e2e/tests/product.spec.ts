import type { Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

// Products of the deterministic demo catalogue (docs/decisions/004-demo-catalogue.md).
const SHIRT = 42; // Men, sizes S-XL, 3 images; size M sold out and only 2 in L
const PUNJABI = 2; // Men, sizes S-XL, every size in stock
const SHOES = 6; // Men, EU sizes 39-43
const ONE_SIZE = 25; // Accessories, no sizes
const SOLD_OUT = 36; // stock 0

interface ApiProduct {
  id: number;
  name: string;
  category: string;
  stock: number;
  stock_by_size: Record<string, number>;
}

async function apiProduct(page: Page, id: number): Promise<ApiProduct> {
  const response = await page.request.get(`/api/v1/products/${id}`);
  return ((await response.json()) as { product: ApiProduct }).product;
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** The product ids a rail of tiles links to, in order. */
async function railIds(page: Page, testId: string): Promise<number[]> {
  const hrefs = await page.getByTestId(testId).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

async function openProduct(page: Page, id: number, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await page.goto(`/product/${id}`, { waitUntil });
  // Generous: two workers share one embedded database, and the first visits also render images.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

test.describe('product detail page', () => {
  test('shows the product with its gallery; the viewer wraps around, swipes and closes on Escape', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const product = await apiProduct(page, SHIRT);
    await openProduct(page, SHIRT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name));

    // The first picture is fetched at once and first, with its size reserved.
    const opener = page.getByRole('button', { name: /full screen/ });
    const first = opener.locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);

    // A thumbnail changes the main picture.
    await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
    await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Show image 1 of 3' }).click();

    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Images of ${product.name}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 / 3')).toBeVisible(); // wrapped past the last
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('3 / 3')).toBeVisible(); // wrapped before the first
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${product.name}, image 3 of 3`);

    // A swipe to the left is 'next' (a mouse drag makes the same pointer events as a finger).
    const box = (await viewer.getByRole('img').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText('1 / 3')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('button', { name: /full screen/ })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('breadcrumbs lead home and to the category', async ({ page }) => {
    await openProduct(page, SHIRT);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/category/men');
    await expect(crumbs.getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/subcategory/shirts');

    await openProduct(page, 19); // a T-Shirt
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'T-Shirt' }))
      .toHaveAttribute('href', '/category/t-shirt');
  });

  test('sizes start on M, can change, show chest tooltips and a size chart', async ({ page }) => {
    await openProduct(page, PUNJABI);
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await expect(sizes.getByRole('radio')).toHaveCount(4);
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();

    await sizes.getByText('L', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toHaveAccessibleDescription('Chest 40 in');
    await sizes.getByText('XL', { exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Chest 42 in' })).toBeVisible();

    await page.getByRole('button', { name: 'Size chart' }).click();
    const chart = page.getByRole('dialog', { name: 'Size chart' });
    await expect(chart).toBeVisible();
    const rows = chart.getByRole('row');
    await expect(rows).toHaveCount(5); // the header and S, M, L, XL
    await expect(rows.nth(1)).toHaveText(/S\s*36\s*26/);
    await expect(rows.nth(2)).toHaveText(/M\s*38\s*27/);
    await expect(rows.nth(3)).toHaveText(/L\s*40\s*28/);
    await expect(rows.nth(4)).toHaveText(/XL\s*42\s*29/);
    await chart.getByRole('button', { name: 'Close' }).click();
    await expect(chart).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size chart' })).toBeFocused();
  });

  test('shoes show their EU sizes and ask for one; one-size products show none', async ({ page }) => {
    await openProduct(page, SHOES);
    const sizes = page.getByRole('radiogroup', { name: 'Size (EU)' });
    await expect(sizes.getByRole('radio')).toHaveCount(5);
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Size chart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a size.' })).toBeVisible();
    expect(await stored(page, 'cartItems')).toBeNull();
    await sizes.getByText('41', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => stored(page, 'cartItems')).toEqual([expect.objectContaining({ id: SHOES, selectedSize: '41', qty: 1 })]);

    await openProduct(page, ONE_SIZE);
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('quantity never goes below 1 nor above the stock of the chosen size', async ({ page }) => {
    const product = await apiProduct(page, PUNJABI);
    await openProduct(page, PUNJABI);
    const qty = page.getByRole('textbox', { name: 'Quantity' });
    await expect(qty).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(qty).toHaveValue('2');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(qty).toHaveValue('1');

    await qty.fill('0');
    await qty.press('Tab');
    await expect(qty).toHaveValue('1');
    await qty.fill('99999');
    await qty.press('Tab');
    await expect(qty).toHaveValue(String(product.stock_by_size.M)); // M, the size chosen
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  test('a sold-out size is shown but cannot be chosen, and no size is added past its stock', async ({ page }) => {
    const product = await apiProduct(page, SHIRT);
    expect(product.stock_by_size).toMatchObject({ M: 0, L: 2 }); // the demo catalogue's Lavender formal shirt
    await openProduct(page, SHIRT);
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    const m = sizes.getByRole('radio', { name: 'M', exact: true });
    await expect(m).toBeDisabled();
    await expect(m).toHaveAccessibleDescription(/Sold out/);
    await expect(page.getByText('Sold out in M')).toBeVisible();
    // The default M is sold out, so nothing is chosen for the shopper.
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    await sizes.getByText('M', { exact: true }).click({ force: true });
    await expect(m).not.toBeChecked();

    await sizes.getByText('L', { exact: true }).click();
    await expect(page.getByText('Only 2 left in size L')).toBeVisible();
    const qty = page.getByRole('textbox', { name: 'Quantity' });
    await qty.fill('5');
    await qty.press('Tab');
    await expect(qty).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => stored(page, 'cartItems')).toEqual([expect.objectContaining({ id: SHIRT, selectedSize: 'L', qty: 2 })]);
    // Both are in the cart now: L cannot be added again, other sizes still can.
    await expect(page.getByText('All 2 in size L are already in your cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await sizes.getByText('XL', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('Add to Cart shows the toast, then the popup; the cart keeps the line and a second add raises it', async ({ page }) => {
    await openProduct(page, PUNJABI);
    const cartLink = page.getByRole('link', { name: /^Cart, / });
    await expect(cartLink).toHaveAccessibleName('Cart, 0 items');

    await page.getByRole('radiogroup', { name: 'Size' }).getByText('L', { exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    await expect(cartLink).toHaveAccessibleName('Cart, 2 items'); // the header reads the same store
    expect(await stored(page, 'cartItems')).toEqual([expect.objectContaining({ id: PUNJABI, selectedSize: 'L', qty: 2 })]);

    // Real timers: the toast goes after about 2.5 s and the popup comes at 3 s, so once the popup is
    // there the toast is gone.
    const popup = page.getByRole('dialog', { name: 'Added to your cart!' });
    await expect(popup).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 6000 });
    expect(await toast.count()).toBe(0);
    // Focus starts on the button that keeps the shopper here: the popup came by itself.
    await expect(popup.getByRole('button', { name: 'Continue Shopping' })).toBeFocused();
    await expect(popup.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await expect(popup.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cartpayment');
    await popup.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(popup).toBeHidden();

    // The same size again raises that line; another size is a line of its own.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink).toHaveAccessibleName('Cart, 4 items');
    await expect(popup).toBeVisible({ timeout: 6000 }); // every add ends with the popup
    await popup.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('S', { exact: true }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await stored(page, 'cartItems')).toEqual([
      expect.objectContaining({ id: PUNJABI, selectedSize: 'L', qty: 4 }),
      expect.objectContaining({ id: PUNJABI, selectedSize: 'S', qty: 1 }),
    ]);
  });

  test('a sold-out product cannot be added and says so', async ({ page }) => {
    await openProduct(page, SOLD_OUT);
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByText('This item is sold out right now.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('recently viewed keeps 10 visits, newest first, without repeats, and shows them', async ({ page }) => {
    test.setTimeout(60_000);
    const viewedIds = async () => ((await stored(page, 'recentlyViewed')) as { id: number }[] | null ?? []).map((p) => p.id);
    for (let id = 1; id <= 12; id++) {
      await openProduct(page, id, 'domcontentloaded');
      await expect.poll(async () => (await viewedIds())[0]).toBe(id);
    }
    await openProduct(page, 5, 'domcontentloaded'); // already in the list: ignored
    expect(await viewedIds()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);

    await openProduct(page, 12);
    await expect.poll(() => railIds(page, 'recently-viewed')).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  test('the wishlist heart stays pressed after a reload', async ({ page }) => {
    await openProduct(page, SHIRT);
    const heart = page.getByRole('button', { name: 'Wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page, 'wishlist')).toEqual([expect.objectContaining({ id: SHIRT })]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page, 'wishlist')).toEqual([]);
  });

  test('share copies the link where the device has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await openProduct(page, SHIRT);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/product/${SHIRT}$`));
  });

  test('description and specification tabs', async ({ page }) => {
    await openProduct(page, SHIRT);
    const description = page.getByRole('tab', { name: 'Description' });
    const specification = page.getByRole('tab', { name: 'Specification' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText('formal shirt');

    await specification.click();
    await expect(specification).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Specification' });
    await expect(panel).toContainText('Material');
    await expect(panel).toContainText('MEN-SHI-000042');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();

    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute('aria-selected', 'true');
  });

  test('related products share the category; suggestions and top products fill their rails', async ({ page }) => {
    await openProduct(page, SHIRT);
    await expect(page.getByTestId('related-products').getByRole('link').first()).toBeVisible();
    const related = await railIds(page, 'related-products');
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related).not.toContain(SHIRT);
    for (const id of related) expect((await apiProduct(page, id)).category).toBe('Men');

    // Top products: 12, by sold count.
    await expect(page.getByTestId('top-products').getByRole('link')).toHaveCount(12);
    const top = (await (await page.request.get('/api/v1/products?sort=popularity&limit=12')).json()) as { products: { id: number }[] };
    expect(await railIds(page, 'top-products')).toEqual(top.products.map((p) => p.id));

    // You may also like: 10 others, the same on every visit.
    await expect(page.getByTestId('suggested-products').getByRole('link')).toHaveCount(10);
    const suggested = await railIds(page, 'suggested-products');
    expect(suggested).not.toContain(SHIRT);
    await page.reload();
    await expect(page.getByTestId('suggested-products').getByRole('link')).toHaveCount(10);
    expect(await railIds(page, 'suggested-products')).toEqual(suggested);
  });

  test('the countdown starts at 2 hours and ticks down; the promo banner leaves after 15 s', async ({ page }) => {
    await page.clock.install();
    await openProduct(page, SHIRT);
    const clock = page.getByTestId('countdown');
    const promo = page.getByRole('complementary', { name: 'Offer' });
    await expect(clock).toHaveText(/^(02:00:00|01:5\d:\d\d)$/);
    await expect(promo).toBeVisible();
    // Both started when the page appeared; the clock tells how long ago that was (time flows while we look).
    const secondsLeft = async () => {
      const [h, m, s] = (await clock.textContent())!.split(':').map(Number);
      return h! * 3600 + m! * 60 + s!;
    };
    const shownFor = 2 * 3600 - (await secondsLeft());

    await page.clock.runFor(Math.max(0, 12_500 - shownFor * 1000));
    await expect(promo).toBeVisible();
    expect(await secondsLeft()).toBeLessThan(2 * 3600 - 10);
    await page.clock.runFor(4_000);
    await expect(promo).toBeHidden();

    // Jump ahead without firing every second's tick: the countdown reads the time, it does not count ticks.
    await page.clock.fastForward(60 * 60 * 1000);
    await expect(clock).toHaveText(/^00:59:\d\d$/);
    await page.clock.fastForward(60 * 60 * 1000);
    await expect(page.getByText('This offer has ended.')).toBeVisible();
  });

  test('the newsletter form checks for an address and thanks the subscriber', async ({ page }) => {
    await openProduct(page, SHIRT);
    const form = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('   ');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

    await email.fill(`shopper-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  for (const path of ['/product/999999', '/product/abc', '/productdetails']) {
    test(`${path} says 'Product not found.' with a way home, and answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      // For search engines and links checkers too; the page comes drawn so, not as a skeleton to wait on.
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('Product not found.');
      await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });
  }

  test('/productdetails?id=42 shows product 42', async ({ page }) => {
    const product = await apiProduct(page, SHIRT);
    await page.goto(`/productdetails?id=${SHIRT}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('has no serious or critical accessibility problems, light and dark, with the viewer open', async ({ page }) => {
    test.setTimeout(60_000);
    await openProduct(page, SHIRT);
    await expect(page.getByTestId('top-products').getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The viewer over the page: the page under it was just checked.
    await page.getByRole('button', { name: /full screen/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, page.getByRole('dialog'));
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByTestId('top-products').getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openProduct(page, SHIRT);
    await expect(page.getByTestId('top-products').getByRole('link').first()).toBeAttached();
    // After a resize the header swaps its wide bar for the phone's on the media query's change event: wait for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'product');
  });
});
