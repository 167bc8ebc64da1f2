import { and, eq, sql } from 'drizzle-orm';
import { lineRefund } from '@shop/shared';
import type { Database } from '../db/client';
import { orderLines, orders, returnRequests } from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';
import { returnStock } from './steps/stock';
import { uncountReturned } from './steps/popularity';
import { isUuid } from '../modules/orders/orders.service';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';
import { queueReturnMessage } from '../modules/messages/messages.service';

export const RETURN_ACTIONS = { approve: 'approved', reject: 'rejected', refund: 'refunded' } as const;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

/** A return is approved or rejected once requested; only an approved one (the item came back) is refunded. */
const FROM: Record<ReturnAction, string> = { approve: 'requested', reject: 'requested', refund: 'approved' };

/**
 * Moves a return on. A refund, in the same transaction, adds what the shopper paid for the line (its
 * share of any promo discount taken off; delivery is not refunded) to the order's `refund_amount`, and
 * puts the unit(s) back in stock: the item came back unused in its packaging (decision 020).
 * `refunded` is that amount in poisha. Staff's reason is kept with the return (the shopper reads it; a refund
 * keeps the approval's unless it gives its own) and the order's timeline notes the step.
 */
export async function decideReturn(
  db: Database,
  returnId: string,
  action: ReturnAction,
  by: { actor: OrderEventActor; reason?: string | null },
): Promise<{ from: string; to: string; refunded?: number }> {
  if (!isUuid(returnId)) throw notFound(`No return request ${returnId}.`);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
    if (!current) throw notFound(`No return request ${returnId}.`);
    const to = RETURN_ACTIONS[action];
    if (current.status !== FROM[action]) {
      const article = FROM[action] === 'approved' ? 'an' : 'a';
      throw new AppError(409, 'invalid_transition', `Return ${returnId} is ${current.status}; only ${article} ${FROM[action]} return can be ${to}.`);
    }
    const reason = by.reason ?? (action === 'refund' ? current.decisionReason : null);
    await tx.update(returnRequests).set({ status: to, decisionReason: reason, updatedAt: new Date() }).where(eq(returnRequests.id, returnId));
    await recordOrderEvent(tx, current.orderId, by.actor, { kind: 'return', from: current.status, to, reason: by.reason ?? null });
    if (action !== 'refund') {
      await queueReturnMessage(tx, current, to, reason);
      return { from: current.status, to };
    }
    const [row] = await tx
      .select({ line: orderLines, subtotal: orders.subtotal, discount: orders.discount })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, current.orderLineId), eq(orders.id, current.orderId)));
    if (!row) throw notFound(`Return ${returnId} has no order line.`);
    const refunded = lineRefund(row.line.price * row.line.quantity, row.subtotal, row.discount);
    await tx
      .update(orders)
      .set({ refundAmount: sql`coalesce(${orders.refundAmount}, 0) + ${refunded}`, updatedAt: new Date() })
      .where(eq(orders.id, current.orderId));
    await returnStock(tx, [row.line]);
    await uncountReturned(tx, row.line);
    await queueReturnMessage(tx, current, to, reason, refunded);
    return { from: current.status, to, refunded };
  });
}
