// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail, AdminRefund } from '@shop/shared';
import { initAdminI18n } from '../../i18n/i18n';
import { fakeApi, refusal, type Asked } from '../../test/fake-api';
import { showScreen, signedIn } from '../../test/show-screen';
import { OrderOnline } from './order-online';

// One order's online payments and refunds (docs/product/back-office-payments-and-returns.md), and the hand refund
// staff record for a cancelled order paid by proof.

const NUMBER = 'BZ-2611-48213907';
const order = (over: Partial<AdminOrderDetail['order']> = {}) =>
  ({ order_number: NUMBER, status: 'cancelled', payment_status: 'paid', refund_amount: 1290, refunds: [], online_payment: null, ...over }) as AdminOrderDetail['order'];
const paidProof: AdminOrderDetail['proofs'][number] = { id: 'prf-1', status: 'paid', method: 'bkash', amount: 1290, transaction_id: 'BKA1', created_at: '2026-11-28T05:00:00.000Z', reject_reason: null };
const handRefund = (over: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 'ref-h',
  order_id: 'ord-1',
  order_number: NUMBER,
  channel: 'hand',
  cause: 'cancelled',
  state: 'done',
  amount: 1290,
  attempt_id: null,
  return_id: null,
  gateway_refund_id: 'BKREF77',
  note: null,
  tries: 0,
  created_at: '2026-11-28T09:00:00.000Z',
  done_at: '2026-11-28T09:00:00.000Z',
  ...over,
});

function api(refunds: AdminRefund[], post?: (call: Asked) => { status?: number; body: unknown }) {
  return fakeApi((call) => {
    if (call.method === 'POST' && post) return post(call);
    if (call.path.endsWith('/payment-attempts'))
      return {
        body: {
          attempts: [
            {
              id: 'att-1', order_id: 'ord-1', order_number: NUMBER, order_status: 'cancelled', order_payment_status: 'paid', gateway: 'sslcommerz', state: 'failed', amount: 1290,
              tran_id: 'T1', gateway_payment_id: null, val_id: null, gateway_trx_id: null, instrument: null, note: 'Validation said INVALID', checks: 0, checked_at: null,
              created_at: '2026-11-28T04:00:00.000Z', settled_at: null,
            },
          ],
          page: 1, limit: 20, total: 1,
        },
      };
    return { body: { refunds, page: 1, limit: 20, total: refunds.length } };
  });
}

const show = (detail: Pick<AdminOrderDetail, 'order' | 'proofs'>, permissions: Parameters<typeof signedIn>[0] = ['orders.view', 'payments.read', 'payments.decide', 'refunds.send']) =>
  showScreen(signedIn(permissions), '/admin/orders/:n', `/admin/orders/${NUMBER}`, <OrderOnline {...detail} />);

// A row query on a large table is slow in jsdom on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initAdminI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("an order's online payments", () => {
  it("shows the order's attempts and refunds, read by its number", async () => {
    const asked = api([handRefund({ channel: 'sslcommerz', gateway_refund_id: 'SSL-RF-1', state: 'pending', done_at: null })]);
    show({ order: order({ payment_status: 'refunded' }), proofs: [] });
    expect(await screen.findByText('Validation said INVALID')).toBeDefined();
    expect(screen.getByText('Failed')).toBeDefined();
    expect(await screen.findByText('With the gateway')).toBeDefined();
    expect(screen.getByText('Reference SSL-RF-1')).toBeDefined();
    expect(asked.filter((call) => call.method === 'GET').every((call) => call.query.get('q') === NUMBER)).toBe(true);
    expect(screen.queryByRole('form', { name: 'Record a refund by hand' })).toBeNull();
  });

  it('records a hand refund of a cancelled order paid by proof, with its amount and reference', async () => {
    const asked = api([], () => ({ body: { refund: handRefund() } }));
    show({ order: order(), proofs: [paidProof] });
    const form = await screen.findByRole('form', { name: 'Record a refund by hand' });
    expect((within(form).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('1290');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the refund' }));
    expect(await within(form).findByText('Give the reference of the transfer (up to 60 characters).')).toBeDefined();
    expect(asked.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '১২৯০' } });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'BKREF77' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('The refund of ৳1,290 is recorded.')).toBeDefined();
    const post = asked.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/v1/admin/orders/${NUMBER}/hand-refunds`);
    expect(post?.body).toEqual({ amount: 1290, reference: 'BKREF77' });
  });

  it('words a refused hand refund, and offers none once the money owed is recorded', async () => {
    api([], () => refusal(409, 'conflict'));
    show({ order: order(), proofs: [paidProof] });
    const form = await screen.findByRole('form', { name: 'Record a refund by hand' });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'BKREF77' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the refund' }));
    expect(await within(form).findByRole('alert')).toBeDefined();
    cleanup();
    vi.restoreAllMocks();

    api([handRefund()]);
    show({ order: order(), proofs: [paidProof] });
    expect(await screen.findByText('Reference BKREF77')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Record a refund by hand' })).toBeNull();
  });

  it('offers the hand refund form only to staff who may send refunds', async () => {
    api([]);
    show({ order: order(), proofs: [paidProof] }, ['orders.view', 'payments.read', 'payments.decide']);
    expect(await screen.findByText('No refund.')).toBeDefined();
    expect(await screen.findByText('Validation said INVALID')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Record a refund by hand' })).toBeNull();
  });

  it("shows only the order's own refunds to staff who may not see payments, and asks nothing", async () => {
    const asked = api([]);
    show({ order: order({ refunds: [{ id: 'r1', channel: 'bkash', cause: 'cancelled', state: 'done', amount: 500, created_at: '2026-11-28T09:00:00.000Z', done_at: null }] }), proofs: [paidProof] }, ['orders.view']);
    expect(await screen.findByText('Done')).toBeDefined();
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
