import type { Database } from '../db/client';
import { CircuitOpenError } from '../lib/circuit-breaker';
import { queueOrderMessage } from '../modules/messages/messages.service';
import { paidAttemptOf } from '../modules/online-payments/attempts.service';
import type { BkashClient } from '../modules/online-payments/gateways/bkash';
import { OutsideServiceError } from '../lib/outside-http';
import type { SslcommerzClient } from '../modules/online-payments/gateways/sslcommerz';
import {
  claimDueRefunds, gatewayRefundIdTaken, lockClaimedRefund, refundedOf, setRefundState, type ClaimedRefund,
} from '../modules/online-payments/refunds.service';
import { lockOrder, setPaymentStatus } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';

/** The gateways' clients the refunds go through; one absent is a gateway that is off (its refunds wait). */
export interface RefundGateways {
  sslcommerz?: SslcommerzClient;
  bkash?: BkashClient;
}

export interface RefundRunOptions {
  now?: () => number;
  /** Refunds taken per run. */
  batch?: number;
  /** How long a taken refund is left to its worker before another may take it (longer than any bounded call). */
  leaseMs?: number;
}

/** Tries (calls and status checks) before a refund is left to staff as failed. */
export const REFUND_MAX_TRIES = 12;
const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;
/** Bounded calls take at most a few tries of 35 s; a lease of five minutes outlives them. */
const LEASE_MS = 5 * 60_000;

/** The wait before the next look at a refund tried `tries` times: a minute, doubled each time, at most six hours. */
export function refundWaitMs(tries: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1));
}

/** What a look at the gateway came to. */
type Outcome =
  | { to: 'done'; gatewayRefundId: string | null }
  | { to: 'pending'; gatewayRefundId: string | null; note: string | null }
  /** Nothing reached the gateway: asked again later. */
  | { to: 'requested'; note: string }
  | { to: 'failed'; note: string };

const CHANNEL_NAMES: Record<string, string> = { sslcommerz: 'SSLCommerz', bkash: 'bKash' };

/** A call's error as an outcome: never sent (ask again), sent and unanswered (learn it later), or refused. */
function faultOutcome(error: unknown, sent: Outcome): Outcome {
  if (error instanceof CircuitOpenError || (error instanceof OutsideServiceError && error.stage === 'connect')) return { to: 'requested', note: 'the gateway was not reached' };
  if (error instanceof OutsideServiceError && !error.outcomeUnknown) return { to: 'failed', note: error.message.slice(0, 300) };
  return sent;
}

async function askSslcommerz(client: SslcommerzClient, claimed: ClaimedRefund, learning: boolean): Promise<Outcome> {
  const { refund, attempt } = claimed;
  if (refund.gatewayRefundId) {
    const state = await client.refundStatus(refund.gatewayRefundId);
    if (state.state === 'done') return { to: 'done', gatewayRefundId: refund.gatewayRefundId };
    if (state.state === 'pending') return { to: 'pending', gatewayRefundId: refund.gatewayRefundId, note: null };
    return { to: 'failed', note: `SSLCommerz: ${state.reason ?? 'refused'}` };
  }
  if (!attempt.gatewayTrxId) return { to: 'failed', note: 'The paid attempt has no bank_tran_id to refund.' };
  // The shop's refund id is SSLCommerz's refe_id: asked again after a lost answer, the gateway answers the refund
  // it made under that reference (or refuses a second one), so the money never goes back twice.
  const state = await client.refund({ bankTranId: attempt.gatewayTrxId, amountPoisha: refund.amount, remarks: `Bazar ${claimed.orderNumber} ${refund.cause}`, refeId: refund.id });
  if (state.state === 'refused') {
    const why = learning ? ` (asked again after a lost answer: check refe_id ${refund.id} in the SSLCommerz panel before a retry)` : '';
    return { to: 'failed', note: `SSLCommerz: ${state.reason ?? 'refused'}${why}`.slice(0, 500) };
  }
  return { to: state.state === 'done' ? 'done' : 'pending', gatewayRefundId: state.refundRefId, note: null } as Outcome;
}

async function askBkash(client: BkashClient, claimed: ClaimedRefund, learning: boolean, db: Database): Promise<Outcome> {
  const { refund, attempt } = claimed;
  if (!attempt.gatewayPaymentId || !attempt.gatewayTrxId) return { to: 'failed', note: 'The paid attempt has no paymentID and trxID to refund.' };
  const payment = { paymentId: attempt.gatewayPaymentId, trxId: attempt.gatewayTrxId };
  if (learning || refund.gatewayRefundId) {
    // bKash's refund status names the payment's last refund: it is this one unless another refund of ours has it.
    const state = await client.refundStatus(payment);
    const mine = state.refundTrxId !== null && !(await gatewayRefundIdTaken(db, refund, state.refundTrxId));
    if (state.state === 'done' && mine) return { to: 'done', gatewayRefundId: state.refundTrxId };
    if (state.state === 'pending' && mine) return { to: 'pending', gatewayRefundId: state.refundTrxId, note: null };
    if (refund.gatewayRefundId) return { to: 'failed', note: `bKash: ${state.reason ?? 'the refund is not found'}` };
    // No refund of ours at bKash: the lost call never made one, so it is made now.
  }
  const state = await client.refund({ ...payment, amountPoisha: refund.amount, sku: claimed.orderNumber, reason: `Bazar ${refund.cause}` });
  if (state.state === 'refused') return { to: 'failed', note: `bKash: ${state.reason ?? 'refused'}` };
  return state.state === 'done' ? { to: 'done', gatewayRefundId: state.refundTrxId } : { to: 'pending', gatewayRefundId: state.refundTrxId, note: null };
}

/** Asks the refund's gateway what is due: the refund itself, its status, or (after a lost answer) what became of it. */
async function ask(db: Database, gateways: RefundGateways, claimed: ClaimedRefund): Promise<Outcome> {
  const { refund } = claimed;
  // Pending without the gateway's id: a call was sent and its answer never recorded.
  const learning = refund.state === 'pending' && !refund.gatewayRefundId;
  const lost: Outcome = { to: 'pending', gatewayRefundId: refund.gatewayRefundId, note: 'The gateway did not answer; its outcome is asked for at the next look.' };
  const client = refund.channel === 'sslcommerz' ? gateways.sslcommerz : refund.channel === 'bkash' ? gateways.bkash : undefined;
  if (!client) {
    const note = `${CHANNEL_NAMES[refund.channel] ?? refund.channel} is not configured on this shop`;
    return refund.state === 'requested' ? { to: 'requested', note } : { ...lost, note };
  }
  try {
    return refund.channel === 'sslcommerz' ? await askSslcommerz(client as SslcommerzClient, claimed, learning) : await askBkash(client as BkashClient, claimed, learning, db);
  } catch (error) {
    // A status check that failed leaves the refund as it was; a refund call that failed, per how far it got.
    if (refund.state === 'pending' && !learning) return faultOutcome(error, lost).to === 'failed' ? faultOutcome(error, lost) : lost;
    const outcome = faultOutcome(error, lost);
    return outcome.to === 'requested' && learning ? lost : outcome;
  }
}

/** Writes what the look came to, under the order's lock; a refund done tells the shopper and may mark the order refunded. */
async function record(db: Database, claimed: ClaimedRefund, outcome: Outcome, at: Date): Promise<void> {
  const { refund } = claimed;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: refund.orderId });
    // Another worker took it after this one's lease ended: its word counts, not this one's.
    if (!order || !(await lockClaimedRefund(tx, refund.id, claimed))) return;
    const next = new Date(at.getTime() + refundWaitMs(claimed.fence));
    const worn = claimed.fence >= REFUND_MAX_TRIES;
    if (outcome.to === 'done') {
      await setRefundState(tx, refund.id, { state: 'done', at, gatewayRefundId: outcome.gatewayRefundId, note: null });
      await recordOrderEvent(tx, refund.orderId, { kind: 'system', label: 'refund worker' }, {
        kind: 'refund', from: refund.channel, to: 'done', reason: `${refund.cause}: ${(refund.amount / 100).toFixed(2)} BDT back through ${CHANNEL_NAMES[refund.channel] ?? refund.channel}`,
      });
      await queueOrderMessage(tx, refund.orderId, 'refund_done', { key: `refund:${refund.id}:done`, data: { refund_amount: refund.amount, channel: refund.channel } });
      const attempt = await paidAttemptOf(tx, refund.orderId);
      const whole = attempt && attempt.id === refund.attemptId && (await refundedOf(tx, refund.orderId, ['sslcommerz', 'bkash'])) >= attempt.amount;
      // A cancelled order whose held payment went back has nothing paid left either.
      const heldBack = !attempt && order.status === 'cancelled' && refund.cause === 'cancelled';
      if (whole || heldBack) await setPaymentStatus(tx, refund.orderId, 'refunded');
    } else if (outcome.to === 'failed') {
      await setRefundState(tx, refund.id, { state: 'failed', at, note: outcome.note });
      await recordOrderEvent(tx, refund.orderId, { kind: 'system', label: 'refund worker' }, { kind: 'refund', from: refund.channel, to: 'failed', reason: outcome.note });
    } else if (worn) {
      const note = `Still ${outcome.to === 'pending' ? 'pending at the gateway' : 'not sent'} after ${claimed.fence} tries: ${outcome.note ?? 'check it in the gateway panel'}`;
      await setRefundState(tx, refund.id, { state: 'failed', at, note: note.slice(0, 500), ...(outcome.to === 'pending' ? { gatewayRefundId: outcome.gatewayRefundId } : {}) });
    } else if (outcome.to === 'pending') {
      await setRefundState(tx, refund.id, { state: 'pending', at, nextCheckAt: next, gatewayRefundId: outcome.gatewayRefundId, note: outcome.note });
    } else {
      await setRefundState(tx, refund.id, { state: 'requested', at, nextCheckAt: next, note: outcome.note });
    }
  });
}

/**
 * One run of the refund worker (docs/decisions/070): takes the gateway refunds due, asks each one's gateway, and
 * records the outcome. Answers how many it looked at. Safe with several processes (each refund is claimed with a
 * lease) and never calls a gateway inside a database transaction.
 */
export async function carryOutRefunds(db: Database, gateways: RefundGateways, options: RefundRunOptions = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const claimed = await claimDueRefunds(db, new Date(now()), options.leaseMs ?? LEASE_MS, options.batch ?? 20);
  for (const refund of claimed) {
    const outcome = await ask(db, gateways, refund);
    await record(db, refund, outcome, new Date(now()));
  }
  return claimed.length;
}
