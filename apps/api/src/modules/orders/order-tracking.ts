import { and, asc, inArray } from 'drizzle-orm';
import { PARCEL_STEPS, TRACKING_STEPS, type Courier, type OrderStatus, type OrderTracking, type ParcelStep, type Shipment, type TrackingStep } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';

/**
 * The shopper's timeline of an order (docs/decisions/045): placed, confirmed, shipped (with the courier and
 * tracking), out for delivery, delivered, built from the order's status events, which every move writes
 * (order-events.ts). A step's date is the first move into it; `processing` counts as confirmed and
 * `completed` as delivered. An order older than its timeline still shows the steps its status passed, undated.
 */

type OrderRow = typeof orders.$inferSelect;
/** A status move, or (kind 'parcel') a step the courier reported of the order's parcel (docs/decisions/074). */
export interface StatusMove { orderId: string; kind?: string; to: string | null; at: Date }

const STEP_OF: Partial<Record<OrderStatus, TrackingStep>> = {
  confirmed: 'confirmed',
  processing: 'confirmed',
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  completed: 'delivered',
};

const rank = (step: TrackingStep) => TRACKING_STEPS.indexOf(step);

/** The status moves of these orders, oldest first: one query for a whole list of orders. */
export async function statusMoves(db: Database, orderIds: string[]): Promise<Map<string, StatusMove[]>> {
  const byOrder = new Map<string, StatusMove[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orderEvents.orderId, kind: orderEvents.kind, to: orderEvents.toValue, at: orderEvents.at })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), inArray(orderEvents.kind, ['status', 'parcel'])))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The order's shipment as it now stands (after any correction), or null before it ships. */
export function shipmentOfOrder(order: Pick<OrderRow, 'courier' | 'courierName' | 'trackingNumber' | 'trackingUrl'>): Shipment | null {
  if (!order.courier) return null;
  return { courier: order.courier as Courier, courier_name: order.courierName, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl };
}

export function orderTracking(
  order: Pick<OrderRow, 'status' | 'createdAt' | 'deliveredAt' | 'cancelledAt' | 'cancelReason' | 'courier' | 'courierName' | 'trackingNumber' | 'trackingUrl'>,
  moves: readonly StatusMove[],
): OrderTracking {
  const reachedAt = new Map<TrackingStep, Date>([['placed', order.createdAt]]);
  const parcelSteps = moves
    .filter((move) => move.kind === 'parcel' && (PARCEL_STEPS as readonly string[]).includes(move.to ?? ''))
    .map((move) => ({ state: move.to as ParcelStep, at: move.at.toISOString() }));
  for (const move of moves.filter((m) => m.kind !== 'parcel')) {
    const step = STEP_OF[move.to as OrderStatus];
    if (step && !reachedAt.has(step)) reachedAt.set(step, move.at);
  }
  if (order.deliveredAt && !reachedAt.has('delivered')) reachedAt.set('delivered', order.deliveredAt);
  const status = order.status as OrderStatus;
  const cancelled = status === 'cancelled';
  // How far the order got: its status, or for a cancelled order the furthest step its moves reached.
  const current = STEP_OF[status];
  const furthest = Math.max(current ? rank(current) : 0, ...[...reachedAt.keys()].map(rank));
  const steps = TRACKING_STEPS.map((step) => ({ step, reached: rank(step) <= furthest, at: reachedAt.get(step)?.toISOString() ?? null }))
    // A cancelled order never reaches the steps after it stopped: they are not "to come".
    .filter((step) => !cancelled || step.reached)
    .map((step) => (step.reached ? step : { ...step, at: null }));
  return {
    steps,
    cancelled: cancelled ? { at: order.cancelledAt?.toISOString() ?? null, reason: order.cancelReason } : null,
    shipment: shipmentOfOrder(order),
    ...(parcelSteps.length ? { parcel_steps: parcelSteps } : {}),
  };
}
