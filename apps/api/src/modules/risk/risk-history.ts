import { and, avg, count, countDistinct, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blockedPhones, orderEvents, orders, shipments, userPhones, users } from '../../db/schema/index';
import { CANCELLED_DAYS, RECENT_HOURS, type RiskHistory } from './risk-score';

/** The orders the shop's usual amount is read from: delivered in the last half year, at least this many. */
const USUAL_DAYS = 180;
const USUAL_MIN_ORDERS = 10;
const DAY = 86_400_000;

export interface RiskSubject {
  userId: string;
  /** 01XXXXXXXXX, as the order stores it. */
  phone: string;
  /** The home address the parcel goes to; null for a pickup point. */
  address: string | null;
  /** Poisha. */
  amount: number;
  now: Date;
}

/**
 * What the shop's own tables say about a new cash order (docs/decisions/075), read in the placing transaction. Parcels
 * are `shipments` (the couriers' module writes them); an order cancelled after it had shipped counts as refused too.
 */
export async function readRiskHistory(tx: Tx, s: RiskSubject): Promise<RiskHistory> {
  const samePhone = eq(orders.customerPhone, s.phone);
  const one = async (query: Promise<{ n: number | string | null }[]>) => Number((await query)[0]?.n ?? 0);
  const [blocked, returned, cancelledAfterShipping, delivered, addressRefusals, cancelled, recent, usual, verified, account] = await Promise.all([
    tx.select({ phone: blockedPhones.phone }).from(blockedPhones).where(eq(blockedPhones.phone, s.phone)),
    tx.selectDistinct({ id: shipments.orderId }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.state, 'returned'), or(samePhone, eq(shipments.recipientPhone, s.phone)))),
    tx.selectDistinct({ id: orderEvents.orderId }).from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(and(samePhone, eq(orderEvents.kind, 'status'), eq(orderEvents.toValue, 'cancelled'), inArray(orderEvents.fromValue, ['shipped', 'out_for_delivery']))),
    one(tx.select({ n: count() }).from(orders).where(and(samePhone, inArray(orders.status, ['delivered', 'completed'])))),
    s.address
      ? one(tx.select({ n: countDistinct(shipments.orderId) }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId))
        // No builder word for a comparison that ignores case and spaces at the ends.
        .where(and(eq(shipments.state, 'returned'), ne(orders.customerPhone, s.phone), sql`lower(trim(${orders.shippingAddress})) = ${s.address.trim().toLowerCase()}`)))
      : Promise.resolve(0),
    one(tx.select({ n: count() }).from(orders)
      .where(and(or(samePhone, eq(orders.userId, s.userId)), eq(orders.status, 'cancelled'), gte(orders.createdAt, new Date(s.now.getTime() - CANCELLED_DAYS * DAY))))),
    one(tx.select({ n: count() }).from(orders)
      .where(and(or(samePhone, eq(orders.userId, s.userId)), gte(orders.createdAt, new Date(s.now.getTime() - RECENT_HOURS * 3_600_000))))),
    tx.select({ mean: avg(orders.total), n: count() }).from(orders)
      .where(and(inArray(orders.status, ['delivered', 'completed']), gte(orders.createdAt, new Date(s.now.getTime() - USUAL_DAYS * DAY)))),
    tx.select({ phone: userPhones.phone }).from(userPhones).where(and(eq(userPhones.phone, s.phone), eq(userPhones.userId, s.userId))),
    tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, s.userId)),
  ]);
  const usualRow = usual[0];
  return {
    blockedPhone: blocked.length > 0,
    // A parcel that came back and whose order was then cancelled is one refusal, not two.
    refusedParcels: new Set([...returned, ...cancelledAfterShipping].map((row) => row.id)).size,
    deliveredParcels: delivered,
    addressRefusals,
    cancelledOrders: cancelled,
    accountAgeDays: account[0] ? Math.floor((s.now.getTime() - account[0].createdAt.getTime()) / DAY) : 0,
    recentOrders: recent,
    amount: s.amount,
    usualAmount: usualRow && usualRow.n >= USUAL_MIN_ORDERS && usualRow.mean !== null ? Math.round(Number(usualRow.mean)) : null,
    phoneVerified: verified.length > 0,
  };
}

/** Whether staff refuse cash on delivery to this number. */
export async function isPhoneBlocked(tx: Tx, phone: string): Promise<boolean> {
  return (await tx.select({ phone: blockedPhones.phone }).from(blockedPhones).where(eq(blockedPhones.phone, phone))).length > 0;
}
