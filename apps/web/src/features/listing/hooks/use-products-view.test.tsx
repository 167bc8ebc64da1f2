// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useProductsView } from './use-products-view';

afterEach(cleanup);

function Probe() {
  const { view, highlight } = useProductsView();
  const { search } = useLocation();
  return <output>{JSON.stringify({ category: view.category, subcategory: view.subcategory, highlight, search })}</output>;
}

function visit(entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter([{ path: '/products', element: <Probe /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;
}

describe('useProductsView', () => {
  it('reads the highlighted product from the address', () => {
    const read = visit({ pathname: '/products', search: '?highlight=42' });
    expect(read().highlight).toBe(42);
  });

  it('takes a highlightId from navigation state', () => {
    const read = visit({ pathname: '/products', state: { highlightId: 7 } });
    expect(read().highlight).toBe(7);
  });

  it('moves a category name from navigation state into the address, keeping the highlight', async () => {
    const read = visit({ pathname: '/products', state: { category: 'T-Shirt', highlightId: '9' } });
    await screen.findByText(/category=t-shirt/);
    expect(read()).toMatchObject({ category: 't-shirt', highlight: 9, search: '?category=t-shirt&highlight=9' });
  });

  it('ignores ids that are not product ids', () => {
    expect(visit({ pathname: '/products', search: '?highlight=abc', state: { highlightId: -3 } })().highlight).toBeNull();
  });
});
