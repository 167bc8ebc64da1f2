import type {
  BookableCourier, BookingOutcome, BookingProblem, BookParcelInput, BulkBookInput, BulkBookingAnswer, ParcelPlan, ParcelPlanQuery, ParcelRefusalKind, Shipment,
} from '@shop/shared';
import { toTaka } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { OutsideServiceError } from '../lib/outside-http';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { CourierRefusal, couriersOn, trackingLink, type CourierClients, type SteadfastParcel } from '../modules/couriers/couriers.service';
import { findPathaoPlace, findRedxPlace, placeName } from '../modules/couriers/locations.service';
import {
  bookingOrder, bookingOrders, courierRecords, liveParcelRows, markBooked, markRefused, parcelAnswer, parcelRowOf, proposeCourier, readParcelSettings, startBooking,
  type BookingOrder,
} from '../modules/couriers/shipments.service';
import { changeOrderStatus } from '../modules/orders/order-status.service';

/**
 * Booking parcels (issue 25, docs/decisions/077): one order from its page, or many from the orders list. Each order's
 * parcel is a row written in state 'booking' BEFORE the courier is called (its own transaction), then, in a second
 * transaction with its audit row, 'booked' with the order moved to shipped through the existing rule (the shopper
 * gets today's shipped message), or 'refused' with the courier's words. A lost answer leaves the row in 'booking':
 * the next booking of that order asks the courier about our invoice (Steadfast) and never books it again.
 */

export interface BookingContext {
  db: Database;
  couriers: CourierClients;
}

/** The courier's names as the order's shipment stores them. */
const SHIPMENT_COURIER: Record<BookableCourier, Shipment['courier']> = { steadfast: 'steadfast', pathao: 'pathao', redx: 'redx' };
const COURIER_NAMES: Record<BookableCourier, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };
const BOOKABLE_STATUSES = ['confirmed', 'processing'];

/** What one order's booking will send, all checked before the row is written. */
interface Prepared {
  order: BookingOrder;
  courier: BookableCourier;
  weightGrams: number;
  deliveryType: string | null;
  note: string | null;
  itemDescription: string | null;
  location: { cityId?: number; zoneId?: number; areaId?: number; names?: string[] } | null;
  charge: number | null;
}

type Step = { prepared: Prepared } | { outcome: BookingOutcome };

const problem = (orderNumber: string, why: BookingProblem, parcel: BookingOutcome['parcel'] = null): BookingOutcome => ({
  order_number: orderNumber, outcome: why === 'answer_lost' ? 'unknown' : 'refused', parcel, problem: why,
});

// ---- Before the courier is called -------------------------------------------------------------------------------

async function prepare(
  ctx: BookingContext, order: BookingOrder | undefined, orderNumber: string, courier: BookableCourier, input: Omit<BookParcelInput, 'courier'>,
  settings: { default_weight_grams: number; steadfast_delivery: 'home' | 'hub' },
): Promise<Step> {
  if (!order) return { outcome: problem(orderNumber, 'not_found') };
  if (!BOOKABLE_STATUSES.includes(order.status)) return { outcome: problem(orderNumber, 'not_confirmed') };
  if (!ctx.couriers[courier]) return { outcome: problem(orderNumber, 'courier_off') };
  const base = {
    order, courier, weightGrams: input.weight_grams ?? settings.default_weight_grams, note: input.note ?? order.notes ?? null,
    itemDescription: input.item_description ?? null, charge: null,
  };
  if (courier === 'steadfast') return { prepared: { ...base, deliveryType: input.steadfast_delivery ?? settings.steadfast_delivery, location: null } };
  const given = { cityId: input.location?.city_id, zoneId: input.location?.zone_id, areaId: input.location?.area_id };
  if (courier === 'pathao') {
    const place = await findPathaoPlace(ctx.db, ctx.couriers.pathao!, { district: order.district, address: order.recipientAddress }, given);
    if (!place.cityId || !place.zoneId) return { outcome: problem(orderNumber, 'no_location') };
    return { prepared: { ...base, deliveryType: 'normal', location: { cityId: place.cityId, zoneId: place.zoneId, ...(place.areaId ? { areaId: place.areaId } : {}) } } };
  }
  const place = await findRedxPlace(ctx.db, ctx.couriers.redx!, { district: order.district, address: order.recipientAddress }, given);
  if (!place.areaId) return { outcome: problem(orderNumber, 'no_location') };
  const name = place.areas.find((a) => a.id === place.areaId)?.name ?? (await placeName(ctx.db, 'redx', 'area', place.areaId));
  if (!name) return { outcome: problem(orderNumber, 'no_location') };
  return { prepared: { ...base, deliveryType: null, location: { areaId: place.areaId, names: [name] } } };
}

/** The 'booking' row, in its own transaction, before anything is sent. */
async function writeBookingRow(ctx: BookingContext, p: Prepared) {
  return ctx.db.transaction((tx) =>
    startBooking(tx, {
      orderId: p.order.id, orderNumber: p.order.orderNumber, courier: p.courier, codPoisha: p.order.codPoisha, weightGrams: p.weightGrams,
      deliveryType: p.deliveryType, recipientName: p.order.recipientName, recipientPhone: p.order.recipientPhone,
      recipientAddress: p.order.recipientAddress, note: p.note, itemDescription: p.itemDescription, location: p.location, charge: p.charge,
    }),
  );
}

// ---- After the courier answered ---------------------------------------------------------------------------------

interface Booked {
  consignmentId: string | null;
  trackingCode: string | null;
  charge?: number | null;
  courierStatus?: string | null;
}

/**
 * The courier booked it: the row becomes 'booked' and the order moves to shipped with the courier, tracking code
 * and link, in one transaction with its audit row. Should the order have moved meanwhile (cancelled by the
 * shopper), the parcel is still kept as booked and staff are told it did not ship.
 */
async function settleBooked(ctx: BookingContext, actor: StaffActor, rowId: string, p: { orderNumber: string; courier: BookableCourier; phone: string; invoice: string }, booked: Booked): Promise<BookingOutcome> {
  const trackingUrl = trackingLink(p.courier, { trackingCode: booked.trackingCode, consignmentId: booked.consignmentId, phone: p.phone });
  const shipment: Shipment = {
    courier: SHIPMENT_COURIER[p.courier], courier_name: null,
    // A booking settled by its invoice has no tracking code yet: the invoice finds it in the courier's panel.
    tracking_number: booked.trackingCode ?? booked.consignmentId ?? p.invoice,
    tracking_url: trackingUrl,
  };
  const audit = (after: object) => ({ action: 'order.parcel_booked', entityType: 'order', entityId: p.orderNumber, after: { courier: p.courier, invoice: p.invoice, ...booked, ...after } });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const marked = await markBooked(tx, rowId, { ...booked, trackingUrl });
      await changeOrderStatus(tx, p.orderNumber, 'shipped', actor, shipment);
      await recordAudit(tx, actor, audit({ shipped: true }));
      return marked;
    });
    return { order_number: p.orderNumber, outcome: 'booked', parcel: parcelAnswer(row), problem: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    const row = await ctx.db.transaction(async (tx) => {
      const marked = await markBooked(tx, rowId, { ...booked, trackingUrl });
      await recordAudit(tx, actor, audit({ shipped: false }));
      return marked;
    });
    return { order_number: p.orderNumber, outcome: 'booked', parcel: parcelAnswer(row), problem: 'not_shipped' };
  }
}

async function settleRefused(ctx: BookingContext, actor: StaffActor, rowId: string, orderNumber: string, courier: BookableCourier, words: string, kind: ParcelRefusalKind): Promise<BookingOutcome> {
  const row = await ctx.db.transaction(async (tx) => {
    const marked = await markRefused(tx, rowId, words, kind);
    await recordAudit(tx, actor, { action: 'order.parcel_refused', entityType: 'order', entityId: orderNumber, after: { courier, invoice: marked.invoice, kind, words: marked.refusal } });
    return marked;
  });
  return { order_number: orderNumber, outcome: 'refused', parcel: parcelAnswer(row), problem: null };
}

/** A courier's refusal, a fault before anything was sent, or a lost answer (the row stays 'booking'). */
async function settleFailure(ctx: BookingContext, actor: StaffActor, rowId: string, orderNumber: string, courier: BookableCourier, error: unknown): Promise<BookingOutcome> {
  if (error instanceof CourierRefusal) return settleRefused(ctx, actor, rowId, orderNumber, courier, error.words, error.kind);
  if (error instanceof OutsideServiceError && !error.outcomeUnknown) {
    return settleRefused(ctx, actor, rowId, orderNumber, courier, `${COURIER_NAMES[courier]} could not be reached or refused the shop's settings; nothing was booked.`, 'courier-off');
  }
  if (error instanceof RangeError) return settleRefused(ctx, actor, rowId, orderNumber, courier, `${COURIER_NAMES[courier]} collects whole taka only.`, 'invalid');
  if (!(error instanceof OutsideServiceError)) throw error;
  const row = await parcelRowOf(ctx.db, (await bookingOrder(ctx.db, orderNumber)).id);
  return problem(orderNumber, 'answer_lost', row ? parcelAnswer(row) : null);
}

// ---- Asking the courier ------------------------------------------------------------------------------------------

function steadfastParcel(p: Prepared, invoice: string): SteadfastParcel {
  return {
    invoice, recipientName: p.order.recipientName, recipientPhone: p.order.recipientPhone, recipientAddress: p.order.recipientAddress,
    codPoisha: p.order.codPoisha, note: p.note ?? undefined, itemDescription: p.itemDescription ?? undefined, delivery: p.deliveryType === 'hub' ? 'hub' : 'home',
  };
}

async function askCourier(ctx: BookingContext, p: Prepared, invoice: string): Promise<Booked> {
  if (p.courier === 'steadfast') {
    const booked = await ctx.couriers.steadfast!.createOrder(steadfastParcel(p, invoice));
    return { consignmentId: booked.consignmentId, trackingCode: booked.trackingCode, courierStatus: booked.status };
  }
  if (p.courier === 'pathao') {
    const pathao = ctx.couriers.pathao!;
    const booked = await pathao.createOrder({
      storeId: pathao.storeId, merchantOrderId: invoice, recipientName: p.order.recipientName, recipientPhone: p.order.recipientPhone,
      recipientAddress: p.order.recipientAddress, cityId: p.location!.cityId!, zoneId: p.location!.zoneId!, areaId: p.location!.areaId,
      delivery: 'normal', item: 'parcel', weightGrams: p.weightGrams, quantity: 1, collectPoisha: p.order.codPoisha,
      instruction: p.note ?? undefined, description: p.itemDescription ?? undefined,
    });
    return { consignmentId: booked.consignmentId, trackingCode: booked.consignmentId, charge: booked.deliveryFeePoisha, courierStatus: booked.status };
  }
  const booked = await ctx.couriers.redx!.createParcel({
    invoice, customerName: p.order.recipientName, customerPhone: p.order.recipientPhone, customerAddress: p.order.recipientAddress,
    areaId: p.location!.areaId!, areaName: p.location!.names![0]!, collectPoisha: p.order.codPoisha, valuePoisha: p.order.totalPoisha,
    weightGrams: p.weightGrams, instruction: p.note ?? undefined,
  });
  return { consignmentId: booked.trackingId, trackingCode: booked.trackingId };
}

/**
 * An order whose booking's answer was lost: Steadfast is asked about our invoice. Booked there: the row is settled as
 * booked (no second booking). Unknown there: the row is closed as not booked, so the order may be booked afresh.
 * Pathao and RedX have no look-up by our id: the row waits and staff look in the courier's panel.
 */
async function settleLostAnswer(ctx: BookingContext, actor: StaffActor, order: BookingOrder, row: { id: string; courier: string; invoice: string }): Promise<BookingOutcome | 'free'> {
  const courier = row.courier as BookableCourier;
  if (courier !== 'steadfast' || !ctx.couriers.steadfast) {
    const current = await parcelRowOf(ctx.db, order.id);
    return problem(order.orderNumber, 'answer_lost', current ? parcelAnswer(current) : null);
  }
  try {
    const status = await ctx.couriers.steadfast.status({ invoice: row.invoice });
    return settleBooked(ctx, actor, row.id, { orderNumber: order.orderNumber, courier, phone: order.recipientPhone, invoice: row.invoice }, { consignmentId: null, trackingCode: null, courierStatus: status });
  } catch (error) {
    if (error instanceof CourierRefusal) {
      await settleRefused(ctx, actor, row.id, order.orderNumber, courier, 'The courier never received this booking; nothing was booked.', 'invalid');
      return 'free';
    }
    if (!(error instanceof OutsideServiceError)) throw error;
    const current = await parcelRowOf(ctx.db, order.id);
    return problem(order.orderNumber, 'answer_lost', current ? parcelAnswer(current) : null);
  }
}

/** An order's live parcel in the way of a new booking: settled when its answer was lost, else the order has one. */
async function clearTheWay(ctx: BookingContext, actor: StaffActor, order: BookingOrder, live: { id: string; state: string; courier: string; invoice: string } | undefined): Promise<BookingOutcome | null> {
  if (!live) return null;
  if (live.state !== 'booking') {
    const row = await parcelRowOf(ctx.db, order.id);
    return problem(order.orderNumber, 'has_parcel', row ? parcelAnswer(row) : null);
  }
  const settled = await settleLostAnswer(ctx, actor, order, live);
  return settled === 'free' ? null : settled;
}

// ---- The verbs ---------------------------------------------------------------------------------------------------

/** 'Send with …' on one order. An order that cannot be sent is a 409 with the reason; a courier's refusal is an answer. */
export async function bookParcel(ctx: BookingContext, actor: StaffActor, orderNumber: string, input: BookParcelInput): Promise<BookingOutcome> {
  const number = orderNumber.trim().toUpperCase();
  const order = await bookingOrder(ctx.db, number);
  const cleared = await clearTheWay(ctx, actor, order, (await liveParcelRows(ctx.db, [order.id])).get(order.id));
  if (cleared) return cleared;
  const step = await prepare(ctx, order, number, input.courier, input, await readParcelSettings(ctx.db));
  if ('outcome' in step) {
    if (step.outcome.problem === 'not_confirmed') throw new AppError(409, 'invalid_transition', `Order ${number} is ${order.status}; only confirmed or processing orders are sent to a courier.`);
    return step.outcome;
  }
  return sendOne(ctx, actor, step.prepared);
}

async function sendOne(ctx: BookingContext, actor: StaffActor, p: Prepared): Promise<BookingOutcome> {
  let row;
  try {
    row = await writeBookingRow(ctx, p);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return problem(p.order.orderNumber, 'has_parcel');
    throw error;
  }
  try {
    const booked = await askCourier(ctx, p, row.invoice);
    return await settleBooked(ctx, actor, row.id, { orderNumber: p.order.orderNumber, courier: p.courier, phone: p.order.recipientPhone, invoice: row.invoice }, booked);
  } catch (error) {
    return settleFailure(ctx, actor, row.id, p.order.orderNumber, p.courier, error);
  }
}

/**
 * Many confirmed orders at once (at most BULK_BOOKING_LIMIT, checked by the schema), with one courier or the one the
 * shop proposes for each order's district. Steadfast's parcels go in one bulk call (each booked or refused on its
 * own); Pathao's and RedX's one by one. Each order is settled in its own transaction: one refusal refuses one order.
 */
export async function bookParcels(ctx: BookingContext, actor: StaffActor, input: BulkBookInput): Promise<BulkBookingAnswer> {
  const numbers = [...new Set(input.order_numbers.map((n) => n.trim().toUpperCase()))];
  const settings = await readParcelSettings(ctx.db);
  const orders = await bookingOrders(ctx.db, numbers);
  const live = await liveParcelRows(ctx.db, [...orders.values()].map((o) => o.id));
  const on = couriersOn(ctx.couriers);
  const proposals = new Map<string, BookableCourier | null>();
  const results = new Map<string, BookingOutcome>();
  const steadfast: Prepared[] = [];
  const others: Prepared[] = [];
  for (const number of numbers) {
    const order = orders.get(number);
    if (order) {
      const cleared = await clearTheWay(ctx, actor, order, live.get(order.id));
      if (cleared) {
        results.set(number, cleared);
        continue;
      }
    }
    let courier: BookableCourier | null = input.courier === 'auto' ? null : input.courier;
    if (!courier && order) {
      const key = (order.district ?? '').toLowerCase();
      if (!proposals.has(key)) proposals.set(key, proposeCourier(await courierRecords(ctx.db, order.district), on));
      courier = proposals.get(key) ?? null;
    }
    if (!courier) {
      results.set(number, problem(number, order ? 'courier_off' : 'not_found'));
      continue;
    }
    const step = await prepare(ctx, order, number, courier, { weight_grams: input.weight_grams, steadfast_delivery: input.steadfast_delivery }, settings);
    if ('outcome' in step) results.set(number, step.outcome);
    else (courier === 'steadfast' ? steadfast : others).push(step.prepared);
  }
  if (steadfast.length === 1) results.set(steadfast[0]!.order.orderNumber, await sendOne(ctx, actor, steadfast[0]!));
  else if (steadfast.length > 1) for (const outcome of await sendSteadfastBulk(ctx, actor, steadfast)) results.set(outcome.order_number, outcome);
  for (const p of others) results.set(p.order.orderNumber, await sendOne(ctx, actor, p));
  return { results: numbers.map((n) => results.get(n) ?? problem(n, 'not_found')) };
}

async function sendSteadfastBulk(ctx: BookingContext, actor: StaffActor, prepared: Prepared[]): Promise<BookingOutcome[]> {
  const outcomes: BookingOutcome[] = [];
  const rows: { p: Prepared; row: Awaited<ReturnType<typeof writeBookingRow>> }[] = [];
  for (const p of prepared) {
    try {
      rows.push({ p, row: await writeBookingRow(ctx, p) });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      outcomes.push(problem(p.order.orderNumber, 'has_parcel'));
    }
  }
  if (!rows.length) return outcomes;
  let answers;
  try {
    answers = await ctx.couriers.steadfast!.bulkCreate(rows.map(({ p, row }) => steadfastParcel(p, row.invoice)));
  } catch (error) {
    for (const { p, row } of rows) outcomes.push(await settleFailure(ctx, actor, row.id, p.order.orderNumber, 'steadfast', error));
    return outcomes;
  }
  for (const [index, { p, row }] of rows.entries()) {
    const answer = answers[index];
    if (answer?.booked) {
      outcomes.push(await settleBooked(ctx, actor, row.id, { orderNumber: p.order.orderNumber, courier: 'steadfast', phone: p.order.recipientPhone, invoice: row.invoice }, { consignmentId: answer.booked.consignmentId, trackingCode: answer.booked.trackingCode, courierStatus: answer.booked.status }));
    } else {
      outcomes.push(await settleFailure(ctx, actor, row.id, p.order.orderNumber, 'steadfast', answer?.refused ?? new CourierRefusal('Steadfast', 'invalid', 'not in the answer')));
    }
  }
  return outcomes;
}

// ---- Before booking: the plan and the quote ----------------------------------------------------------------------

/**
 * What the 'Send with …' form starts from: the couriers on (the proposed first), the shop's record per courier in
 * the order's district, the amount to collect, the defaults, the courier's place found from the address with its
 * lists, and the charge where the courier's API quotes one. A courier that cannot be asked leaves the charge null.
 */
export async function parcelPlan(ctx: BookingContext, orderNumber: string, query: ParcelPlanQuery): Promise<ParcelPlan> {
  const order = await bookingOrder(ctx.db, orderNumber.trim().toUpperCase());
  const settings = await readParcelSettings(ctx.db);
  const on = couriersOn(ctx.couriers);
  const records = await courierRecords(ctx.db, order.district);
  const proposed = proposeCourier(records, on);
  const courier = query.courier ?? proposed;
  if (query.courier && !on.includes(query.courier)) throw new AppError(409, 'conflict', `${COURIER_NAMES[query.courier]} is not set up in this shop.`);
  const weightGrams = query.weight_grams ?? settings.default_weight_grams;
  const plan: ParcelPlan = {
    couriers: proposed ? [proposed, ...on.filter((c) => c !== proposed)] : on,
    proposed, records, district: order.district, cod_amount: toTaka(order.codPoisha), weight_grams: weightGrams,
    steadfast_delivery: settings.steadfast_delivery, location: null, charge: null,
  };
  const where = { district: order.district, address: order.recipientAddress };
  try {
    if (courier === 'pathao' && ctx.couriers.pathao) {
      const pathao = ctx.couriers.pathao;
      const place = await findPathaoPlace(ctx.db, pathao, where, { cityId: query.city_id, zoneId: query.zone_id, areaId: query.area_id });
      plan.location = { courier, city_id: place.cityId, zone_id: place.zoneId, area_id: place.areaId, cities: place.cities, zones: place.zones, areas: place.areas };
      if (place.cityId && place.zoneId) plan.charge = toTaka((await pathao.price({ storeId: pathao.storeId, cityId: place.cityId, zoneId: place.zoneId, weightGrams })).finalPoisha);
    } else if (courier === 'redx' && ctx.couriers.redx) {
      const redx = ctx.couriers.redx;
      const place = await findRedxPlace(ctx.db, redx, where, { areaId: query.area_id });
      plan.location = { courier, city_id: null, zone_id: null, area_id: place.areaId, cities: [], zones: [], areas: place.areas };
      const pickupArea = (await redx.pickupStores()).find((s) => s.areaId !== null)?.areaId;
      if (place.areaId && pickupArea) {
        const charge = await redx.charge({ deliveryAreaId: place.areaId, pickupAreaId: pickupArea, collectPoisha: order.codPoisha, weightGrams });
        plan.charge = toTaka(charge.deliveryPoisha + charge.codPoisha);
      }
    }
  } catch (error) {
    // The form still opens: staff pick the place by hand and book without a quote.
    if (!(error instanceof OutsideServiceError) && !(error instanceof CourierRefusal)) throw error;
  }
  return plan;
}

/** The order's parcel as staff see it. */
export async function orderParcel(db: Database, orderNumber: string) {
  const order = await bookingOrder(db, orderNumber.trim().toUpperCase());
  const row = await parcelRowOf(db, order.id);
  return { parcel: row ? parcelAnswer(row) : null };
}
