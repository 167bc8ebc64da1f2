import type { Shipment, ShipmentChange } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { correctShipment as correctOrderShipment } from '../modules/orders/order-shipment.service';

/**
 * A shipped order's courier or tracking number corrected (docs/decisions/045): on the order, on its timeline
 * (a `tracking` event with what it was and became) and in the audit log, with staff's reason if given, in one
 * transaction.
 */
export async function correctShipment(db: Database, actor: StaffActor, orderNumber: string, shipment: Shipment, reason?: string): Promise<ShipmentChange> {
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const { before, after } = await correctOrderShipment(tx, number, shipment, actor, reason ?? null);
    await recordAudit(tx, actor, { action: 'order.tracking', entityType: 'order', entityId: number, before: { shipment: before }, after: { shipment: after }, reason: reason ?? null });
    return { order_number: number, shipment: after };
  });
}
