// @vitest-environment node
import type { Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { isAppPath, renderPage, type ApiSend } from './entry-server';

// The server's renderer (docs/decisions/023) with the API answered by a fake that records each call.
function product(id: number, name: string): Product {
  return {
    id,
    sku: `SKU-${id}`,
    name,
    price: 1200,
    oldPrice: null,
    image: `/images/products/${id}.webp`,
    images: [`/images/products/${id}.webp`],
    description: '',
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

const CATEGORIES = [{ id: 1, slug: 'men', name: 'Men', name_bn: 'পুরুষ', image: '', bannerImage: '', subcategories: [] }];

/** Answers like the API: categories, and product lists whose one product is named after the call. */
function fakeApi(failing: RegExp | null = null) {
  const calls: Array<{ url: string; method: string }> = [];
  const send: ApiSend = async (url, init) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (failing?.test(url)) return Response.json({ message: 'Down', code: 'internal' }, { status: 500 });
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/v1/categories') return Response.json(CATEGORIES);
    if (pathname === '/api/v1/products') {
      const label = searchParams.get('category') ?? searchParams.get('sort') ?? 'all';
      return Response.json({ products: [product(calls.length, `Shirt for ${label}`)], total: 1 });
    }
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  };
  return { send, calls };
}

describe('the page drawn by the server', () => {
  it('shows the product lists its sections ask for, and carries those answers for the browser', async () => {
    const api = fakeApi();
    const page = await renderPage('/category/men', { categories: CATEGORIES }, api.send);
    expect(page).toBeDefined();
    expect(page!.html).toContain('Discover the Best of Men');
    // The listing asked the API once, in-process, and its card is in the markup instead of a skeleton.
    const listCalls = api.calls.filter((call) => call.url.startsWith('/api/v1/products?'));
    expect(listCalls.length).toBeGreaterThan(0);
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
    expect(page!.html).toContain('Shirt for men');
    expect(page!.html).not.toContain('<script');
    // The browser gets every answer the markup shows, the seeded categories included.
    const keys = page!.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('categories');
    expect(keys).toContain('products');
    // The categories came with the page: not asked for again.
    expect(api.calls.some((call) => call.url === '/api/v1/categories')).toBe(false);
  });

  it('draws a section that waits for the shopper to scroll near it waiting, even when it shares its query', async () => {
    const api = fakeApi();
    const page = await renderPage('/', { categories: CATEGORIES }, api.send);
    // All Collection (25) shows first; the Stellar Collection further down reads the same list, but later.
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/products?limit=25']);
    expect(page!.html).toContain('Shirt for all');
    expect(page!.html).toContain('Loading products...');
    expect(page!.queries.queries.map((query) => JSON.stringify(query.queryKey))).toEqual(['["categories"]', '["products",{"limit":25}]']);
  });

  it('leaves a list whose call failed loading, for the browser to ask again, and does not pass the failure on', async () => {
    const api = fakeApi(/\/api\/v1\/products\?/);
    const page = await renderPage('/category/men', { categories: CATEGORIES }, api.send);
    expect(page!.html).toContain('Discover the Best of Men');
    expect(page!.html).not.toContain('Shirt for');
    // Loading, not an error the browser would not know of (it could not hydrate it).
    expect(page!.html).not.toContain('role="alert"');
    expect(page!.queries.queries.map((query) => query.queryKey[0])).toEqual(['categories']);
  });

  it.each([
    ['given by the server', { product: { id: '999999', product: null } }],
    ['answered 404 by the API', {}],
  ])("draws a product that does not exist (%s) as 'Product not found.', and carries that answer", async (_, given) => {
    const api = fakeApi();
    const page = await renderPage('/product/999999', { categories: CATEGORIES, ...given }, api.send);
    expect(page!.html).toContain('Product not found.');
    expect(page!.html).not.toContain('Loading...');
    // The drawing says so itself, as a category page of no category does.
    expect(page!.status).toBe(404);
    // The browser hydrates the same page: its product query holds the same answer, "none".
    const product = page!.queries.queries.find((query) => query.queryKey[0] === 'product');
    expect(product?.state.data).toBeNull();
  });

  it("draws a category nobody has as 'Category not found.' with the ones there are, and says so to the server (404)", async () => {
    for (const url of ['/category/winter-wear', '/subcategory/no-such-type']) {
      const api = fakeApi();
      const page = await renderPage(url, { categories: CATEGORIES }, api.send);
      // Nothing to list: no product list asked for.
      expect(api.calls, url).toEqual([]);
      expect(page!.html, url).toContain('Category not found.');
      expect(page!.html, url).toContain('href="/category/men"');
      expect(page!.html, url).not.toContain('Discover the Best of');
      expect(page!.status, url).toBe(404);
    }
    // A known category, a collection and every category are pages: no status, so 200.
    for (const url of ['/category/men', '/category/Men', '/category/top-deals', '/category']) {
      const page = await renderPage(url, { categories: CATEGORIES }, fakeApi().send);
      expect(page!.html, url).not.toContain('Category not found.');
      expect(page!.status, url).toBeUndefined();
    }
    // Without the categories (their call failed) nothing can be called missing.
    const unread = await renderPage('/category/winter-wear', {}, fakeApi(/categories/).send);
    expect(unread!.html).not.toContain('Category not found.');
    expect(unread!.status).toBeUndefined();
  });

  it('draws in Bengali for a shopper who reads it, beside an English drawing of the same page', async () => {
    const [bengali, english] = await Promise.all([
      renderPage('/category/men', { categories: CATEGORIES }, fakeApi().send, 'bn'),
      renderPage('/category/men', { categories: CATEGORIES }, fakeApi().send, 'en'),
    ]);
    expect(bengali!.language).toBe('bn');
    expect(bengali!.html).toContain('পুরুষ');
    expect(bengali!.html).toContain('৳১,২০০');
    expect(bengali!.html).not.toContain('Discover the Best of Men');
    expect(english!.language).toBe('en');
    expect(english!.html).toContain('Discover the Best of Men');
    expect(english!.html).toContain('৳1,200');
  });

  it('without a way to the API, draws what it was given and asks for nothing', async () => {
    const page = await renderPage('/category/men', { categories: CATEGORIES });
    expect(page!.html).toContain('Discover the Best of Men');
    expect(page!.queries.queries.map((query) => query.queryKey[0])).toEqual(['categories']);
  });
});

describe('the addresses the app has a page at', () => {
  it('are its routes, under either spelling, with the account area leading its unknown addresses to the dashboard', () => {
    for (const path of ['/', '/home', '/products', '/product/42', '/productdetails', '/category/men', '/cart', '/cartpayment', '/login', '/auth/google/callback', '/payments/7', '/manageaccount/orders', '/mangaeaccount/anything', '/about', '/terms']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('are not the ones the app shows as not found', () => {
    for (const path of ['/nowhere', '/product', '/product/42/extra', '/wp-login.php', '/category/men/shirts', '/auth/google', '/%E0%A6%A']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
