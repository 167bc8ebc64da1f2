import { eq } from 'drizzle-orm';
import { courierLabel, type Shipment } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { recordOrderEvent, type OrderEventActor } from './order-events';
import { shipmentColumns } from './order-status.service';
import { shipmentOfOrder } from './order-tracking';

/** How the timeline names a shipment in its from/to: the courier and the number (or the link). */
export const shipmentSummary = (shipment: Shipment) => `${courierLabel(shipment)} ${shipment.tracking_number ?? shipment.tracking_url ?? ''}`.trim();

/**
 * Corrects the courier and tracking of an order that has shipped (docs/decisions/045): the order keeps the new
 * ones, the timeline a `tracking` event with the old and new. Under the order's row lock, so two corrections
 * at once both land on the timeline in order. An order that has not shipped has nothing to correct (409).
 */
export async function correctShipment(
  db: Database, orderNumber: string, shipment: Shipment, actor: OrderEventActor, reason: string | null,
): Promise<{ before: Shipment; after: Shipment }> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  if (!order) throw notFound(`No order ${orderNumber}.`);
  const before = shipmentOfOrder(order);
  if (!before) {
    throw new AppError(409, 'conflict', `Order ${orderNumber} has not shipped: give its courier and tracking when you mark it shipped.`);
  }
  await db.update(orders).set({ ...shipmentColumns(shipment), updatedAt: new Date() }).where(eq(orders.id, order.id));
  await recordOrderEvent(db, order.id, actor, { kind: 'tracking', from: shipmentSummary(before), to: shipmentSummary(shipment), reason, shipment });
  return { before, after: shipment };
}
