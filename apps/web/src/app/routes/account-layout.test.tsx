// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../features/account/test-helpers';
import { initI18n } from '../../i18n/i18n';
import { AppProvider } from '../provider';
import { routes } from '../router';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await initI18n('en');
  window.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function visit(path: string, api: (path: string) => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => api(String(input).replace(/^\/api\/v1/, '')));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

// Route chunks load on first visit; the first test of a run waits for them.
const SLOW = { timeout: 15_000 };
const notFound = () => json({ message: 'Not found.', code: 'not_found' }, 404);

describe('account area', () => {
  it('sends a visitor without a session to /login and remembers where they were going', async () => {
    const router = visit('/mangaeaccount/addresses?from=menu', notFound);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(localStorage.getItem('redirect_after_login')).toBe('/mangaeaccount/addresses?from=menu');
  });

  const me = (verified: boolean) => ({ id: 'u1', email: 'a@example.com', name: '', given_name: null, family_name: null, picture: null, verified_email: verified });

  it('greets by the saved name with the Verified Account badge once the address is verified, and falls back to "User"', async () => {
    signInForTest('');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: '', name: '' }));
    visit('/manageaccount/dashboard', (path) => {
      if (path === '/profile') return json({ message: 'Internal error.', code: 'internal_error' }, 500);
      if (path === '/auth/me') return json(me(true));
      if (path === '/addresses') return json({ addresses: [] });
      if (path === '/orders') return notFound();
      return json([]);
    });
    expect(await screen.findByText('Hi, User', undefined, SLOW)).toBeDefined();
    expect(await screen.findByText('Verified Account')).toBeDefined();
    expect(screen.queryByText('Email not verified')).toBeNull();
    // An orders endpoint that is not there yet is a message, not a crash.
    expect(await screen.findByText('Orders not found.')).toBeDefined();
  });

  it('says "Email not verified" instead of the badge while the address is not verified', async () => {
    signInForTest();
    visit('/manageaccount/dashboard', (path) => {
      if (path === '/auth/me') return json(me(false));
      if (path === '/addresses') return json({ addresses: [] });
      if (path === '/orders') return json({ orders: [] });
      return json([]);
    });
    expect(await screen.findByText('Email not verified', undefined, SLOW)).toBeDefined();
    expect(screen.queryByText('Verified Account')).toBeNull();
  });

  it('shows the dashboard: profile, first address and the latest three orders', async () => {
    signInForTest();
    const order = (n: number, status: string, day: number) => ({
      id: `o${n}`, order_number: `ORD-${n}`, status, payment_status: 'pending', payment_method: 'Cash On Delivery',
      created_at: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`, customer_name: 'Rahim', customer_phone: '01712345678',
      shipping_address: 'x', delivery_method: 'pickup', delivery_district: null, delivery_area: null, notes: null, items: [], subtotal: 1140, delivery_fee: 150, discount: 0, total: 1290 * n,
      promo_code: null, cancel_reason: null, cancelled_at: null, refund_amount: null, delivered_at: null, payment_reject_reason: null, online_payment: null, refunds: [],
      tracking: { steps: [], cancelled: null, shipment: null },
    });
    visit('/manageaccount/dashboard', (path) => {
      if (path === '/profile') return json({ name: 'Rahima Khatun', email: 'rahima@example.com', phone: '01712345678', birthday: null, gender: null });
      if (path === '/addresses')
        return json({ addresses: [{ id: 'a1', name: 'Rahima Khatun', phone: '01712345678', province: 'Dhaka', city: 'Dhaka', zone: 'Dhanmondi', address: 'House 12, Road 7', landmark: null, label: 'HOME', postcode: 'Dhaka - Dhaka - Dhanmondi' }] });
      if (path === '/orders') return json({ orders: [order(1, 'delivered', 1), order(2, 'cancelled', 2), order(3, 'pending', 3), order(4, 'shipped', 4)] });
      return json([]);
    });
    expect(await screen.findByText('Hi, Rahima Khatun', undefined, SLOW)).toBeDefined();
    expect(await screen.findByText('House 12, Road 7')).toBeDefined();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual(['ORD-4', 'ORD-3', 'ORD-2']);
    expect(within(rows[0]!).getByText('Shipped')).toBeDefined();
    expect(within(rows[0]!).getByText('৳5,160')).toBeDefined();
    expect(within(rows[0]!).getAllByText('Nov 4, 2026').length).toBeGreaterThan(0);
  });
});
