import { lineRefund, toTaka } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { uncountReturned } from '../modules/catalog/popularity.service';
import { returnStock } from '../modules/catalog/stock.service';
import { queueReturnMessage } from '../modules/messages/messages.service';
import { addRefund, orderLineWithTotals } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';
import { lockReturn, setReturnStatus } from '../modules/returns/returns.service';
import { paidAttemptOf } from '../modules/online-payments/attempts.service';
import { requestRefund } from '../modules/online-payments/refunds.service';

export const RETURN_ACTIONS = { approve: 'approved', reject: 'rejected', refund: 'refunded' } as const;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

/** A return is approved or rejected once requested; only an approved one (the item came back) is refunded. */
const FROM: Record<ReturnAction, string> = { approve: 'requested', reject: 'requested', refund: 'approved' };

/**
 * Staff move a return on (the staff key, the command line and the back office's queue), in one transaction with
 * its audit row. A refund adds what the shopper paid for the line (its share of any promo discount taken off;
 * delivery is not refunded) to the order's `refund_amount`, and puts the unit(s) back in stock: the item came back
 * unused in its packaging (decision 020). Staff's reason is kept with the return (the shopper reads it; a refund
 * keeps the approval's unless it gives its own) and the order's timeline notes the step. `refunded` is the refund's
 * amount in poisha.
 */
export async function decideReturn(
  db: Database, returnId: string, action: ReturnAction, by: { actor: StaffActor; reason?: string | null },
): Promise<{ from: string; to: string; refunded?: number }> {
  const { actor } = by;
  const reason = by.reason ?? undefined;
  return db.transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    if (!current) throw notFound(`No return request ${returnId}.`);
    const to = RETURN_ACTIONS[action];
    if (current.status !== FROM[action]) {
      const article = FROM[action] === 'approved' ? 'an' : 'a';
      throw new AppError(409, 'invalid_transition', `Return ${returnId} is ${current.status}; only ${article} ${FROM[action]} return can be ${to}.`);
    }
    const kept = reason ?? (action === 'refund' ? current.decisionReason : null);
    await setReturnStatus(tx, returnId, to, kept);
    await recordOrderEvent(tx, current.orderId, actor, { kind: 'return', from: current.status, to, reason: reason ?? null });
    let refunded: number | undefined;
    if (action !== 'refund') {
      await queueReturnMessage(tx, current, to, kept);
    } else {
      const row = await orderLineWithTotals(tx, current.orderId, current.orderLineId);
      if (!row) throw notFound(`Return ${returnId} has no order line.`);
      refunded = lineRefund(row.line.price * row.line.quantity, row.subtotal, row.discount);
      await addRefund(tx, current.orderId, refunded);
      // Paid through a gateway: the line's money goes back the same way (docs/decisions/070).
      const attempt = await paidAttemptOf(tx, current.orderId);
      if (attempt && refunded > 0) {
        await requestRefund(tx, {
          key: `return:${returnId}`, orderId: current.orderId, attemptId: attempt.id, returnId, channel: attempt.gateway as 'sslcommerz' | 'bkash', cause: 'return', amount: refunded,
        });
      }
      await returnStock(tx, [row.line]);
      await uncountReturned(tx, row.line);
      await queueReturnMessage(tx, current, to, kept, refunded);
    }
    await recordAudit(tx, actor, {
      action: `return.${action}`, entityType: 'return', entityId: returnId,
      before: { status: current.status }, after: { status: to, ...(refunded !== undefined ? { refunded: toTaka(refunded) } : {}) },
      reason: reason ?? null,
    });
    return { from: current.status, to, ...(refunded !== undefined ? { refunded } : {}) };
  });
}
