// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminRefund, AdminWalletTransaction } from '@shop/shared';
import { initAdminI18n } from '../../i18n/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { showScreen, signedIn } from '../../test/show-screen';
import { RefundsScreen } from './refunds-screen';
import { WalletScreen } from './wallet-screen';

// The refunds and the wallets' money (docs/product/back-office-payments-and-returns.md): a failed refund is tried
// again; money that settled a proof shows the proof, a near match its difference, and staff mark it resolved.

const me = signedIn(['orders.view', 'payments.read', 'payments.decide', 'refunds.send']);

const refund = (over: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 'ref-1',
  order_id: 'ord-1',
  order_number: 'BZ-2611-11112222',
  channel: 'bkash',
  cause: 'cancelled',
  state: 'failed',
  amount: 850,
  attempt_id: 'att-1',
  return_id: null,
  gateway_refund_id: 'RFD-9X',
  note: 'Refund window closed',
  tries: 3,
  created_at: '2026-11-28T07:00:00.000Z',
  done_at: null,
  ...over,
});

const money = (over: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction => ({
  id: 'wtx-1',
  wallet: 'bkash',
  trx_id: 'BKA7Q2K9Z1',
  amount: 1200,
  sender: '01712345678',
  received_at: '2026-11-28T06:00:00.000Z',
  source: 'sms',
  match: 'near',
  proof: { id: 'prf-1', order_id: 'ord-2', order_number: 'BZ-2611-33334444', amount: 1290, sender_number: '01712345678', status: 'submitted' },
  differences: [{ kind: 'amount_proof', expected: 1290, received: 1200 }],
  note: null,
  created_at: '2026-11-28T06:00:01.000Z',
  ...over,
});

// A row query on a large table is slow in jsdom on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initAdminI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the refunds', () => {
  const show = (path = '/admin/payments/refunds') => showScreen(me, '/admin/payments/refunds', path, <RefundsScreen />);

  it('lists a refund with its order, channel, cause, state, amount, refund id, note and tries, and retries a failed one', async () => {
    const asked = fakeApi((call) => (call.method === 'POST' ? { body: { refund: refund({ state: 'requested' }) } } : { body: { refunds: [refund(), refund({ id: 'ref-2', state: 'done', done_at: '2026-11-28T07:05:00.000Z' })], page: 1, limit: 20, total: 2 } }));
    show('/admin/payments/refunds?state=failed');
    const [failed, done] = (await screen.findAllByRole('link', { name: 'BZ-2611-11112222' })).map((link) => link.closest('tr') as HTMLElement);
    for (const text of ['bKash', 'Order cancelled', 'Failed', '৳850', 'RFD-9X', 'Refund window closed', '3 tries']) expect(within(failed as HTMLElement).getByText(text)).toBeDefined();
    expect(within(done as HTMLElement).getByText('Done')).toBeDefined();
    expect(within(done as HTMLElement).queryByRole('button')).toBeNull();
    expect(asked[0]?.query.get('state')).toBe('failed');

    fireEvent.click(within(failed as HTMLElement).getByRole('button', { name: 'Retry the refund of order BZ-2611-11112222' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Try the refund of ৳850 for order BZ-2611-11112222 again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The refund of order BZ-2611-11112222 is asked for again.')).toBeDefined();
    expect(asked.find((call) => call.method === 'POST')?.path).toBe('/api/v1/admin/refunds/ref-1/retry');
  });

  it('says a refund someone already retried in words, inside the dialog', async () => {
    fakeApi((call) => (call.method === 'POST' ? refusal(409, 'conflict') : { body: { refunds: [refund()], page: 1, limit: 20, total: 1 } }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry the refund of order BZ-2611-11112222' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('This changed meanwhile; the list is refreshed.')).toBeDefined();
  });

  it("says why the shop refunded a late or second payment by itself, in the staff's language", async () => {
    fakeApi(() => ({ body: { refunds: [refund({ channel: 'sslcommerz', cause: 'late_payment', state: 'requested', note: null, gateway_refund_id: null, tries: 0 })], page: 1, limit: 20, total: 1 } }));
    show();
    const row = (await screen.findByRole('link', { name: 'BZ-2611-11112222' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid after cancelling, or twice')).toBeDefined();
    cleanup();
    await initAdminI18n('bn');
    try {
      show();
      const bnRow = (await screen.findByRole('link', { name: 'BZ-2611-11112222' })).closest('tr') as HTMLElement;
      expect(within(bnRow).getByText('বাতিলের পরে বা দুবার পরিশোধ')).toBeDefined();
    } finally {
      await initAdminI18n('en');
    }
  });

  it('offers no retry to support, who may read refunds but not send money back', async () => {
    fakeApi(() => ({ body: { refunds: [refund()], page: 1, limit: 20, total: 1 } }));
    showScreen(signedIn(['orders.view', 'payments.read', 'payments.decide']), '/admin/payments/refunds', '/admin/payments/refunds', <RefundsScreen />);
    expect(await screen.findByText('Refund window closed')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});

describe('the wallet money', () => {
  const show = (path = '/admin/payments/wallet') => showScreen(me, '/admin/payments/wallet', path, <WalletScreen />);
  const page = (transactions: AdminWalletTransaction[]) => ({ body: { transactions, page: 1, limit: 20, total: transactions.length } });

  it('shows the proof a transaction settled, the difference of a near match, and money matching no order', async () => {
    fakeApi(() =>
      page([
        money(),
        money({ id: 'wtx-2', trx_id: 'SETTLED01', match: 'settled', differences: [], note: null, proof: { id: 'prf-2', order_id: 'ord-3', order_number: 'BZ-2611-55556666', amount: 990, sender_number: '01811111111', status: 'paid' } }),
        money({ id: 'wtx-3', trx_id: 'NOBODY001', wallet: 'nagad', match: 'unmatched', differences: [], proof: null, note: null, sender: null }),
      ]),
    );
    show();
    const near = (await screen.findByText('BKA7Q2K9Z1')).closest('tr') as HTMLElement;
    expect(within(near).getByText('Near match')).toBeDefined();
    expect(within(within(near).getByRole('list', { name: 'How it differs from the proof' })).getByText('Amount: ৳1,290 on the proof, ৳1,200 received.')).toBeDefined();
    expect(within(near).getByRole('link', { name: 'Order BZ-2611-33334444: ৳1,290 from 01712345678 (waiting)' }).getAttribute('href')).toBe('/admin/orders/BZ-2611-33334444');
    const settled = screen.getByText('SETTLED01').closest('tr') as HTMLElement;
    expect(within(settled).getByText('Settled a proof')).toBeDefined();
    expect(within(settled).getByRole('link', { name: 'Order BZ-2611-55556666: ৳990 from 01811111111 (approved)' })).toBeDefined();
    expect(within(settled).queryByRole('button')).toBeNull();
    const none = screen.getByText('NOBODY001').closest('tr') as HTMLElement;
    for (const text of ['Nagad', 'Matches no order', 'No proof names it', 'Sender: Not given']) expect(within(none).getByText(text)).toBeDefined();
    expect(within(none).getByRole('button', { name: 'Mark TrxID NOBODY001 resolved' })).toBeDefined();
  });

  it('marks a near match resolved with the note staff write, and reads the match from the address', async () => {
    const asked = fakeApi((call) => (call.method === 'POST' ? { body: { transaction: money({ match: 'resolved', note: 'Called the sender.' }) } } : page([money()])));
    show('/admin/payments/wallet?match=near');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark TrxID BKA7Q2K9Z1 resolved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark TrxID BKA7Q2K9Z1 (৳1,200) resolved' });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Called the sender.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('TrxID BKA7Q2K9Z1 is marked resolved.')).toBeDefined();
    expect(asked[0]?.query.get('match')).toBe('near');
    const post = asked.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v1/admin/wallet-transactions/wtx-1/resolve');
    expect(post?.body).toEqual({ reason: 'Called the sender.' });
  });
});
