import type { AdminRefund } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { adminRefund, lockRefund, setRefundState } from '../modules/online-payments/refunds.service';
import { recordOrderEvent } from '../modules/orders/order-events';

/**
 * Staff send a failed gateway refund again (docs/decisions/070), in one transaction with its audit row: it is
 * requested anew with fresh tries, due at once, and the refund worker calls the gateway for it. Only a failed one:
 * any other is a 409 (a second retry from another tab included).
 */
export async function retryRefund(db: Database, actor: StaffActor, refundId: string, now: Date = new Date()): Promise<AdminRefund> {
  await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw notFound('Refund not found.');
    if (refund.state !== 'failed' || refund.channel === 'hand') {
      throw new AppError(409, 'invalid_transition', `This refund is ${refund.state}; only a failed gateway refund can be sent again.`);
    }
    // A refund the gateway never took starts again; one it took (its id kept) is followed by its status.
    await setRefundState(tx, refund.id, { state: refund.gatewayRefundId ? 'pending' : 'requested', at: now, nextCheckAt: now, note: null, tries: 0 });
    await recordOrderEvent(tx, refund.orderId, actor, { kind: 'refund', from: 'failed', to: 'requested', reason: refund.note });
    await recordAudit(tx, actor, {
      action: 'refund.retry', entityType: 'refund', entityId: refund.id,
      before: { state: refund.state, note: refund.note, tries: refund.tries }, after: { state: 'requested' },
    });
  });
  return (await adminRefund(db, refundId))!;
}
