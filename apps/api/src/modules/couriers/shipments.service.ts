import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  CASH_ON_DELIVERY, toTaka, type BookableCourier, type CourierRecord, type Parcel, type ParcelRefusalKind, type ParcelSettings, type ShipmentState,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, shipments, shopDeliverySettings } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';

/**
 * The booking part of `shipments` (issue 25, docs/decisions/074 and 077): a row written in state 'booking' before the
 * courier is called, then 'booked' with the courier's ids or 'refused' with its words. Every function takes the
 * caller's transaction; the booking workflow opens them.
 */

type Row = typeof shipments.$inferSelect;

/** An order as the booking needs it. */
export interface BookingOrder {
  id: string;
  orderNumber: string;
  status: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  district: string | null;
  deliveryMethod: string;
  notes: string | null;
  /** Poisha to collect at the door: the total less what was paid online. */
  codPoisha: number;
  /** Poisha the order is worth (RedX's cover). */
  totalPoisha: number;
}

/** The order's total less what was paid online: a paid order collects nothing, an unpaid one its total. */
export function amountToCollect(order: { total: number; paymentStatus: string; paymentMethod: string }): number {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return 0;
  return order.total;
}

export async function bookingOrders(db: Database, orderNumbers: string[]): Promise<Map<string, BookingOrder>> {
  if (!orderNumbers.length) return new Map();
  const rows = await db
    .select({
      id: orders.id, orderNumber: orders.orderNumber, status: orders.status, name: orders.customerName, phone: orders.customerPhone,
      address: orders.shippingAddress, district: orders.deliveryDistrict, deliveryMethod: orders.deliveryMethod, notes: orders.notes,
      total: orders.total, paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(inArray(orders.orderNumber, orderNumbers));
  return new Map(
    rows.map((o) => [
      o.orderNumber,
      {
        id: o.id, orderNumber: o.orderNumber, status: o.status, recipientName: o.name, recipientPhone: o.phone, recipientAddress: o.address,
        district: o.district, deliveryMethod: o.deliveryMethod, notes: o.notes, codPoisha: amountToCollect(o), totalPoisha: o.total,
      },
    ]),
  );
}

export async function bookingOrder(db: Database, orderNumber: string): Promise<BookingOrder> {
  const order = (await bookingOrders(db, [orderNumber])).get(orderNumber);
  if (!order) throw notFound(`No order ${orderNumber}.`);
  return order;
}

/** Whether an order pays at the door (cash on delivery). */
export const paysAtDoor = (paymentMethod: string) => paymentMethod === CASH_ON_DELIVERY;

export interface BookingRow {
  orderId: string;
  orderNumber: string;
  courier: BookableCourier;
  codPoisha: number;
  weightGrams: number;
  deliveryType: string | null;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  note: string | null;
  itemDescription: string | null;
  location: Row['location'];
  charge: number | null;
}

/**
 * The row written before the courier is called, state 'booking'. Its invoice is the order number, with a suffix when
 * the order was refused by this courier before (the courier takes each invoice once). An order with a live parcel
 * (booking or booked onwards) gets a 409: the unique index says so even when two staff book at once.
 */
export async function startBooking(db: Database, row: BookingRow): Promise<Row> {
  const [earlier] = await db.select({ n: count() }).from(shipments).where(and(eq(shipments.orderId, row.orderId), eq(shipments.courier, row.courier)));
  const invoice = earlier && earlier.n > 0 ? `${row.orderNumber}-${earlier.n + 1}` : row.orderNumber;
  try {
    const [inserted] = await db
      .insert(shipments)
      .values({
        orderId: row.orderId, courier: row.courier, invoice, state: 'booking', codAmount: row.codPoisha, weightGrams: row.weightGrams,
        deliveryType: row.deliveryType, recipientName: row.recipientName, recipientPhone: row.recipientPhone, recipientAddress: row.recipientAddress,
        note: row.note, itemDescription: row.itemDescription, location: row.location, charge: row.charge,
      })
      .returning();
    return inserted!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict', `Order ${row.orderNumber} already has a parcel.`);
    throw error;
  }
}

/** The courier booked it: its ids, the tracking link, and its charge when it said one. Only a 'booking' row moves. */
export async function markBooked(
  db: Database, id: string, booked: { consignmentId: string | null; trackingCode: string | null; trackingUrl: string | null; charge?: number | null; courierStatus?: string | null },
): Promise<Row> {
  const [row] = await db
    .update(shipments)
    .set({
      state: 'booked', consignmentId: booked.consignmentId, trackingCode: booked.trackingCode, trackingUrl: booked.trackingUrl,
      ...(booked.charge != null ? { charge: booked.charge } : {}), courierStatus: booked.courierStatus ?? null,
      bookedAt: new Date(), lastNewsAt: new Date(), updatedAt: new Date(),
    })
    .where(and(eq(shipments.id, id), eq(shipments.state, 'booking')))
    .returning();
  if (!row) throw new AppError(409, 'conflict', 'The parcel changed while booking; please look at the order again.');
  return row;
}

/** The courier said no (or nothing was sent): nothing booked, its words kept for staff. */
export async function markRefused(db: Database, id: string, words: string, kind: ParcelRefusalKind): Promise<Row> {
  const [row] = await db
    .update(shipments)
    .set({ state: 'refused', refusal: words.slice(0, 400), refusalKind: kind, updatedAt: new Date() })
    .where(and(eq(shipments.id, id), eq(shipments.state, 'booking')))
    .returning();
  if (!row) throw new AppError(409, 'conflict', 'The parcel changed while booking; please look at the order again.');
  return row;
}

/** The order's live parcel, else its latest refused or cancelled one; null before any booking. */
export async function parcelRowOf(db: Database, orderId: string): Promise<Row | null> {
  const rows = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt)).limit(20);
  return rows.find((r) => r.state !== 'refused' && r.state !== 'cancelled') ?? rows[0] ?? null;
}

/** Orders' live parcel rows, by order id (a bulk booking looks for 'booking' rows to settle). */
export async function liveParcelRows(db: Database, orderIds: string[]): Promise<Map<string, Row>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(shipments).where(and(inArray(shipments.orderId, orderIds), notInArray(shipments.state, ['refused', 'cancelled'])));
  return new Map(rows.map((r) => [r.orderId, r]));
}

export function parcelAnswer(row: Row): Parcel {
  return {
    courier: row.courier as BookableCourier,
    state: row.state as ShipmentState,
    invoice: row.invoice,
    consignment_id: row.consignmentId,
    tracking_code: row.trackingCode,
    tracking_url: row.trackingUrl,
    cod_amount: toTaka(row.codAmount),
    charge: row.charge == null ? null : toTaka(row.charge),
    weight_grams: row.weightGrams,
    delivery_type: row.deliveryType,
    refusal: row.refusal,
    refusal_kind: (row.refusalKind as ParcelRefusalKind | null) ?? null,
    booked_at: row.bookedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The shop's own record per courier in a district (null: everywhere): parcels delivered and returned, the average days
 * from booking to delivery, and the average charge. The proposal is the courier with the best record.
 */
export async function courierRecords(db: Database, district: string | null): Promise<CourierRecord[]> {
  const rows = await db
    .select({
      courier: shipments.courier,
      delivered: sql<number>`count(*) filter (where ${shipments.state} in ('delivered', 'partly_delivered'))`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${shipments.state} = 'returned')`.mapWith(Number),
      // Days from booking to delivery, of delivered parcels only.
      days: sql<number | null>`avg(extract(epoch from (${shipments.deliveredAt} - ${shipments.bookedAt})) / 86400) filter (where ${shipments.deliveredAt} is not null and ${shipments.bookedAt} is not null)`.mapWith((v) => (v == null ? null : Number(v))),
      charge: sql<number | null>`avg(${shipments.charge}) filter (where ${shipments.charge} is not null and ${shipments.state} <> 'refused')`.mapWith((v) => (v == null ? null : Number(v))),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(isNotNull(shipments.bookedAt), district ? sql`lower(${orders.deliveryDistrict}) = lower(${district})` : undefined))
    .groupBy(shipments.courier)
    .orderBy(asc(shipments.courier));
  return rows.map((r) => ({
    courier: r.courier as BookableCourier,
    delivered: r.delivered,
    returned: r.returned,
    average_days: r.days == null ? null : Math.round(r.days * 10) / 10,
    average_charge: r.charge == null ? null : toTaka(Math.round(r.charge)),
  }));
}

/**
 * Of the couriers that are on, the one the shop proposes for a district: the most parcels delivered (less those
 * returned), then the fewer days, then the lower charge; with no record, the first courier that is on.
 */
export function proposeCourier(records: CourierRecord[], on: BookableCourier[]): BookableCourier | null {
  const score = (c: BookableCourier) => records.find((r) => r.courier === c);
  const ranked = [...on].sort((a, b) => {
    const ra = score(a);
    const rb = score(b);
    const net = (r?: CourierRecord) => (r ? r.delivered - r.returned : -Infinity);
    if (net(ra) !== net(rb)) return net(rb) - net(ra);
    const days = (r?: CourierRecord) => r?.average_days ?? Infinity;
    if (days(ra) !== days(rb)) return days(ra) - days(rb);
    const charge = (r?: CourierRecord) => r?.average_charge ?? Infinity;
    if (charge(ra) !== charge(rb)) return charge(ra) - charge(rb);
    return on.indexOf(a) - on.indexOf(b);
  });
  return ranked[0] ?? null;
}

/** The parcel's default weight and Steadfast's delivery type (the shop's one row; the migration writes it). */
export async function readParcelSettings(db: Database): Promise<ParcelSettings> {
  const [row] = await db.select({ weight: shopDeliverySettings.defaultWeightGrams, type: shopDeliverySettings.steadfastDeliveryType }).from(shopDeliverySettings).where(eq(shopDeliverySettings.id, 1));
  return { default_weight_grams: row?.weight ?? 500, steadfast_delivery: row?.type === 'hub' ? 'hub' : 'home' };
}

/** Changes only this helper's two columns of the row (the risk policy's columns are another screen's), audited. */
export async function changeParcelSettings(db: Database, actor: StaffActor, input: ParcelSettings): Promise<ParcelSettings> {
  return db.transaction(async (tx) => {
    await tx.select({ id: shopDeliverySettings.id }).from(shopDeliverySettings).where(eq(shopDeliverySettings.id, 1)).for('update');
    const before = await readParcelSettings(tx);
    await tx
      .insert(shopDeliverySettings)
      .values({ id: 1, defaultWeightGrams: input.default_weight_grams, steadfastDeliveryType: input.steadfast_delivery })
      .onConflictDoUpdate({ target: shopDeliverySettings.id, set: { defaultWeightGrams: input.default_weight_grams, steadfastDeliveryType: input.steadfast_delivery, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'delivery.parcel_settings', entityType: 'delivery', entityId: 'parcel_settings', before, after: input });
    return input;
  });
}
