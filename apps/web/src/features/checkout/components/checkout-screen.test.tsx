// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELIVERY_FEES, type Address, type Cart, type DeliveryFees, type PickupPoint } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { CheckoutScreen } from './checkout-screen';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const points: PickupPoint[] = [
  { id: 1, name: 'Bazar Point Gulshan', address: 'House 12, Road 45', city: 'Dhaka', phone: '01711000001' },
  { id: 2, name: 'Bazar Point Agrabad', address: 'CDA Avenue', city: 'Chattogram', phone: '01711000002' },
];
const cart: Cart = {
  items: [
    { id: 'l1', product_id: 2, size: 'M', quantity: 2, price: 1000, originalPrice: null, stock: 5, price_changed_from: null, product: { name: 'Cotton Shirt', name_bn: null, images: [], sku: 'S-2', colour: 'Blue', category: 'Men' } },
    { id: 'l2', product_id: 25, size: 'ONE', quantity: 1, price: 850, originalPrice: 900, stock: 3, price_changed_from: null, product: { name: 'Canvas Bag', name_bn: null, images: [], sku: 'B-25', colour: 'Green', category: 'Accessories' } },
  ],
  subtotal: 2850, delivery_fee: 150, total: 3000, count: 3,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call { method: string; path: string; body: unknown; key: string | undefined; cache?: RequestCache }

/** The API as the checkout sees it; `order` answers POST /orders. Calls are recorded. */
function api(order: (call: Call) => Response | Promise<Response>, book: Address[] = [], fees: DeliveryFees = DEFAULT_DELIVERY_FEES, theCart: Cart = cart) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined, key: headers['idempotency-key'], cache: init?.cache };
    calls.push(call);
    if (call.path === '/api/v1/cart') return json({ cart: theCart });
    if (call.path === '/api/v1/promo' && call.method === 'DELETE') return json({ success: true });
    if (call.path === '/api/v1/pickup-points') return json({ pickup_points: points });
    if (call.path === '/api/v1/addresses') return json({ addresses: book });
    if (call.path === '/api/v1/delivery-fees') return json({ delivery_fees: fees });
    if (call.path === '/api/v1/orders' && call.method === 'POST') return order(call);
    return json({ message: 'Not found.', code: 'not_found' }, 404);
  });
  return calls;
}

function show(path = '/cartpayment') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cartpayment" element={<CheckoutScreen userId="u1" cartSyncing={false} onOrderPlaced={() => undefined} renderAddressForm={() => null} />} />
          <Route path="/orders" element={<h1>My Orders page</h1>} />
          <Route path="/payments/:id" element={<h1>Payment proof page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const proceed = () => screen.getByRole('button', { name: /Proceed to Pay/ });

async function choosePickupPoint(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Select Pickup Point' }));
  const dialog = screen.getByRole('dialog', { name: 'Select Pickup Point' });
  fireEvent.click(within(dialog).getByRole('radio', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'rahim@example.com', name: 'Rahim Uddin' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkout (/cartpayment)', () => {
  it('keeps Proceed to Pay disabled, saying why, until a pickup point and a payment method are chosen', async () => {
    api(() => json({ order: { id: 'o1', payment_method: 'Cash On Delivery' } }, 201));
    show();
    expect(await screen.findByText('Cotton Shirt')).toBeDefined();
    expect(screen.getByTestId('checkout-total').textContent).toBe('৳3,000');
    expect(proceed()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('proceed-hint').textContent).toBe('Please select a pickup point.');

    fireEvent.click(screen.getByRole('button', { name: 'Select Pickup Point' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Pickup Point' });
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bazar Point Agrabad' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('chosen-pickup-point')).toBeNull();

    await choosePickupPoint('Bazar Point Agrabad');
    expect(screen.getByTestId('chosen-pickup-point').textContent).toContain('CDA Avenue');
    expect(screen.getByTestId('proceed-hint').textContent).toBe('Please select a payment method.');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    expect(proceed()).toHaveProperty('disabled', false);
  });

  it('sends one order for a double click, with the chosen lines and a key, then goes to the orders', async () => {
    let answer!: (response: Response) => void;
    const calls = api(() => new Promise((resolve) => (answer = resolve)));
    show('/cartpayment?lines=25:ONE');
    expect(await screen.findByText('Canvas Bag')).toBeDefined();
    expect(screen.queryByText('Cotton Shirt')).toBeNull();
    await choosePickupPoint('Bazar Point Gulshan');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    const button = proceed();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Placing your order…');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    // The total on screen goes with the order: the server charges no more than that.
    expect(posts[0]!.body).toEqual({ pickup_point_id: 1, payment_method: 'Cash On Delivery', line_ids: ['l2'], expected_total: 1000 });
    expect(posts[0]!.key).toMatch(/^checkout-[0-9a-f]{32}$/);
    await act(async () => answer(json({ order: { id: 'o1', payment_method: 'Cash On Delivery' } }, 201)));
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeDefined();
  });

  it('names the short line of a 409, keeps the key for the retry, and sends Bkash orders to the payment page', async () => {
    let first = true;
    const calls = api(() => {
      if (!first) return json({ order: { id: 'o9', payment_method: 'Bkash' } }, 201);
      first = false;
      return json({ message: 'Only 1 left', code: 'out_of_stock', fields: { l1: '1' } }, 409);
    });
    show();
    await choosePickupPoint('Bazar Point Gulshan');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Bkash' } });
    fireEvent.click(proceed());
    expect((await screen.findByTestId('order-failure')).textContent).toContain('Only 1 left of Cotton Shirt (M). Please lower the quantity to 1 or less.');
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'Payment proof page' })).toBeDefined();
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says when the total went up meanwhile, shows the new total from the fresh fee table, and orders at it', async () => {
    const fees: DeliveryFees = { ...DEFAULT_DELIVERY_FEES };
    let first = true;
    const calls = api(() => {
      if (!first) return json({ order: { id: 'o7', payment_method: 'Cash On Delivery' } }, 201);
      first = false;
      // Staff raised the pickup fee while the shopper was on this screen.
      fees.pickup_point = 200;
      return json({ message: 'The total went up', code: 'total_changed', fields: { total: '3050' } }, 409);
    }, [], fees);
    show();
    await choosePickupPoint('Bazar Point Gulshan');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    expect(screen.getByTestId('checkout-total').textContent).toBe('৳3,000');
    fireEvent.click(proceed());
    expect((await screen.findByTestId('order-failure')).textContent).toContain(
      'The total of your order has gone up: a price or the delivery fee is higher now. The summary shows the new total; please check it and place your order again.',
    );
    await vi.waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('৳3,050'));
    // Asked past the browser's cache: the server lets the table be kept half a minute.
    expect(calls.filter((c) => c.path === '/api/v1/delivery-fees').at(-1)?.cache).toBe('no-cache');
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { expected_total: number }).expected_total)).toEqual([3000, 3050]);
  });

  it('shows a voucher the cart kept from an earlier visit as applied, counts it in the total and orders with it', async () => {
    const calls = api(() => json({ order: { id: 'o5', payment_method: 'Cash On Delivery' } }, 201), [], DEFAULT_DELIVERY_FEES, {
      ...cart,
      promo: { code: 'WELCOME10', kind: 'percent', value: 10 },
    });
    show();
    expect(await screen.findByText((_, element) => element?.getAttribute('role') === 'status' && element.textContent === 'WELCOME10 · Voucher Applied! 10% off')).toBeDefined();
    // ৳2,850 of goods less 10 % (৳285), and the ৳150 pickup fee.
    await choosePickupPoint('Bazar Point Gulshan');
    expect(screen.getByTestId('checkout-total').textContent).toBe('৳2,715');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeDefined();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ promo_code: 'WELCOME10', expected_total: 2715 });
  });

  it('removes a kept voucher: the total goes back up and the order carries no code', async () => {
    const calls = api(() => json({ order: { id: 'o6', payment_method: 'Cash On Delivery' } }, 201), [], DEFAULT_DELIVERY_FEES, {
      ...cart,
      promo: { code: 'FLAT200', kind: 'fixed', value: 200 },
    });
    show();
    await choosePickupPoint('Bazar Point Gulshan');
    expect(screen.getByTestId('checkout-total').textContent).toBe('৳2,800');
    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher FLAT200' }));
    await vi.waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('৳3,000'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/promo')).toBe(true);
    expect(screen.getByLabelText('Voucher code')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeDefined();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.promo_code).toBeUndefined();
    expect(body.expected_total).toBe(3000);
  });

  it("says 'Order ID not received from server. Please contact support.' for an answer without an id", async () => {
    api(() => json({ ok: true }, 201));
    show();
    await choosePickupPoint('Bazar Point Gulshan');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Nagad' } });
    fireEvent.click(proceed());
    expect((await screen.findByTestId('order-failure')).textContent).toContain('Order ID not received from server. Please contact support.');
  });

  it("turns 'Loading Checkout' into 'System is slow. Please refresh the page.' after 5 seconds", async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    show();
    expect(screen.getByText('Loading Checkout')).toBeDefined();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('System is slow. Please refresh the page.')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('System is slow. Please refresh the page.')).toBeDefined();
    expect(screen.queryByText('Loading Checkout')).toBeNull();
  });

  it("shows 'Failed to load checkout data. Please refresh.' when the cart cannot be read", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/v1/cart' ? json({ message: 'boom', code: 'internal_error' }, 500) : json({ pickup_points: [], addresses: [] }),
    );
    show();
    expect(await screen.findByText('Failed to load checkout data. Please refresh.')).toBeDefined();
  });

  it("offers home delivery to the book's address with its district's fee before paying, and sends the address, no pickup point", async () => {
    const sylhet: Address = { id: 'a-syl', name: 'Farhana Akter', phone: '01812345678', province: 'Sylhet', city: 'Sylhet', zone: 'Sylhet Sadar', address: 'House 9, Road 4', landmark: null, label: 'HOME', postcode: 'Sylhet - Sylhet - Sylhet Sadar' };
    const fees = { ...DEFAULT_DELIVERY_FEES, districts: [{ district: 'Sylhet', fee: 170 }], pickup_point: 50 };
    const calls = api(() => json({ order: { id: 'o9', payment_method: 'Cash On Delivery' } }, 201), [sylhet], fees);
    show();
    expect(await screen.findByText('Cotton Shirt')).toBeDefined();
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('delivery-fee-home').textContent).toBe('Delivery fee ৳170');
    expect(screen.getByTestId('checkout-delivery').textContent).toBe('৳170');
    expect(screen.getByTestId('checkout-delivery-to').textContent).toBe('Home delivery to Sylhet');
    expect(screen.getByTestId('checkout-total').textContent).toBe('৳3,020');
    expect(screen.queryByRole('button', { name: 'Select Pickup Point' })).toBeNull();
    expect(screen.getByTestId('proceed-hint').textContent).toBe('Please select a payment method.');

    // The pickup point instead: its own fee, and its rules.
    fireEvent.click(screen.getByRole('radio', { name: /Pickup point/ }));
    expect(screen.getByTestId('checkout-delivery').textContent).toBe('৳50');
    expect(screen.getByTestId('proceed-hint').textContent).toBe('Please select a pickup point.');
    fireEvent.click(screen.getByRole('radio', { name: /Home delivery/ }));

    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'Cash On Delivery' } });
    expect(screen.getByText('Pay in cash to the courier when your parcel arrives.')).toBeDefined();
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeDefined();
    const posted = calls.filter((call) => call.path === '/api/v1/orders' && call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({ address_id: 'a-syl', payment_method: 'Cash On Delivery' });
    expect(posted[0]!.body).not.toHaveProperty('pickup_point_id');
  });
});

