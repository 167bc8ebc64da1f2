// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAttempt } from '@shop/shared';
import { initAdminI18n } from '../../i18n/i18n';
import { fakeApi, refusal, type Asked } from '../../test/fake-api';
import { showScreen, signedIn } from '../../test/show-screen';
import { AttemptsScreen } from './attempts-screen';

// The gateways' payments (docs/product/back-office-payments-and-returns.md): staff find a payment by its order or
// ids, check an open one with the gateway, accept or refuse a held one.

const me = signedIn(['orders.view', 'payments.read', 'payments.decide', 'refunds.send']);

const attempt = (over: Partial<AdminAttempt> = {}): AdminAttempt => ({
  id: 'att-1',
  order_id: 'ord-1',
  order_number: 'BZ-2611-48213907',
  order_status: 'pending',
  order_payment_status: 'submitted',
  gateway: 'sslcommerz',
  state: 'held',
  amount: 1290,
  tran_id: 'BZT-7Q2K9',
  gateway_payment_id: 'SESSION-ABC',
  val_id: 'VAL-123',
  gateway_trx_id: 'BANK-777',
  instrument: 'VISA-Dutch Bangla',
  note: 'The gateway marked it risky.',
  checks: 2,
  checked_at: '2026-11-28T08:10:00.000Z',
  created_at: '2026-11-28T08:00:00.000Z',
  settled_at: null,
  ...over,
});

const list = (attempts: AdminAttempt[]) => ({ body: { attempts, page: 1, limit: 20, total: attempts.length } });

function show(path = '/admin/payments/gateway') {
  showScreen(me, '/admin/payments/gateway', path, <AttemptsScreen />);
}

// A row query on a large table is slow in jsdom on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initAdminI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the gateway payments', () => {
  it('lists each payment with its order, state, amount, ids, instrument, note and checks', async () => {
    const asked = fakeApi(() => list([attempt()]));
    show();
    const link = await screen.findByRole('link', { name: 'BZ-2611-48213907' });
    expect(link.getAttribute('href')).toBe('/admin/orders/BZ-2611-48213907');
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['SSLCommerz', 'Held for a check', '৳1,290', 'Ours: BZT-7Q2K9', 'Payment: SESSION-ABC', 'Validation: VAL-123', 'Transaction: BANK-777', 'VISA-Dutch Bangla', 'The gateway marked it risky.']) {
      expect(within(row).getByText(text)).toBeDefined();
    }
    expect(within(row).getByText(/^Checked 2 times, last/)).toBeDefined();
    expect(asked[0]?.path).toBe('/api/v1/admin/payment-attempts');
    expect(asked[0]?.query.get('limit')).toBe('20');
  });

  it('keeps the state and the search in the address and asks the server with them', async () => {
    const asked = fakeApi(() => list([]));
    show('/admin/payments/gateway?state=held');
    expect(await screen.findByText('No gateway payments here.')).toBeDefined();
    expect(asked[0]?.query.get('state')).toBe('held');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'BZ-2611' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?state=held&q=BZ-2611'));
    await waitFor(() => expect(asked.some((call) => call.query.get('q') === 'BZ-2611' && call.query.get('state') === 'held')).toBe(true));
  });

  it('checks a started payment with the gateway and says where it now stands', async () => {
    const asked = fakeApi((call: Asked) => (call.method === 'POST' ? { body: { attempt: attempt({ state: 'paid', note: null }) } } : list([attempt({ state: 'started', note: null })])));
    show();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Check the payment of order BZ-2611-48213907 with the gateway' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the payment of order BZ-2611-48213907 with SSLCommerz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    expect(await screen.findByText('The payment of order BZ-2611-48213907 is now: Paid.')).toBeDefined();
    const post = asked.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v1/admin/payment-attempts/att-1/check');
  });

  it('accepts a held payment, and words a payment someone else decided meanwhile', async () => {
    const asked = fakeApi((call) => (call.method === 'POST' ? refusal(409, 'invalid_transition') : list([attempt()])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the held payment of order BZ-2611-48213907' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the payment of ৳1,290 for order BZ-2611-48213907?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('This changed meanwhile; the list is refreshed.')).toBeDefined();
    expect(asked.find((call) => call.method === 'POST')?.path).toBe('/api/v1/admin/payment-attempts/att-1/accept');
  });

  it('refuses a held payment only with a reason, and sends the reason', async () => {
    const asked = fakeApi((call) => (call.method === 'POST' ? { body: { attempt: attempt({ state: 'refused' }) } } : list([attempt()])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse the held payment of order BZ-2611-48213907' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the payment of order BZ-2611-48213907' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Write 3 to 500 characters.')).toBeDefined();
    expect(asked.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The card holder disputed it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The payment of order BZ-2611-48213907 is refused; its refund is on its way.')).toBeDefined();
    const post = asked.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v1/admin/payment-attempts/att-1/refuse');
    expect(post?.body).toEqual({ reason: 'The card holder disputed it.' });
  });

  it('says when the gateway does not answer a check', async () => {
    fakeApi((call) => (call.method === 'POST' ? refusal(503, 'service_unavailable') : list([attempt({ gateway: 'bkash' })])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Check the payment of order BZ-2611-48213907 with the gateway' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the payment of order BZ-2611-48213907 with bKash?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    expect(await within(dialog).findByText('The gateway did not answer. Try again in a minute.')).toBeDefined();
  });

  it('shows no actions to staff who may read payments but not decide them', async () => {
    fakeApi(() => list([attempt()]));
    showScreen(signedIn(['orders.view', 'payments.read']), '/admin/payments/gateway', '/admin/payments/gateway', <AttemptsScreen />);
    expect(await screen.findByText('The gateway marked it risky.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Check|Accept|Refuse/ })).toBeNull();
  });
});
