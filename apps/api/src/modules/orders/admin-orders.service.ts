import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sum, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import {
  normaliseBdPhone, ORDER_STATUSES, toTaka,
  type AdminOrderCounts, type AdminOrderDetail, type OrderRisk, type AdminOrderList, type AdminOrderQuery, type OrderEvent, type OrderStatus, type PaymentStatus,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, paymentProofs, pickupPoints, users } from '../../db/schema/index';
import { bdDayEnd, bdDayStart } from '../../lib/bangladesh-days';
import { notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { orderTimeline } from './order-events';
import { nextStatuses } from './order-status.service';
import { findOrders } from './orders.service';
import { parcelAnswer, parcelRowOf } from '../couriers/shipments.service';
import { risksOf } from '../risk/risk.service';

/**
 * The back office's order list and detail (docs/product/back-office-orders.md). The list is newest first and
 * served by the indexes of migration 0010: (created_at, id) and (status, created_at, id) for the order, a
 * btree on the phone and trigram indexes on the number, the name, the phone and the lines' name and SKU.
 */
export async function listAdminOrders(db: Database, query: AdminOrderQuery): Promise<AdminOrderList> {
  const where = and(...filtersBesidesStatus(db, query), query.status ? eq(orders.status, query.status) : undefined);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      pickupPointId: orders.pickupPointId,
      total: orders.total,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    // One more than a page: whether there is a next one, without counting.
    .limit(query.per_page + 1)
    .offset((query.page - 1) * query.per_page);
  const page = rows.slice(0, query.per_page);
  const units = page.length === 0
    ? []
    : await db
      .select({ orderId: orderLines.orderId, units: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.orderId, page.map((row) => row.id)))
      .groupBy(orderLines.orderId);
  const unitsOf = new Map(units.map((u) => [u.orderId, u.units]));
  const risks = await risksOf(db, page.map((row) => row.id));
  return {
    orders: page.map((row) => ({
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      payment_status: row.paymentStatus as PaymentStatus,
      payment_method: row.paymentMethod,
      customer_name: row.customerName,
      customer_phone: row.customerPhone,
      pickup_point_id: row.pickupPointId,
      item_count: unitsOf.get(row.id) ?? 0,
      total: toTaka(row.total),
      risk_level: risks.get(row.id)?.level ?? null,
      awaits_code: isAwaitingCode(risks.get(row.id), row.status),
    })),
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}

/** The tabs' counts: orders matching every filter but the status, by status. */
export async function countAdminOrders(db: Database, query: AdminOrderQuery): Promise<AdminOrderCounts> {
  const counts = await db.select({ status: orders.status, n: count() }).from(orders).where(and(...filtersBesidesStatus(db, query))).groupBy(orders.status);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, n } of counts) statusCounts[status as OrderStatus] = n;
  return { status_counts: statusCounts, total: counts.reduce((all, { n }) => all + n, 0) };
}

function filtersBesidesStatus(db: Database, query: AdminOrderQuery): (SQL | undefined)[] {
  return [
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    query.payment_method ? eq(orders.paymentMethod, query.payment_method) : undefined,
    query.pickup_point_id !== undefined ? eq(orders.pickupPointId, query.pickup_point_id) : undefined,
    query.from ? gte(orders.createdAt, bdDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, bdDayEnd(query.to)) : undefined,
    query.q ? searchFor(db, query.q) : undefined,
  ];
}

/**
 * What `q` finds. A whole Bangladeshi mobile number in any of its forms is the customer's phone, which
 * checkout stores in the local form (packages/shared/src/account/phone.ts): an exact match. Anything else is
 * looked for inside the order number, the customer's name and phone, and every line's product name and SKU;
 * the two tables are searched apart and their ids united, so each side uses its own trigram indexes.
 */
function searchFor(db: Database, q: string): SQL {
  const phone = normaliseBdPhone(q);
  if (phone) return eq(orders.customerPhone, phone);
  const pattern = likeContains(q);
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?880/, '0');
  const inOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(
      ilike(orders.orderNumber, pattern),
      ilike(orders.customerName, pattern),
      /^\d{4,}$/.test(digits) ? like(orders.customerPhone, likeContains(digits)) : undefined,
    ));
  const inLines = db
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .where(or(ilike(orderLines.name, pattern), ilike(orderLines.sku, pattern)));
  return inArray(orders.id, union(inOrders, inLines));
}

/** An order number as a path gives it; anything else is no order (never a database error). */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function adminOrderDetail(db: Database, orderNumber: string): Promise<AdminOrderDetail> {
  const number = orderNumber.trim().toUpperCase();
  if (!ORDER_NUMBER.test(number)) throw notFound(`No order ${number}.`);
  const [head] = await db
    .select({
      id: orders.id,
      updatedAt: orders.updatedAt,
      account: { name: users.name, email: users.email, phone: users.phone },
      pickup: { id: pickupPoints.id, name: pickupPoints.fullName, address: pickupPoints.address, city: pickupPoints.city, phone: pickupPoints.phone },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(eq(orders.orderNumber, number));
  if (!head) throw notFound(`No order ${number}.`);
  const [[order], proofs, events, parcel] = await Promise.all([
    findOrders(db, eq(orders.id, head.id)),
    db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, head.id))
      .orderBy(asc(paymentProofs.createdAt)),
    orderTimeline(db, head.id),
    parcelRowOf(db, head.id),
  ]);
  const risk = (await risksOf(db, [head.id])).get(head.id) ?? null;
  return {
    // The courier parcel booked for it (issue 25): its state, ids and the courier's refusal in its words.
    parcel: parcel ? parcelAnswer(parcel) : null,
    order: {
      ...order!,
      updated_at: head.updatedAt.toISOString(),
      account: head.account,
      pickup_point: head.pickup ?? null,
    },
    proofs: proofs.map((proof) => ({
      id: proof.id,
      status: proof.status,
      method: proof.method,
      amount: toTaka(proof.amount),
      transaction_id: proof.transactionId,
      created_at: proof.createdAt.toISOString(),
      reject_reason: proof.rejectReason,
    })),
    timeline: events.map((event): OrderEvent => ({
      at: event.at.toISOString(),
      actor_kind: event.actorKind as OrderEvent['actor_kind'],
      actor: event.actorLabel,
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      reason: event.reason,
      shipment: event.shipment ?? null,
    })),
    risk,
    // A cash order waiting for its SMS code may only be cancelled (docs/decisions/075).
    next_statuses: isAwaitingCode(risk ?? undefined, order!.status) ? ['cancelled'] : nextStatuses(order!.status),
  };
}

function isAwaitingCode(risk: OrderRisk | undefined, status: string): boolean {
  return status === 'pending' && !!risk?.confirm_by && risk.confirmed_at === null;
}
