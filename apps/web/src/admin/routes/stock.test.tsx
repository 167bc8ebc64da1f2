// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LowStockRow } from '@shop/shared';
import { initAdminI18n } from '../i18n/i18n';
import { showScreen, signedIn } from '../test/show-screen';
import StockPage from './stock';

// The low-stock list a page at a time (docs/product/back-office-catalogue.md): a shop with more low sizes than one
// page holds can reach the last of them.

const me = signedIn(['catalog.view', 'stock.adjust']);
const TOTAL = 450;
const row = (n: number): LowStockRow => ({ product_id: n, sku: `SKU-${n}`, name: `Product ${n}`, size: 'M', stock: n % 3, threshold: 3 });

/** The API's low-stock pages: 200 sizes a page, 450 in all. */
function api() {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const first = (page - 1) * limit + 1;
    const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - first + 1)) }, (_, i) => row(first + i));
    return new Response(JSON.stringify({ items, total: TOTAL }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function show(path = '/admin/stock') {
  showScreen(me, '/admin/stock', path, <StockPage />);
}

beforeAll(async () => {
  await initAdminI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the low-stock list', () => {
  it('shows 200 sizes a page and pages on to the last', async () => {
    const asked = api();
    show();
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: /^Product \d+$/ })).toHaveLength(200);
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3 · 450 sizes' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Product 450' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: /^Product \d+$/ })).toHaveLength(50);
    expect(screen.getByRole('navigation', { name: 'Page 3 of 3 · 450 sizes' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('address').textContent).toBe('?page=3');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(asked.every((url) => url.pathname === '/api/v1/admin/stock/low' && url.searchParams.get('limit') === '200')).toBe(true);
  });

  it('opens at the page its address names', async () => {
    api();
    show('/admin/stock?page=2');
    expect(await screen.findByRole('link', { name: 'Product 201' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Page 2 of 3 · 450 sizes' })).toBeDefined();
  });
});
