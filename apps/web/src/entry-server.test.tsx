// @vitest-environment node
import type { Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { pageAt, renderPage, type ApiSend } from './entry-server';

// The server's renderer (docs/decisions/023) with the API answered by a fake that records each call.
function product(id: number, name: string): Product {
  return {
    id,
    sku: `SKU-${id}`,
    name,
    name_bn: null,
    price: 1200,
    oldPrice: null,
    image: `/images/products/${id}.webp`,
    images: [`/images/products/${id}.webp`],
    description: '',
    description_bn: null,
    specifications: [],
    category_id: 1,
    category: 'Men',
    category_bn: 'পুরুষ',
    subcategory_id: 1,
    subcategory: 'Shirts',
    subcategory_bn: 'শার্ট',
    brand: 'Padma Wear',
    colour: 'Blue',
    sizes: ['S', 'M', 'L', 'XL'],
    stock: 5,
    sold: 10,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

const CATEGORIES = [{ id: 1, slug: 'men', name: 'Men', name_bn: 'পুরুষ', image: '', bannerImage: '/images/banners/men-wide.webp', subcategories: [] }];
const REVIEWS = { summary: { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, reviews: [], page: 1, pageSize: 10, pages: 0 };

/** Answers like the API: categories, product 42, its reviews, and product lists whose one product is named after the call. */
function fakeApi(failing: RegExp | null = null) {
  const calls: Array<{ url: string; method: string }> = [];
  const send: ApiSend = async (url, init) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (failing?.test(url)) return Response.json({ message: 'Down', code: 'internal' }, { status: 500 });
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/v1/categories') return Response.json(CATEGORIES);
    if (pathname === '/api/v1/brands') return Response.json({ brands: [] });
    if (pathname === '/api/v1/delivery-fees') return Response.json({ delivery_fees: { areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 130 }, districts: [], pickup_point: 50, free_over: null } });
    if (pathname === '/api/v1/products/42') return Response.json({ product: { ...product(42, 'The shirt'), images: ['/images/products/42-a.webp'], stock_by_size: { S: 1, M: 0, L: 2, XL: 2 } } });
    if (pathname === '/api/v1/products/42/reviews') return Response.json(REVIEWS);
    if (pathname === '/api/v1/products') {
      const label = searchParams.get('category') ?? searchParams.get('search') ?? searchParams.get('sort') ?? 'all';
      return Response.json({ products: [product(calls.length, `Shirt for ${label}`)], total: 1 });
    }
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  };
  return { send, calls };
}
const urls = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.url).sort();

describe('the page drawn by the server', () => {
  it('is drawn once, with what its loaders fetched: no query a component asked for is left loading', async () => {
    for (const url of ['/', '/home', '/product/42', '/productdetails?id=42', '/products', '/shop?search=shirt&sort=price-asc', '/products?highlight=7', '/category/men', '/category/men?brand=x&sort=price-desc', '/category/top-deals', '/categories', '/category']) {
      const api = fakeApi();
      const page = await renderPage(url, api.send);
      expect(page, url).toBeDefined();
      expect(page!.missed, url).toEqual([]);
      expect(page!.status, url).toBe(200);
      // Each answer asked for once, GET only.
      expect(new Set(urls(api)).size, url).toBe(api.calls.length);
      expect(api.calls.every((call) => call.method === 'GET'), url).toBe(true);
    }
  });

  it('shows the product lists its sections ask for, and carries those answers for the browser', async () => {
    const api = fakeApi();
    const page = await renderPage('/category/men', api.send);
    expect(page!.html).toContain('Discover the Best of Men');
    // The listing's card is in the markup instead of a skeleton.
    expect(page!.html).toContain('Shirt for men');
    expect(page!.html).not.toContain('<script');
    // The browser gets every answer the markup shows, the header's categories included.
    const keys = page!.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('categories');
    expect(keys).toContain('products');
    // Its largest paint, for the server to preload: the banner the page shows.
    expect(page!.image).toBe('/images/banners/men-wide.webp');
  });

  it("names a product page's first photo as its largest paint", async () => {
    const page = await renderPage('/product/42', fakeApi().send);
    expect(page!.html).toContain('The shirt');
    expect(page!.image).toBe('/images/products/42-a.webp');
  });

  it("says a product page's own head: title, description, one canonical address whatever alias, photo, offer and the way to it (docs/decisions/060, 065)", async () => {
    const page = await renderPage('/productdetails?id=42', fakeApi().send);
    expect(page!.head).toEqual({
      title: 'The shirt | Men | Bazar',
      // No description of its own: its name.
      description: 'The shirt',
      path: '/product/42',
      image: '/images/products/42-a.webp',
      product: { name: 'The shirt', description: 'The shirt', sku: 'SKU-42', price: '1200.00', inStock: true, brand: 'Padma Wear', category: 'Men' },
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Men', path: '/category/men' },
        { name: 'Shirts', path: '/subcategory/shirts' },
        { name: 'The shirt', path: '/product/42' },
      ],
    });
    const bengali = await renderPage('/product/42', fakeApi().send, 'bn');
    expect(bengali!.head).toMatchObject({ title: 'The shirt | পুরুষ | Bazar', path: '/product/42', product: { category: 'পুরুষ' } });
    expect(bengali!.head!.breadcrumbs!.map((step) => step.name)).toEqual(['হোম', 'পুরুষ', 'শার্ট', 'The shirt']);
  });

  it("gives a product on sale its old price, and a rating only from real reviews", async () => {
    const api = fakeApi();
    const send: ApiSend = async (url, init) => {
      if (url.startsWith('/api/v1/products/42/reviews')) return Response.json({ ...REVIEWS, summary: { average: 4.3, count: 3, histogram: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } } });
      if (url.startsWith('/api/v1/products/42')) return Response.json({ product: { ...product(42, 'The shirt'), oldPrice: 1500, stock_by_size: { S: 1 } } });
      return api.send(url, init);
    };
    const page = await renderPage('/product/42', send);
    expect(page!.head!.product).toMatchObject({ price: '1200.00', oldPrice: '1500.00', rating: { value: 4.3, count: 3 } });
    // No reviews: no rating at all, rather than a made-up one.
    expect((await renderPage('/product/42', fakeApi().send))!.head!.product).not.toHaveProperty('rating');
  });

  it('says the home page speaks for the shop, in the language it is drawn in, with one address for / and /home', async () => {
    expect((await renderPage('/home', fakeApi().send))!.head).toEqual({
      title: 'Bazar — Online Shopping in Bangladesh',
      description: expect.stringContaining('delivered across Bangladesh'),
      path: '/',
      site: true,
    });
    expect((await renderPage('/', fakeApi().send, 'bn'))!.head).toMatchObject({ title: 'Bazar — বাংলাদেশে অনলাইন কেনাকাটা', path: '/', site: true });
  });

  it("says a category page's name and count, with its filters, sorts and pages folded into one address", async () => {
    const page = await renderPage('/category/men?sort=priceLowHigh&page=2&colour=blue', fakeApi().send);
    expect(page!.head).toEqual({
      title: 'Men: buy online in Bangladesh | Bazar',
      description: '1 product in Men at Bazar. Prices in taka, cash on delivery across Bangladesh, 7-day returns.',
      path: '/category/men',
      image: '/images/banners/men-wide.webp',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Men', path: '/category/men' }],
    });
    const bengali = await renderPage('/category/Men', fakeApi().send, 'bn');
    expect(bengali!.head).toMatchObject({ title: 'পুরুষ: বাংলাদেশে অনলাইনে কিনুন | Bazar', path: '/category/men' });
    expect(bengali!.head!.description).toContain('১টি পণ্য');
  });

  it("leaves a search's results out of search engines, and gives a category chosen on /products the category's address", async () => {
    expect((await renderPage('/products?search=shirt', fakeApi().send))!.head).toMatchObject({ title: 'Results for “shirt” | Bazar', noindex: true });
    const chosen = (await renderPage('/products?category=men', fakeApi().send))!.head!;
    expect(chosen).toMatchObject({ title: 'Men | Bazar', path: '/category/men' });
    expect(chosen).not.toHaveProperty('noindex');
  });

  it('draws a section that waits for the shopper to scroll near it waiting, even when it shares its query', async () => {
    const api = fakeApi();
    const page = await renderPage('/', api.send);
    // All Collection (25) shows first; the Stellar Collection further down reads the same list, but later.
    expect(urls(api)).toEqual(['/api/v1/categories', '/api/v1/delivery-fees', '/api/v1/products?limit=25']);
    expect(page!.html).toContain('Shirt for all');
    expect(page!.html).toContain('Loading products...');
    expect(page!.queries.queries.map((query) => JSON.stringify(query.queryKey)).sort()).toEqual(['["categories"]', '["delivery-fees"]', '["products",{"limit":25}]']);
    // The promo banner's delivery line is drawn with the fee table's lowest home-delivery fee.
    expect(page!.html).toContain('from ৳60');
    expect(page!.image).toBeUndefined();
  });

  it('leaves a list whose call failed loading, for the browser to ask again, and does not pass the failure on', async () => {
    const api = fakeApi(/\/api\/v1\/products\?/);
    const page = await renderPage('/category/men', api.send);
    expect(page!.html).toContain('Discover the Best of Men');
    expect(page!.html).not.toContain('Shirt for');
    // Loading, not an error the browser would not know of (it could not hydrate it).
    expect(page!.html).not.toContain('role="alert"');
    expect(page!.status).toBe(200);
    expect(page!.queries.queries.map((query) => query.queryKey[0])).not.toContain('products');
  });

  it.each(['/product/999999', '/product/abc', '/productdetails'])("draws %s as 'Product not found.', answered 404, and carries that answer", async (url) => {
    const page = await renderPage(url, fakeApi().send);
    expect(page!.html).toContain('Product not found.');
    expect(page!.html).not.toContain('Loading...');
    expect(page!.status).toBe(404);
    expect(page!.image).toBeUndefined();
    // The browser hydrates the same page: its product query holds the same answer, "none".
    const product = page!.queries.queries.find((query) => query.queryKey[0] === 'product');
    if (url !== '/productdetails') expect(product?.state.data).toBeNull();
  });

  it("draws a category nobody has as 'Category not found.' with the ones there are, answered 404", async () => {
    for (const url of ['/category/winter-wear', '/subcategory/no-such-type']) {
      const api = fakeApi();
      const page = await renderPage(url, api.send);
      // Nothing to list: no product list asked for.
      expect(urls(api), url).toEqual(['/api/v1/categories']);
      expect(page!.html, url).toContain('Category not found.');
      expect(page!.html, url).toContain('href="/category/men"');
      expect(page!.html, url).not.toContain('Discover the Best of');
      expect(page!.status, url).toBe(404);
    }
    // A known category, a collection and every category are pages: 200.
    for (const url of ['/category/men', '/category/Men', '/category/top-deals', '/category']) {
      const page = await renderPage(url, fakeApi().send);
      expect(page!.html, url).not.toContain('Category not found.');
      expect(page!.status, url).toBe(200);
    }
    // Without the categories (their call failed) nothing can be called missing.
    const unread = await renderPage('/category/winter-wear', fakeApi(/categories/).send);
    expect(unread!.html).not.toContain('Category not found.');
    expect(unread!.status).toBe(200);
  });

  it('draws in Bengali for a shopper who reads it, beside an English drawing of the same page', async () => {
    const [bengali, english] = await Promise.all([renderPage('/category/men', fakeApi().send, 'bn'), renderPage('/category/men', fakeApi().send, 'en')]);
    expect(bengali!.language).toBe('bn');
    expect(bengali!.html).toContain('পুরুষ');
    expect(bengali!.html).toContain('৳১,২০০');
    expect(bengali!.html).not.toContain('Discover the Best of Men');
    expect(english!.language).toBe('en');
    expect(english!.html).toContain('Discover the Best of Men');
    expect(english!.html).toContain('৳1,200');
  });

  it('draws only the landing pages: another page is the app\'s', async () => {
    const api = fakeApi();
    for (const url of ['/cart', '/about', '/manageaccount/orders', '/nowhere']) expect(await renderPage(url, api.send), url).toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});

describe('what the app has at an address', () => {
  it('is a page at each of its routes, under either spelling, with the account area leading its unknown addresses to the dashboard', () => {
    for (const path of ['/', '/home', '/products', '/product/42', '/productdetails', '/category/men', '/cart', '/cartpayment', '/login', '/auth/google/callback', '/payments/7', '/manageaccount/orders', '/mangaeaccount/anything', '/about', '/terms']) {
      expect(pageAt(path).known, path).toBe(true);
    }
  });

  it('is no page at the addresses the app shows as not found', () => {
    for (const path of ['/nowhere', '/product', '/product/42/extra', '/wp-login.php', '/category/men/shirts', '/auth/google', '/%E0%A6%A']) {
      expect(pageAt(path), path).toEqual({ known: false, modules: [] });
    }
  });

  it("marks a shopper's own pages as not for search engines: the cart, checkout, sign-in, orders and the account area", () => {
    for (const path of ['/cart', '/cartpayment', '/checkout', '/payment', '/payments/7', '/login', '/auth/reset-password', '/orders', '/orderstatus', '/wishlist', '/manageaccount/orders', '/mangaeaccount/anything', '/profile']) {
      expect(pageAt(path).indexed, path).toBe(false);
    }
    for (const path of ['/', '/products', '/product/42', '/category/men', '/about', '/help-center', '/returns']) expect(pageAt(path).indexed, path).toBe(true);
  });

  it('names the route module of a landing page, for the server to preload; none for the pages the app draws itself', () => {
    expect(pageAt('/').modules).toEqual(['src/app/routes/home.tsx']);
    expect(pageAt('/productdetails').modules).toEqual(['src/app/routes/product.tsx']);
    expect(pageAt('/shop').modules).toEqual(['src/app/routes/products.tsx']);
    for (const path of ['/category', '/categories', '/category/men', '/subcategory/shirts']) expect(pageAt(path).modules, path).toEqual(['src/app/routes/category.tsx']);
    for (const path of ['/cart', '/about', '/manageaccount/orders']) expect(pageAt(path).modules, path).toEqual([]);
  });
});
