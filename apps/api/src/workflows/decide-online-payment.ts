import type { AdminAttempt, OnlineGateway, PaymentStatus } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { attemptById, attemptTally, changeAttempt, countCheck, lockAttempt, staffAttempt } from '../modules/online-payments/attempts.service';
import { requestRefund } from '../modules/online-payments/refunds.service';
import type { OnlineGateways } from '../modules/online-payments/ways';
import { lockOrder, setPaymentStatus } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';
import { latestProof } from '../modules/payment-proofs/payment-proofs.service';
import { checkAttempt } from './check-online-payment';
import { settleAttempt } from './settle-online-payment';

/**
 * Staff's verbs on a gateway attempt (docs/decisions/061, 068), each with its audit row: 'check' asks the gateway
 * now and settles the attempt from its answer; 'accept' makes a held attempt paid (the same settle as the gateway's);
 * 'refuse' sends a held attempt's money back (a refund asked for with key 'refused:<attempt id>') and puts the
 * order's payment back to pending, so the shopper may pay again, unless another payment of it is still being checked.
 */

const missing = () => notFound('Payment attempt not found.');

async function answer(db: Database, id: string): Promise<{ attempt: AdminAttempt }> {
  const attempt = await staffAttempt(db, id);
  if (!attempt) throw missing();
  return { attempt };
}

export async function checkAttemptNow(db: Database, gateways: OnlineGateways, actor: StaffActor, id: string, now: number): Promise<{ attempt: AdminAttempt }> {
  const before = await attemptById(db, id);
  if (!before) throw missing();
  await countCheck(db, id, new Date(now));
  // A started attempt, or one failed or cancelled that the gateway may yet call paid; a held or paid one stands.
  if (before.state === 'started' || before.state === 'failed' || before.state === 'cancelled') {
    try {
      await checkAttempt(db, gateways, id, { now, force: true, by: { kind: 'staff', actor } });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(503, 'gateway_unavailable', 'The gateway is not answering now; try the check again in a few minutes.');
    }
  }
  const after = await attemptById(db, id);
  await recordAudit(db, actor, { action: 'online_payment.check', entityType: 'payment_attempt', entityId: id, before: { state: before.state }, after: { state: after?.state ?? before.state } });
  return answer(db, id);
}

export async function acceptAttempt(db: Database, actor: StaffActor, id: string, note?: string): Promise<{ attempt: AdminAttempt }> {
  const attempt = await attemptById(db, id);
  if (!attempt) throw missing();
  if (attempt.state !== 'held') throw new AppError(409, 'conflict', `This payment is ${attempt.state}; only a held payment can be accepted.`);
  const after = await settleAttempt(db, id, { kind: 'paid', valId: attempt.valId, trxId: attempt.gatewayTrxId, instrument: attempt.instrument }, { kind: 'staff', actor });
  if (after?.state === 'held') throw new AppError(409, 'conflict', 'This payment was decided meanwhile.');
  if (note) await recordOrderEvent(db, attempt.orderId, actor, { kind: 'note', reason: note });
  return answer(db, id);
}

export async function refuseAttempt(db: Database, actor: StaffActor, id: string, reason: string): Promise<{ attempt: AdminAttempt }> {
  const known = await attemptById(db, id);
  if (!known) throw missing();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: known.orderId });
    const attempt = await lockAttempt(tx, id);
    if (!order || !attempt) throw missing();
    if (attempt.state !== 'held') throw new AppError(409, 'conflict', `This payment is ${attempt.state}; only a held payment can be refused.`);
    await changeAttempt(tx, id, { state: 'refused', note: reason });
    await requestRefund(tx, { key: `refused:${id}`, orderId: order.id, attemptId: id, channel: attempt.gateway as OnlineGateway, cause: 'refused', amount: attempt.amount });
    const from = order.paymentStatus as PaymentStatus;
    const tally = await attemptTally(tx, order.id);
    const proof = await latestProof(tx, order.id);
    if (from === 'submitted' && tally.held === 0 && proof?.status !== 'submitted') {
      await setPaymentStatus(tx, order.id, 'pending');
      await recordOrderEvent(tx, order.id, actor, { kind: 'payment', from, to: 'pending', reason });
    } else {
      await recordOrderEvent(tx, order.id, actor, { kind: 'note', reason: `A held payment refused: ${reason}`.slice(0, 300) });
    }
    await recordAudit(tx, actor, { action: 'online_payment.refuse', entityType: 'payment_attempt', entityId: id, before: { state: 'held', payment_status: from }, after: { state: 'refused', refund: `refused:${id}` }, reason });
  });
  return answer(db, id);
}
