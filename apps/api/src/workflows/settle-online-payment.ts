import { toTaka, type OnlineGateway, type PaymentStatus } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { queueOrderMessage } from '../modules/messages/messages.service';
import { attemptById, changeAttempt, lockAttempt, paidAttemptOf, type AttemptRow } from '../modules/online-payments/attempts.service';
import { requestRefund } from '../modules/online-payments/refunds.service';
import { lockOrder, setPaymentStatus } from '../modules/orders/order-changes.service';
import type { OrderRow } from '../modules/orders/order-answer';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';

/**
 * What a gateway says of one attempt, asked by the shop (never what a browser or a notification claims;
 * docs/decisions/068): paid; held for staff (risky, or money moved for another amount); failed; cancelled; or
 * nothing yet (pending).
 */
export type PaymentOutcome =
  | { kind: 'paid'; valId?: string | null; trxId: string | null; instrument?: string | null }
  | { kind: 'held'; valId?: string | null; trxId?: string | null; instrument?: string | null; reason: string }
  | { kind: 'failed' | 'cancelled'; reason: string }
  | { kind: 'pending' };

const GATEWAY_NAMES: Record<OnlineGateway, string> = { sslcommerz: 'SSLCommerz', bkash: 'bKash' };

/** Who settled an attempt: the gateway (return, IPN, callback, reconciliation) or staff (check, accept). */
export type SettledBy = { kind: 'gateway' } | { kind: 'staff'; actor: StaffActor };

/**
 * The one settle of every source (the browser's return, the IPN, bKash's callback, the reconciliation, staff's
 * check and accept), in one transaction: the order's lock, then the attempt's. Only an attempt still open (or
 * failed or cancelled, should the gateway later say the money moved after all) changes; a repeat changes nothing.
 * - paid: the attempt paid, the order's payment paid, a timeline step and the shopper's "payment received"
 *   message. Paid after its order was cancelled, or a second payment of a paid order: its money goes back by
 *   itself (a refund asked for with key 'late:<attempt id>'), and the timeline tells staff;
 * - held: the attempt held with its reason, the order's payment submitted (being checked; the unpaid sweep leaves it);
 * - failed or cancelled: the attempt says so; the order is as it was.
 */
export async function settleAttempt(db: Database, attemptId: string, outcome: PaymentOutcome, by: SettledBy = { kind: 'gateway' }): Promise<AttemptRow | undefined> {
  if (outcome.kind === 'pending') return attemptById(db, attemptId);
  const known = await attemptById(db, attemptId);
  if (!known) return undefined;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: known.orderId });
    const attempt = await lockAttempt(tx, attemptId);
    if (!order || !attempt) return attempt;
    const open = attempt.state === 'started' || ((attempt.state === 'failed' || attempt.state === 'cancelled') && outcome.kind !== 'failed' && outcome.kind !== 'cancelled');
    const accepting = by.kind === 'staff' && attempt.state === 'held' && outcome.kind === 'paid';
    if (!open && !accepting) return attempt;
    const actor: OrderEventActor = by.kind === 'staff' ? by.actor : { kind: 'system', label: GATEWAY_NAMES[attempt.gateway as OnlineGateway] };
    switch (outcome.kind) {
      case 'failed':
      case 'cancelled':
        return changeAttempt(tx, attempt.id, { state: outcome.kind, note: outcome.reason });
      case 'held':
        return hold(tx, order, attempt, outcome, actor);
      default:
        return pay(tx, order, attempt, outcome, actor, by);
    }
  });
}

async function hold(tx: Tx, order: OrderRow, attempt: AttemptRow, outcome: Extract<PaymentOutcome, { kind: 'held' }>, actor: OrderEventActor) {
  const held = await changeAttempt(tx, attempt.id, { state: 'held', valId: outcome.valId, gatewayTrxId: outcome.trxId, instrument: outcome.instrument, note: outcome.reason });
  const from = order.paymentStatus as PaymentStatus;
  if (order.status !== 'cancelled' && (from === 'pending' || from === 'rejected')) {
    await setPaymentStatus(tx, order.id, 'submitted');
    await recordOrderEvent(tx, order.id, actor, { kind: 'payment', from, to: 'submitted', reason: `Held for staff: ${outcome.reason}`.slice(0, 300) });
  } else {
    await recordOrderEvent(tx, order.id, actor, { kind: 'note', reason: `A payment held for staff: ${outcome.reason}`.slice(0, 300) });
  }
  return held;
}

async function pay(tx: Tx, order: OrderRow, attempt: AttemptRow, outcome: Extract<PaymentOutcome, { kind: 'paid' }>, actor: OrderEventActor, by: SettledBy) {
  const found = { valId: outcome.valId, gatewayTrxId: outcome.trxId, instrument: outcome.instrument };
  const from = order.paymentStatus as PaymentStatus;
  const otherPaid = await paidAttemptOf(tx, order.id);
  // Staff accepting a held payment write their audit row here; a staff check writes its own.
  const staffNote = by.kind === 'staff' && attempt.state === 'held' ? { before: { state: attempt.state }, actor: by.actor } : null;
  if (order.status === 'cancelled' || otherPaid || from === 'paid' || from === 'refunded') {
    // Money the order no longer takes: it goes back through the gateway it came by. The unique index keeps one
    // paid attempt an order, so a second payment is recorded as refused (its money returned), never as paid.
    const late = await changeAttempt(tx, attempt.id, {
      ...found,
      state: otherPaid ? 'refused' : 'paid',
      note: order.status === 'cancelled' ? 'Paid after the order was cancelled: refunded' : 'A second payment of a paid order: refunded',
    });
    await requestRefund(tx, { key: `late:${attempt.id}`, orderId: order.id, attemptId: attempt.id, channel: attempt.gateway as OnlineGateway, cause: 'late_payment', amount: attempt.amount });
    await recordOrderEvent(tx, order.id, actor, { kind: 'note', reason: `${late.note}: a refund of the ${GATEWAY_NAMES[attempt.gateway as OnlineGateway]} payment was asked for` });
    if (staffNote) await recordAudit(tx, staffNote.actor, { action: 'online_payment.accept', entityType: 'payment_attempt', entityId: attempt.id, before: staffNote.before, after: { state: late.state, refund: 'late' } });
    // Staff are told: the shop refunding by itself is an audit row of its own ('system'), beside the Refunds list.
    else {
      await recordAudit(tx, { kind: 'system', label: GATEWAY_NAMES[attempt.gateway as OnlineGateway], ip: null }, {
        action: 'online_payment.late_refund', entityType: 'order', entityId: order.orderNumber,
        before: { attempt: attempt.id, state: attempt.state }, after: { state: late.state, refund: 'late', amount: toTaka(attempt.amount) }, reason: late.note,
      });
    }
    return late;
  }
  const paid = await changeAttempt(tx, attempt.id, { ...found, state: 'paid', note: staffNote ? `Accepted by ${staffNote.actor.label}` : null });
  await setPaymentStatus(tx, order.id, 'paid');
  await recordOrderEvent(tx, order.id, actor, { kind: 'payment', from, to: 'paid', reason: `Paid through ${GATEWAY_NAMES[attempt.gateway as OnlineGateway]}` });
  // The shopper's "payment received" message, once per attempt.
  await queueOrderMessage(tx, order.id, 'proof_approved', { key: `attempt:${attempt.id}:paid`, data: { reason: null } });
  if (staffNote) await recordAudit(tx, staffNote.actor, { action: 'online_payment.accept', entityType: 'payment_attempt', entityId: attempt.id, before: staffNote.before, after: { state: 'paid', payment_status: 'paid' } });
  return paid;
}
