// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unpaidExpiryReason, type Order } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { forgetRefusal } from '../../../lib/session';
import { sampleOrder } from '../test-orders';
import { OrdersScreen } from './orders-screen';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

function signIn() {
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'nusrat@example.com', name: 'Nusrat Jahan', given_name: null, family_name: null, picture: null, verified_email: false }));
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the API with `handler`, recording every call. */
function mockApi(handler: (method: string, path: string, body: unknown) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    return handler(method, path, body);
  });
  return calls;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/orders" element={<><OrdersScreen /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  forgetRefusal();
  vi.restoreAllMocks();
  localStorage.clear();
});

const saree = sampleOrder({
  order_number: 'BZ-2611-20000001',
  notes: 'Call before delivery',
  items: [{ id: 'l1', product_id: 31, name: 'Jamdani Saree', name_bn: null, product_sku: 'WOM-SAR-031', size: '', image: '/images/p31.webp', price: 4500, quantity: 1, subtotal: 4500 }],
  subtotal: 4500,
  total: 4650,
});
const shipped = sampleOrder({ order_number: 'BZ-2611-20000002', status: 'shipped', payment_status: 'paid', payment_method: 'Bkash' });

describe('orders screen', () => {
  it('shows every card field and filters by tab and search, keeping both in the address', async () => {
    signIn();
    mockApi(() => json({ orders: [saree, shipped] }));
    renderAt('/orders');
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeDefined();
    const card = screen.getByRole('article', { name: 'Order BZ-2611-20000001' });
    for (const text of ['Pending', 'Placed on Nov 22, 2026', 'Nusrat Jahan', '1 item', 'Cash On Delivery', 'Not paid yet', 'Jamdani Saree', 'SKU: WOM-SAR-031', 'Qty: 1', 'Call before delivery', '৳4,650']) {
      expect(within(card).getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
    }
    expect(within(card).getByText('Pending').className).toContain('bg-yellow-100');

    fireEvent.click(screen.getByRole('tab', { name: /To Receive/ }));
    expect(cards()).toEqual(['Order BZ-2611-20000002']);
    expect(address()).toBe('/orders?tab=to-receive');
    expect(screen.getByText('Showing 1 of 2 orders')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: /^All/ }));
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'wom-sar' } });
    expect(cards()).toEqual(['Order BZ-2611-20000001']);
    await waitFor(() => expect(address()).toBe('/orders?q=wom-sar'));
  });

  it('offers a review and, within 7 days of delivery, a return of a delivered order', async () => {
    signIn();
    const day = 86_400_000;
    const fresh = sampleOrder({ ...saree, id: 'o-fresh', order_number: 'BZ-2611-20000003', status: 'delivered', payment_status: 'paid', delivered_at: new Date(Date.now() - 2 * day).toISOString() });
    const old = sampleOrder({ ...saree, id: 'o-old', order_number: 'BZ-2611-20000004', status: 'delivered', payment_status: 'paid', delivered_at: new Date(Date.now() - 8 * day).toISOString() });
    mockApi(() => json({ orders: [fresh, old, shipped] }));
    renderAt('/orders');
    const freshCard = await screen.findByRole('article', { name: 'Order BZ-2611-20000003' });
    expect(within(freshCard).getByRole('link', { name: 'Request a return from order BZ-2611-20000003' }).getAttribute('href')).toBe('/manageaccount/returns?line=l1');
    expect(within(freshCard).getByRole('link', { name: 'Write a review of order BZ-2611-20000003' }).getAttribute('href')).toBe('/manageaccount/reviews');
    // Past the window: a review still, a return no more.
    const oldCard = screen.getByRole('article', { name: 'Order BZ-2611-20000004' });
    expect(within(oldCard).queryByRole('link', { name: /Request a return/ })).toBeNull();
    expect(within(oldCard).getByRole('link', { name: /Write a review/ })).toBeDefined();
    // Not received yet: neither.
    const shippedCard = screen.getByRole('article', { name: 'Order BZ-2611-20000002' });
    expect(within(shippedCard).queryByRole('link', { name: /Request a return|Write a review/ })).toBeNull();
  });

  it('opens on the tab and search of a shared link, and says which hint fits an empty list', async () => {
    signIn();
    mockApi(() => json({ orders: [saree] }));
    renderAt('/orders?tab=completed');
    expect(await screen.findByText('No orders found')).toBeDefined();
    expect(screen.getByText('No orders found in "Completed" category')).toBeDefined();
    expect(screen.getByRole('tab', { name: /Completed/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: /^All/ }));
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'no such thing' } });
    expect(screen.getByText('Try adjusting your search terms')).toBeDefined();
    expect(screen.getByText('Showing 0 of 1 orders')).toBeDefined();
  });

  it('says when there are no orders at all', async () => {
    signIn();
    mockApi(() => json({ orders: [] }));
    renderAt('/orders');
    expect(await screen.findByText("You haven't placed any orders yet")).toBeDefined();
  });

  it('after a 401, which signs the shopper out, says the sign-in failed', async () => {
    signIn();
    mockApi(() => json({ message: 'Unauthorized', code: 'unauthorized' }, 401));
    renderAt('/orders');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Authentication failed. Please login again.'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });

  it.each([
    [401, 'Authentication failed. Please login again.'],
    [404, 'Orders not found.'],
    [500, 'Failed to load data. Please try again.'],
  ])('shows the catalogue text for a %i answer', async (status, text) => {
    signIn();
    mockApi(() => json({ message: 'x', code: 'x' }, status));
    renderAt('/orders');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('without a token says so and offers to sign in', async () => {
    const calls = mockApi(() => json({ orders: [] }));
    renderAt('/orders');
    expect(screen.getByRole('alert').textContent).toContain('Authentication token not found');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('cancels with a required reason, then shows the order as cancelled', async () => {
    signIn();
    let current: Order = saree;
    const calls = mockApi((method) => {
      if (method === 'POST') {
        current = { ...saree, status: 'cancelled', cancel_reason: 'I ordered by mistake', cancelled_at: '2026-11-23T06:00:00.000Z', refund_amount: 0 };
        return json({ order: current });
      }
      return json({ orders: [current] });
    });
    renderAt('/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order BZ-2611-20000001' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order BZ-2611-20000001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please tell us why you are cancelling (3 to 500 characters).');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'I ordered by mistake' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/orders/${saree.id}/cancel`,
      body: { reason: 'I ordered by mistake' },
    });
    const card = screen.getByRole('article', { name: 'Order BZ-2611-20000001' });
    expect(within(card).getByText('Cancelled').className).toContain('bg-red-100');
    expect(within(card).getByText('I ordered by mistake')).toBeDefined();
    expect(within(card).getByText('Nothing to pay')).toBeDefined();
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(screen.getByText('Order BZ-2611-20000001 has been cancelled.')).toBeDefined();
  });

  it("says the reason the shop wrote itself on an order unpaid in time in the shopper's language, and a typed one as typed", async () => {
    signIn();
    const expired = { ...saree, status: 'cancelled', cancel_reason: unpaidExpiryReason(24), cancelled_at: '2026-11-23T06:00:00.000Z', refund_amount: 0 } as Order;
    const typed = { ...shipped, status: 'cancelled', cancel_reason: 'Found it cheaper', cancelled_at: '2026-11-23T06:00:00.000Z', refund_amount: 0 } as Order;
    mockApi(() => json({ orders: [expired, typed] }));
    await initI18n('bn');
    try {
      renderAt('/orders');
      const card = await screen.findByRole('article', { name: /BZ-2611-20000001/ });
      expect(within(card).getByText('২৪ ঘণ্টার মধ্যে পেমেন্ট না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে, পণ্যগুলো আবার বিক্রির জন্য ফিরে গেছে।')).toBeDefined();
      expect(within(card).queryByText(/Cancelled automatically/)).toBeNull();
      expect(within(screen.getByRole('article', { name: /BZ-2611-20000002/ })).getByText('Found it cheaper')).toBeDefined();
    } finally {
      await initI18n('en');
    }
  });

  it('explains a refusal when the order has shipped meanwhile', async () => {
    signIn();
    mockApi((method) => (method === 'POST' ? json({ message: 'shipped', code: 'conflict' }, 409) : json({ orders: [saree] })));
    renderAt('/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order BZ-2611-20000001' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason for cancellation/), { target: { value: 'Too slow' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('can no longer be cancelled');
  });
});
