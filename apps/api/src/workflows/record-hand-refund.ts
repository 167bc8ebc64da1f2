import { toPoisha, toTaka, type AdminRefund, type HandRefundInput } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { paidAttemptOf } from '../modules/online-payments/attempts.service';
import { recordHandRefundRow, refundedOf, toAdminRefund } from '../modules/online-payments/refunds.service';
import { lockOrder } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';

/**
 * Staff record money they sent back by hand for an order paid by hand (a payment proof, cash), in one transaction
 * with its audit row and the order's timeline (docs/decisions/070). At most what is owed: the order's
 * `refund_amount` less the hand refunds recorded before. An order paid through a gateway is refunded through it.
 */
export async function recordHandRefund(db: Database, actor: StaffActor, orderNumber: string, input: HandRefundInput, now: Date = new Date()): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderNumber });
    if (!order) throw notFound(`No order ${orderNumber.trim().toUpperCase()}.`);
    if (await paidAttemptOf(tx, order.id)) {
      throw new AppError(409, 'conflict', 'This order was paid through a payment gateway: its refunds go back through the gateway.');
    }
    const amount = toPoisha(input.amount);
    const owed = (order.refundAmount ?? 0) - (await refundedOf(tx, order.id, ['hand']));
    if (amount > owed) {
      const message = owed > 0 ? `At most ৳${toTaka(owed).toFixed(2)} is owed back on this order.` : 'Nothing is owed back on this order.';
      throw new AppError(409, 'conflict', message, { amount: message }, { amount: 'amount_too_large' });
    }
    const cause = order.status === 'cancelled' ? 'cancelled' : 'return';
    const row = await recordHandRefundRow(tx, { orderId: order.id, amount, cause, reference: input.reference, note: input.note ?? null, at: now });
    await recordOrderEvent(tx, order.id, actor, { kind: 'refund', from: 'hand', to: 'done', reason: `${toTaka(amount).toFixed(2)} BDT by hand, reference ${input.reference}` });
    await recordAudit(tx, actor, {
      action: 'refund.hand', entityType: 'order', entityId: order.orderNumber,
      after: { refund_id: row.id, amount: toTaka(amount), reference: input.reference }, reason: input.note ?? null,
    });
    return toAdminRefund(row, order.orderNumber);
  });
}
