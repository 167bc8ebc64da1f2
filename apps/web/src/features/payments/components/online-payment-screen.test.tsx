// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OnlinePaymentsAnswer, Order, PaymentAttempt } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { PaymentProofScreen } from './payment-proof-screen';
import type { OnlineReason } from '../utils/online-reason';

const gateway = vi.hoisted(() => ({ assign: vi.fn() }));
vi.mock('../../../api/online-payments', async (original) => ({ ...(await original<object>()), goToGateway: gateway.assign }));

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const ORDER_ID = '7b1c1c9e-8f5f-4c7e-9a53-3c0f6f1d2a11';
const ACCOUNTS = { bkash: '01711-000111', nagad: '01811-000222', rocket: '01911-000333-4', bank: { bank: 'Dutch-Bangla Bank', branch: 'Gulshan', holder: 'Bazar Online Ltd.', number: '123.110.0004567' } };
/** An order as GET /api/v1/orders/{id} answers it, paid by card unless `changes` say otherwise. */
const order = (changes: Partial<Order> = {}): Order => ({
  id: ORDER_ID, order_number: 'BZ-2611-48213907', status: 'pending', payment_status: 'pending', payment_method: 'Credit Card', created_at: '2026-11-28T04:00:00.000Z',
  customer_name: 'Nusrat Jahan', customer_phone: '01712345678', shipping_address: 'Bazar Point Gulshan, Dhaka', delivery_method: 'pickup', delivery_district: null, delivery_area: null, notes: null,
  items: [{ id: 'line-1', product_id: 7, name: 'Cotton Panjabi', name_bn: null, product_sku: 'MEN-PAN-007', size: 'M', image: '/images/p7.webp', price: 1140, quantity: 1, subtotal: 1140 }],
  subtotal: 1140, delivery_fee: 150, discount: 0, total: 1290, promo_code: null, cancel_reason: null, cancelled_at: null, refund_amount: null, delivered_at: null,
  payment_reject_reason: null, online_payment: null, refunds: [], tracking: { steps: [{ step: 'placed', reached: true, at: '2026-11-28T04:00:00.000Z' }], cancelled: null, shipment: null },
  ...changes,
});
const attempt = (state: PaymentAttempt['state']): PaymentAttempt => ({ id: 'a1', gateway: 'sslcommerz', state, amount: 1290, instrument: state === 'paid' ? 'VISA-Dutch Bangla' : null, created_at: '2026-11-28T04:05:00.000Z', settled_at: null });
const online = (changes: Partial<OnlinePaymentsAnswer> = {}): OnlinePaymentsAnswer => ({ order_id: ORDER_ID, way: 'sslcommerz', attempts: [], refunds: [], can_pay: true, ...changes });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  gateway.assign.mockReset();
  localStorage.clear();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: GET order, GET online payments, POST a new attempt, POST pay-on-delivery, each by its path. */
function serve(routes: { order: Order; online: OnlinePaymentsAnswer; start?: Response; cash?: Response }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/online-payments') && method === 'POST') return routes.start ?? json(201, { attempt_id: 'a2', gateway: 'sslcommerz', redirect_url: 'http://gateway.test/pay/a2' });
    if (url.endsWith('/online-payments')) return json(200, routes.online);
    if (url.endsWith('/pay-on-delivery')) {
      if (routes.cash) return routes.cash;
      routes.order = order({ payment_method: 'Cash On Delivery' });
      return json(200, { order: routes.order });
    }
    if (url.endsWith('/payment-proofs')) return json(200, { proofs: [] });
    return json(200, { order: routes.order });
  });
}

function renderScreen(attemptId: string | null = null, startFailed: OnlineReason | null = null) {
  localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'r@example.com', name: 'Rahima' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentProofScreen orderId={ORDER_ID} accounts={ACCOUNTS} ordersPath="/orders" attemptId={attemptId} startFailed={startFailed} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the payment page of an order paid online', () => {
  it('back from a failed try: says so, a new try goes to the gateway, and cash on delivery is offered', async () => {
    const fetch = serve({ order: order(), online: online({ attempts: [attempt('failed')] }) });
    renderScreen('a1');
    expect(await screen.findByText('Your payment did not go through. You can try again, or pay in cash when the order arrives.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit payment proof' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay on delivery instead' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gateway.assign).toHaveBeenCalledWith('http://gateway.test/pay/a2'));
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith(`/orders/${ORDER_ID}/online-payments`) && init?.method === 'POST')).toBe(true);
  });

  it('switches to cash on delivery and says the order is now paid in cash', async () => {
    serve({ order: order(), online: online({ attempts: [attempt('cancelled')] }) });
    renderScreen('a1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Done: you pay this order in cash when it arrives.')).toBeTruthy();
  });

  it('words a payment that could not start by its code, and a refused start too', async () => {
    serve({ order: order(), online: online(), start: json(503, { code: 'gateway_unavailable', message: 'SSLCommerz did not answer.' }) });
    renderScreen(null, 'payment_unavailable');
    expect(await screen.findByText('Online payment is not available for this order right now. You can pay in cash when the order arrives.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The payment service is not answering right now. Please try again in a few minutes.')).toBeTruthy();
    expect(gateway.assign).not.toHaveBeenCalled();
  });

  it('back from a paid try: says the payment was received and lists it, with no second payment offered', async () => {
    serve({ order: order({ payment_status: 'paid' }), online: online({ attempts: [attempt('paid')], can_pay: false }) });
    renderScreen('a1');
    expect(await screen.findByText('Payment received. Thank you! Your order is confirmed.')).toBeTruthy();
    expect(screen.getByText('VISA-Dutch Bangla')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay now|Try again/ })).toBeNull();
  });

  it('while the gateway has not confirmed yet: waits, offering no second try', async () => {
    serve({ order: order(), online: online({ attempts: [attempt('started')] }) });
    renderScreen('a1');
    expect(await screen.findByText('We are waiting for the payment provider to confirm your payment...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay now|Try again/ })).toBeNull();
  });

  it('lists refunds with the channel the money goes back through', async () => {
    const refund = { id: 'r1', channel: 'bkash' as const, cause: 'cancelled' as const, state: 'pending' as const, amount: 1290, created_at: '2026-11-28T05:00:00.000Z', done_at: null };
    serve({ order: order({ status: 'cancelled', payment_status: 'paid', payment_method: 'Bkash' }), online: online({ way: 'bkash', attempts: [{ ...attempt('paid'), gateway: 'bkash' }], refunds: [refund], can_pay: false }) });
    renderScreen();
    expect(await screen.findByText('Back to your bKash account')).toBeTruthy();
    expect(screen.getByText('On its way')).toBeTruthy();
  });

  it('an order paid by a proof keeps the proof form', async () => {
    serve({ order: order({ payment_method: 'Nagad' }), online: online({ way: 'proof', can_pay: false }) });
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Submit payment proof' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
