import { eq, sum } from 'drizzle-orm';
import { CASH_ON_DELIVERY, normaliseBdPhone, toTaka, TRACK_ORDER_MESSAGES, type OrderStatus, type PaymentStatus, type TrackedOrder } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, pickupPoints } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { orderTracking, statusMoves } from './order-tracking';

/**
 * The public tracking page's answer (docs/decisions/045): an order found by its number and the phone number
 * given with it. A wrong phone and an unknown number are the same 404, after the same one query, so the answer
 * never tells that a number exists. What it answers says how the order travels, never who ordered it, where to
 * or what is in it.
 */
export async function trackOrder(db: Database, orderNumber: string, phone: string): Promise<TrackedOrder> {
  const [found] = await db
    .select({ order: orders, pickup: { name: pickupPoints.fullName, city: pickupPoints.city } })
    .from(orders)
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(eq(orders.orderNumber, orderNumber));
  // Checkout stores the phone in its local form; an older row in another form is compared normalised too.
  if (!found || (normaliseBdPhone(found.order.customerPhone) ?? found.order.customerPhone) !== phone) throw notFound(TRACK_ORDER_MESSAGES.notFound);
  const { order, pickup } = found;
  const [[units], moves] = await Promise.all([
    db.select({ n: sum(orderLines.quantity).mapWith(Number) }).from(orderLines).where(eq(orderLines.orderId, order.id)),
    statusMoves(db, [order.id]),
  ]);
  const status = order.status as OrderStatus;
  const paymentStatus = order.paymentStatus as PaymentStatus;
  const cashDue = order.paymentMethod === CASH_ON_DELIVERY && paymentStatus === 'pending' && status !== 'cancelled';
  return {
    order_number: order.orderNumber,
    status,
    placed_at: order.createdAt.toISOString(),
    delivery: order.pickupPointId === null ? 'home' : 'pickup_point',
    pickup_point: order.pickupPointId === null || !pickup ? null : { name: pickup.name, city: pickup.city },
    payment_method: order.paymentMethod,
    payment_status: paymentStatus,
    cash_due: cashDue ? toTaka(order.total) : null,
    item_count: units?.n ?? 0,
    tracking: orderTracking(order, moves.get(order.id) ?? []),
  };
}
