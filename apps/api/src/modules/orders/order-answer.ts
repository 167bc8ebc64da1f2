import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  toTaka, type AttemptState, type CodCheck, type OrderRisk, type DeliveryArea, type DeliveryMethod, type OnlineGateway, type OnlinePaymentSummary, type Order,
  type OrderRefund, type OrderStatus, type PaymentStatus, type RefundCause, type RefundChannel, type RefundState,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, paymentAttempts, paymentProofs, paymentRefunds, promoCodes } from '../../db/schema/index';
import { orderTracking, statusMoves, type StatusMove } from './order-tracking';
import { risksOf } from '../risk/risk.service';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The columns every order answer reads: the order and the code of its promo, if any. */
export const orderColumns = { order: orders, promoCode: promoCodes.code };

/** Orders as answered (money in taka), each with its lines, in the order given. */
export async function withItems(db: Database, rows: { order: OrderRow; promoCode: string | null }[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.order.id)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.name), asc(orderLines.size));
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const reasons = await rejectReasons(db, rows.filter((r) => r.order.paymentStatus === 'rejected').map((r) => r.order.id));
  const ids = rows.map((r) => r.order.id);
  const moves = await statusMoves(db, ids);
  const online = await latestAttempts(db, ids);
  const refunds = await refundsOf(db, ids);
  const risks = await risksOf(db, ids);
  return rows.map(({ order, promoCode }) => ({
    ...toOrder(order, promoCode, byOrder.get(order.id) ?? [], reasons.get(order.id) ?? null, moves.get(order.id) ?? []),
    online_payment: online.get(order.id) ?? null,
    refunds: refunds.get(order.id) ?? [],
    // Only what the shopper must do: the level and reasons are for staff (docs/decisions/075).
    cod_check: codCheckOf(risks.get(order.id), order.customerPhone),
  }));
}

function codCheckOf(risk: OrderRisk | undefined, phone: string): CodCheck | null {
  if (!risk?.confirm_by) return null;
  return { confirm_by: risk.confirm_by, confirmed: risk.confirmed_at !== null, phone_end: phone.slice(-3) };
}

/** The latest online attempt of each order that has one (issue 24). */
async function latestAttempts(db: Database, orderIds: string[]): Promise<Map<string, OnlinePaymentSummary>> {
  const latest = new Map<string, OnlinePaymentSummary>();
  if (orderIds.length === 0) return latest;
  const attempts = await db
    .select({ orderId: paymentAttempts.orderId, gateway: paymentAttempts.gateway, state: paymentAttempts.state, instrument: paymentAttempts.instrument })
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.orderId, orderIds))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
  for (const a of attempts) {
    if (!latest.has(a.orderId)) latest.set(a.orderId, { gateway: a.gateway as OnlineGateway, state: a.state as AttemptState, instrument: a.instrument });
  }
  return latest;
}

/** Each order's refunds, oldest first. */
async function refundsOf(db: Database, orderIds: string[]): Promise<Map<string, OrderRefund[]>> {
  const byOrder = new Map<string, OrderRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, orderIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  for (const r of rows) {
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), {
      id: r.id,
      channel: r.channel as RefundChannel,
      cause: r.cause as RefundCause,
      state: r.state as RefundState,
      amount: toTaka(r.amount),
      created_at: r.createdAt.toISOString(),
      done_at: r.doneAt?.toISOString() ?? null,
    }]);
  }
  return byOrder;
}

/** Staff's reason for the latest refused proof of each order whose payment stands rejected. */
async function rejectReasons(db: Database, orderIds: string[]): Promise<Map<string, string | null>> {
  const reasons = new Map<string, string | null>();
  if (orderIds.length === 0) return reasons;
  const proofs = await db
    .select({ orderId: paymentProofs.orderId, reason: paymentProofs.rejectReason })
    .from(paymentProofs)
    .where(and(inArray(paymentProofs.orderId, orderIds), eq(paymentProofs.status, 'rejected')))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id));
  for (const proof of proofs) if (!reasons.has(proof.orderId)) reasons.set(proof.orderId, proof.reason);
  return reasons;
}

function toOrder(
  o: OrderRow, promoCode: string | null, lines: LineRow[], rejectReason: string | null, moves: StatusMove[],
): Omit<Order, 'online_payment' | 'refunds'> {
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status as OrderStatus,
    payment_status: o.paymentStatus as PaymentStatus,
    payment_method: o.paymentMethod,
    created_at: o.createdAt.toISOString(),
    customer_name: o.customerName,
    customer_phone: o.customerPhone,
    shipping_address: o.shippingAddress,
    delivery_method: o.deliveryMethod as DeliveryMethod,
    delivery_district: o.deliveryDistrict,
    delivery_area: o.deliveryArea as DeliveryArea | null,
    notes: o.notes,
    items: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      name: l.name,
      name_bn: l.nameBn,
      product_sku: l.sku,
      size: l.size,
      image: l.image,
      price: toTaka(l.price),
      quantity: l.quantity,
      subtotal: toTaka(l.price * l.quantity),
    })),
    subtotal: toTaka(o.subtotal),
    delivery_fee: toTaka(o.deliveryFee),
    discount: toTaka(o.discount),
    total: toTaka(o.total),
    promo_code: promoCode,
    cancel_reason: o.cancelReason,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    refund_amount: o.refundAmount === null ? null : toTaka(o.refundAmount),
    delivered_at: o.deliveredAt?.toISOString() ?? null,
    payment_reject_reason: o.paymentStatus === 'rejected' ? rejectReason : null,
    tracking: orderTracking(o, moves),
  };
}
