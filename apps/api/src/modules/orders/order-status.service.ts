import { and, eq, sql } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, CASH_ON_DELIVERY, SHIPMENT_MESSAGES, courierLabel, type OrderStatus, type Shipment } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { recordOrderEvent, type OrderEventActor } from './order-events';
import { queueOrderStatusMessage } from '../messages/messages.service';

/**
 * Where staff may move an order next (docs/product/orders.md: pending → confirmed/processing → shipped →
 * out_for_delivery → delivered/completed). Cancelling is not here: it goes through the cancel workflow,
 * which also returns stock and releases the promo.
 */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'processing'],
  confirmed: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['out_for_delivery'],
  out_for_delivery: ['delivered', 'completed'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** Where staff may move an order from `from`: the next steps, and cancelled while it has not left the warehouse. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return [...ORDER_TRANSITIONS[from], ...((CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from) ? (['cancelled'] as const) : [])];
}

/**
 * Moves an order (by its number) to `next`. The update only matches the status it was checked in, so two
 * staff members moving one order at once cannot skip a step. Reaching delivered/completed stamps delivered_at,
 * and marks a cash-on-delivery order paid. The move goes on the order's timeline as `actor`'s, in the caller's
 * transaction. Shipping takes the courier and tracking (docs/decisions/045): kept on the order and its event.
 */
export async function changeOrderStatus(
  db: Database, orderNumber: string, next: OrderStatus, actor: OrderEventActor, shipment?: Shipment, options: { tell?: boolean } = {},
): Promise<{ id: string; from: OrderStatus; to: OrderStatus }> {
  const number = orderNumber.trim().toUpperCase();
  if (next === 'shipped' && !shipment) {
    throw new AppError(400, 'validation_error', SHIPMENT_MESSAGES.shipmentNeeded, { courier: SHIPMENT_MESSAGES.shipmentNeeded });
  }
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, number));
  if (!current) throw notFound(`No order ${number}.`);
  const from = current.status as OrderStatus;
  const allowed = ORDER_TRANSITIONS[from];
  if (!allowed.includes(next)) {
    const options = allowed.length ? `it can go to ${allowed.join(' or ')}` : 'it cannot change any more';
    throw new AppError(409, 'invalid_transition', `Order ${number} is ${from}; ${options}, not ${next}.`);
  }
  const stampsDelivery = next === 'delivered' || next === 'completed';
  // Cash on delivery is paid when the order is handed over: the courier collects it then.
  const delivery = {
    deliveredAt: sql`coalesce(${orders.deliveredAt}, now())`,
    paymentStatus: sql`case when ${orders.paymentMethod} = ${CASH_ON_DELIVERY} and ${orders.paymentStatus} = 'pending' then 'paid' else ${orders.paymentStatus} end`,
  };
  const updated = await db
    .update(orders)
    .set({ status: next, updatedAt: new Date(), ...(stampsDelivery ? delivery : {}), ...(next === 'shipped' && shipment ? shipmentColumns(shipment) : {}) })
    .where(and(eq(orders.orderNumber, number), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new AppError(409, 'conflict', `Order ${number} changed while updating; please look at it again.`);
  await recordOrderEvent(db, updated[0]!.id, actor, { kind: 'status', from, to: next, shipment: next === 'shipped' ? shipment : null });
  // A step the courier's news passed over (shipped → delivered in one update) is on the timeline, but tells no one.
  if (options.tell !== false) await queueOrderStatusMessage(db, updated[0]!.id, next, next === 'shipped' && shipment ? shipmentMessageData(shipment) : undefined);
  return { id: updated[0]!.id, from, to: next };
}

/** What the shipped message tells the shopper: the courier by its name, the tracking number and link. */
const shipmentMessageData = (shipment: Shipment) => ({
  courier: courierLabel(shipment),
  tracking_number: shipment.tracking_number,
  tracking_url: shipment.tracking_url,
});

/** The order's columns of a shipment. */
export const shipmentColumns = (shipment: Shipment) => ({
  courier: shipment.courier,
  courierName: shipment.courier_name,
  trackingNumber: shipment.tracking_number,
  trackingUrl: shipment.tracking_url,
});
