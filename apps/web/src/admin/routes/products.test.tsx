// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProductRow } from '@shop/shared';
import { initAdminI18n } from '../i18n/i18n';
import { showScreen, signedIn } from '../test/show-screen';
import ProductsPage from './products';

// The product list keeps its search, category, status and page in the address (docs/product/back-office-catalogue.md),
// so a filtered page can be reloaded and shared, and asks the API for exactly that.

const me = signedIn(['catalog.view', 'catalog.change']);
const TOTAL = 60;
const row = (n: number): AdminProductRow => ({
  id: n, sku: `SKU-${n}`, name: `Product ${n}`, name_bn: null, price: 500, old_price: null, active: true, sold: 0, version: 1,
  updated_at: '2026-11-28T10:00:00.000Z', image: null, stock: 5, category: 'Men',
});
const category: AdminCategory = { id: 3, name: 'Men', name_bn: 'পুরুষ', slug: 'men', position: 1, hidden: false, product_count: 60, image: '/images/men.webp', banner_image: '/images/men-banner.webp', subcategories: [] };

/** The API's product pages (25 a page, 60 in all) and its one category. */
function api() {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/categories')) return json({ categories: [category] });
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const first = (page - 1) * limit + 1;
    const products = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - first + 1)) }, (_, i) => row(first + i));
    return json({ products, total: TOTAL, page, limit });
  });
  return asked;
}

function show(path: string) {
  showScreen(me, '/admin/products', path, <ProductsPage />);
}

beforeAll(async () => {
  await initAdminI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the product list', () => {
  it('opens with the filters and the page its address names, and asks the API for them', async () => {
    const asked = api();
    show('/admin/products?q=panjabi&category_id=3&status=inactive&page=2');
    expect(await screen.findByRole('link', { name: 'Product 26' }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Page 2 of 3 · 60 products' })).toBeDefined();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('panjabi');
    expect(await screen.findByRole('option', { name: 'Men' })).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('inactive');
    const last = asked.at(-1)!.searchParams;
    expect([last.get('q'), last.get('category_id'), last.get('status'), last.get('page')]).toEqual(['panjabi', '3', 'inactive', '2']);
  });

  it('a search starts again at the first page, and the next page keeps the search', async () => {
    const asked = api();
    show('/admin/products?page=3');
    expect(await screen.findByRole('link', { name: 'Product 51' }, { timeout: 5000 })).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'fotua' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('link', { name: 'Product 1' }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByTestId('address').textContent).toBe('?q=fotua');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Product 26' }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByTestId('address').textContent).toBe('?q=fotua&page=2');
    expect(asked.map((url) => [url.searchParams.get('q'), url.searchParams.get('page')])).toEqual([[null, '3'], ['fotua', '1'], ['fotua', '2']]);
  });
});
