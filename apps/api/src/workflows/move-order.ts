import type { OrderStatus, Shipment, StaffOrderStatusChange } from '@shop/shared';
import { toTaka } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { countDelivered } from '../modules/catalog/popularity.service';
import { orderStatusOf } from '../modules/orders/order-changes.service';
import { changeOrderStatus } from '../modules/orders/order-status.service';
import { RECEIVED_STATUSES } from '../modules/returns/return-window';
import { cancelInTransaction } from './cancel-order';
import { assertNotAwaitingCode } from '../modules/risk/risk.service';

/**
 * Staff move an order to its next status (the staff key, the command line and the back office), in one
 * transaction with its audit row (docs/decisions/037). Cancelling takes the cancel workflow's steps, with
 * staff's reason; the rules of every other move live in the order service.
 */
export async function moveOrder(
  db: Database, actor: StaffActor, orderNumber: string, status: OrderStatus, reason?: string, shipment?: Shipment,
): Promise<StaffOrderStatusChange> {
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    let change: StaffOrderStatusChange;
    if (status !== 'cancelled') {
      // A cash order waiting for the shopper's SMS code moves only by the shopper's code or a cancellation (decision 075).
      await assertNotAwaitingCode(tx, number);
      // Shipping needs the courier and tracking (docs/decisions/045): the service refuses a move to shipped without.
      const { id, from, to } = await changeOrderStatus(tx, number, status, actor, shipment);
      // Only the step into delivery counts (delivered → completed does not count again).
      if (RECEIVED_STATUSES.includes(to) && !RECEIVED_STATUSES.includes(from)) await countDelivered(tx, id);
      change = { order_number: number, from, to, refund_amount: null };
    } else {
      // The cancel steps check the status again under the row lock; this read only names where it came from.
      const before = await orderStatusOf(tx, { orderNumber: number });
      const { order, refund } = await cancelInTransaction(tx, { orderNumber: number }, reason ?? '', actor);
      change = { order_number: order.orderNumber, from: (before ?? 'pending') as OrderStatus, to: 'cancelled', refund_amount: toTaka(refund) };
    }
    await recordAudit(tx, actor, {
      action: 'order.status', entityType: 'order', entityId: number,
      before: { status: change.from },
      after: { status: change.to, ...(change.refund_amount ? { refund_amount: change.refund_amount } : {}), ...(change.to === 'shipped' && shipment ? { shipment } : {}) },
      reason: status === 'cancelled' ? (reason ?? null) : null,
    });
    return change;
  });
}
