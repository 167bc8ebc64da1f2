import type { Page } from '@playwright/test';
import { expect, test } from './shop-test';

// Landing pages come drawn by the server and the browser hydrates them (docs/decisions/023).
const SHIRT = 42; // Men's Essential Formal Shirt - Lavender, sizes S-XL, M sold out

/** Records, from before the app's script runs, whether anything replaced what the server drew in #root. */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { rootReplaced: number; firstDrawn: Element | null };
    record.rootReplaced = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      record.firstDrawn = root.firstElementChild;
      new MutationObserver((changes) => {
        for (const change of changes) record.rootReplaced += change.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

/** Whether #root still holds the very elements the server sent (hydrated, not drawn again). */
const keptServerMarkup = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { rootReplaced: number; firstDrawn: Element | null };
    return record.rootReplaced === 0 && record.firstDrawn !== null && record.firstDrawn === document.getElementById('root')!.firstElementChild;
  });

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the landing pages arrive drawn, with what their first screen shows', async ({ request }) => {
  const cases: Array<[string, RegExp]> = [
    ['/', /PREMIUM CLOTHING\. AUTHENTIC STYLE\./],
    [`/product/${SHIRT}`, /<h1[^>]*>Men&#x27;s Essential Formal Shirt - Lavender<\/h1>/],
    ['/category/men', /<h1[^>]*>Discover the Best of Men<\/h1>/],
    ['/products', /Search a product/],
  ];
  for (const [path, content] of cases) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-ssr="en">');
    expect(html, path).toMatch(content);
  }
  // Other pages are drawn by the app.
  expect(await (await request.get('/cartpayment')).text()).not.toContain('data-ssr');
});

test('each landing page speaks for itself to search engines and link previews, in English and in Bengali', async ({ request }) => {
  const headOf = async (path: string, lang: 'en' | 'bn') => {
    const html = await (await request.get(path, { headers: { cookie: `lang=${lang}` } })).text();
    const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
    const meta = (key: string) => [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]);
    return {
      title: /<title>([^<]*)<\/title>/.exec(head)![1],
      canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => new URL(m[1]!).pathname),
      ogImage: meta('og:image'),
      robots: meta('robots'),
      types: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as { '@type': string })['@type']),
    };
  };
  for (const lang of ['en', 'bn'] as const) {
    const home = await headOf('/home', lang);
    expect(home.title).toBe(lang === 'en' ? 'Bazar — Online Shopping in Bangladesh' : 'Bazar — বাংলাদেশে অনলাইন কেনাকাটা');
    expect(home.canonical).toEqual(['/']);
    expect(home.types).toEqual(['Organization', 'WebSite']);
    const product = await headOf(`/productdetails?id=${SHIRT}`, lang);
    expect(product.title).toMatch(lang === 'en' ? /^Men's Essential Formal Shirt - Lavender \| Men \| Bazar$/ : / \| পুরুষ \| Bazar$/);
    expect(product.canonical).toEqual([`/product/${SHIRT}`]);
    expect(product.ogImage).toHaveLength(1);
    expect(product.types).toEqual(['Product', 'BreadcrumbList']);
    const category = await headOf('/category/men?sort=priceLowHigh&page=2', lang);
    expect(category.title).toBe(lang === 'en' ? 'Men: buy online in Bangladesh | Bazar' : 'পুরুষ: বাংলাদেশে অনলাইনে কিনুন | Bazar');
    expect(category.canonical).toEqual(['/category/men']);
    expect(category.types).toEqual(['BreadcrumbList']);
    for (const own of ['/products?search=shirt', '/cart', '/cartpayment', '/manageaccount/orders']) expect((await headOf(own, lang)).robots, own).toEqual(['noindex, follow']);
  }
});

test('product lists arrive as cards with the page, and the browser does not ask for them again', async ({ page, request }) => {
  // On a phone, where the home page's later sections are well below the first screen and wait for the shopper
  // to scroll near them (they come as placeholders, and are asked for then).
  await page.setViewportSize({ width: 390, height: 844 });
  // The home page's first section (25), the category page's 32 and the product page's related lists.
  for (const [path, atLeast] of [['/', 25], ['/category/men', 32], [`/product/${SHIRT}`, 20]] as const) {
    const html = await (await request.get(path)).text();
    const cards = new Set([...html.matchAll(/href="\/product\/(\d+)"/g)].map((match) => match[1])).size;
    expect(cards, path).toBeGreaterThanOrEqual(atLeast);

    const asked: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/v1\/(products|categories)/.test(sent.url())) asked.push(sent.url());
    });
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
    expect(asked, path).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('the browser takes a drawn page over without drawing it again, and it works', async ({ page }) => {
  test.slow(); // four pages
  const errors = collectErrors(page);
  await watchRoot(page);
  await page.goto(`/product/${SHIRT}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText('L', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  expect(await keptServerMarkup(page)).toBe(true);

  for (const path of ['/', '/category/men', '/products']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
    expect(await keptServerMarkup(page), path).toBe(true);
  }
  // A mismatch between the server's markup and the browser's first render is reported as an error.
  expect(errors).toEqual([]);
});

test('parts below the first screen work at the first press, though they are taken over only when scrolled near', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await watchRoot(page);
  await page.goto(`/product/${SHIRT}`);
  const takenOver = (testId: string) => page.getByTestId(testId).evaluate((part) => Object.keys(part).some((key) => key.startsWith('__reactFiber')));
  // Below a phone's first screen the parts are as the server drew them (components/ui/below-fold.tsx)...
  const tabs = page.getByRole('tablist');
  expect(await tabs.evaluate((list) => Object.keys(list).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  expect(await takenOver('related-products')).toBe(false);
  // ...and the press itself makes the app take the part over and do what it says.
  const specification = page.getByRole('tab', { name: 'Specification' });
  await specification.click();
  await expect(specification).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Specification' })).toContainText('MEN-SHI-000042');
  // The rest follows as the shopper scrolls near it.
  await page.getByTestId('related-products').scrollIntoViewIfNeeded();
  await expect.poll(() => takenOver('related-products')).toBe(true);
  expect(await keptServerMarkup(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("what is the shopper's own (cart, currency, theme) shows once the page is taken over", async ({ page }) => {
  const errors = collectErrors(page);
  await watchRoot(page);
  await page.addInitScript(() => {
    localStorage.setItem('currency', 'USD');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('cartItems', JSON.stringify([{ id: 2, name: 'Punjabi', price: 2000, image: '', qty: 3, selectedSize: 'M' }]));
  });
  await page.goto(`/product/${SHIRT}`);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('main').getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await keptServerMarkup(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('without JavaScript a drawn page can still be read and its links followed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${SHIRT}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Essential Formal Shirt - Lavender");
  await expect(page.getByRole('img', { name: "Men's Essential Formal Shirt - Lavender" }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Men' }).click();
  await expect(page).toHaveURL(/\/category\/men$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best of Men');
  // The header's search works as a plain form: the products page, searched.
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).fill('panjabi');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=panjabi$/);
  await expect(page.locator('[data-product-id]').first()).toContainText(/Punjabi|Panjabi/i);
  await context.close();
});

test('a shopper who reads Bengali gets the page drawn in Bengali by the server, and the app takes it over', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'bn'));
  // The first visit tells the server the language (cookie); from then on it draws the pages in Bengali.
  await page.goto('/about');
  await watchRoot(page);
  const response = await page.goto(`/product/${SHIRT}`);
  const html = await response!.text();
  expect(html).toContain('<html lang="bn"');
  expect(html).toContain('<div id="root" data-ssr="bn">');
  expect(html).toContain('কার্টে যোগ করুন');
  expect(html).not.toContain('Add to Cart');
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached();
  expect(await keptServerMarkup(page)).toBe(true);
  // Taken over, in Bengali: the stepper works.
  await page.getByRole('button', { name: 'পরিমাণ বাড়ান' }).click();
  await expect(page.getByRole('textbox', { name: 'পরিমাণ', exact: true })).toHaveValue('2');
  // Back in English, the next page is drawn in English again.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/about');
  const english = await (await page.goto('/category/men'))!.text();
  expect(english).toContain('<div id="root" data-ssr="en">');
  expect(english).toContain('Discover the Best of Men');
  expect(errors).toEqual([]);
});

test("an address the shop has no page at answers 404 and shows the app's not-found page; its own pages answer 200", async ({ page, request }) => {
  const response = await page.goto('/summer-sale-2024');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  for (const path of ['/cartpayment', '/login', '/manageaccount/orders', '/help-center', '/category/men']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test.describe('what a shopper does on a drawn page before the app has taken it over', () => {
  // On a slow phone (the CPU four times slower) the page is readable, and acted on, well before its scripts
  // have run. Each case is tried a few times: what is lost is lost on some tries only.
  const TRIES = 3;
  test.slow();

  async function firstPaint(page: Page, path: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // As soon as the page shows: not waiting for the app (see shop-test.ts).
    await page.goto(path, { waitUntil: 'commit' });
  }
  const appReady = (page: Page) => expect(page.locator('#root[data-app="ready"]')).toBeAttached({ timeout: 30_000 });

  test('a sort chosen on the products page is kept', async ({ browser }) => {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectErrors(page);
      await firstPaint(page, '/products');
      await page.getByLabel('Sort by').selectOption('price-asc');
      await appReady(page);
      await expect(page, `try ${attempt}`).toHaveURL(/[?&]sort=price-asc/);
      await expect(page.getByLabel('Sort by'), `try ${attempt}`).toHaveValue('price-asc');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a size chosen and Add to Cart pressed on a product page put that size in the cart, once', async ({ browser }) => {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectErrors(page);
      await firstPaint(page, `/product/${SHIRT}`);
      await page.getByRole('radiogroup', { name: 'Size' }).getByText('L', { exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await appReady(page);
      await expect(page.getByRole('link', { name: /^Cart, / }), `try ${attempt}`).toHaveAccessibleName('Cart, 1 item');
      const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ id: number; selectedSize: string; qty: number }>);
      expect(lines.map(({ id, selectedSize, qty }) => ({ id, selectedSize, qty })), `try ${attempt}`).toEqual([{ id: SHIRT, selectedSize: 'L', qty: 1 }]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a shopper who scrolled down before the app arrived stays there, and a link tapped there opens its page', async ({ page }) => {
    // The app's scripts are held until the shopper has scrolled, so the app surely arrives after.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'commit' });
    const orderStatus = page.getByRole('contentinfo').getByRole('link', { name: 'Order Status' });
    await orderStatus.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    expect(await page.locator('#root').getAttribute('data-app')).toBeNull();
    release();
    await appReady(page);
    // The router used to put every first page at its top as the app took it over. (The parts near the footer, laid
    // out as they came into view, may move the page by a few hundred pixels; the footer stays in view.)
    await expect(orderStatus).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
    await orderStatus.click();
    await expect(page).toHaveURL(/\/orderstatus$/);
    expect(errors).toEqual([]);
  });
});
