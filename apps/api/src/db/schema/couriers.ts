import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/*
 * Issue 25 (migration 0020): parcels booked with Steadfast, Pathao and RedX and followed by their updates, the
 * couriers' location lists, the cash they pay out, sign-in codes sent by SMS, and the cash-on-delivery risk of an
 * order. The courier states are docs/decisions/074; the risk rules docs/decisions/075.
 */

export const COURIERS = ['steadfast', 'pathao', 'redx'] as const;
const courierKnown = (column: unknown) => sql`${column} in ('steadfast', 'pathao', 'redx')`;

/**
 * One parcel booked with a courier for an order. An order has at most one live parcel (booking or booked, not
 * refused or cancelled); a refused booking stays as a row with the courier's words, so nothing is half-booked and staff
 * see why. `invoice` is ours (the order number, with a suffix on a re-booking) and the courier takes it once, which is
 * what keeps a booking whose answer was lost from making two parcels.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    /** Ours, sent as Steadfast's invoice and Pathao's and RedX's merchant order id; unique per courier. */
    invoice: text('invoice').notNull(),
    /**
     * booking (asked, answer not yet known) → booked | refused; booked → picked_up → in_transit → out_for_delivery
     * → delivered | partly_delivered | returned; any live state → cancelled. See docs/decisions/074.
     */
    state: text('state').notNull().default('booking'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** Poisha: the order's total less what was paid online, when booked. */
    codAmount: bigint('cod_amount', { mode: 'number' }).notNull(),
    /** Poisha the courier reports it collected (delivered, partly delivered). */
    collectedAmount: bigint('collected_amount', { mode: 'number' }),
    /** Poisha the courier charges for the parcel: its quote before booking, then what it reports. */
    charge: bigint('charge', { mode: 'number' }),
    weightGrams: integer('weight_grams').notNull(),
    /** Steadfast: 'home' or 'hub'; Pathao: 'normal' or 'on-demand'; RedX: null. */
    deliveryType: text('delivery_type'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    note: text('note'),
    itemDescription: text('item_description'),
    /** The courier's own location ids chosen (Pathao: city, zone, area; RedX: area), with their names. */
    location: jsonb('location').$type<{ cityId?: number; zoneId?: number; areaId?: number; names?: string[] }>(),
    /** Why the courier refused, in its words, and the kind read from them (bad-phone, area-not-served, ...). */
    refusal: text('refusal'),
    refusalKind: text('refusal_kind'),
    /** The courier's last status word, as it said it. */
    courierStatus: text('courier_status'),
    /** Why a parcel came back or was partly delivered, in the courier's words. */
    returnReason: text('return_reason'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** When the courier last told the shop anything (webhook or poll), and when the poller should ask next. */
    lastNewsAt: timestamp('last_news_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
    polls: integer('polls').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The courier payout this parcel's cash arrived in, once reconciled. */
    payoutId: uuid('payout_id').references(() => courierPayouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt.desc()),
    uniqueIndex('shipments_courier_invoice_key').on(t.courier, t.invoice),
    uniqueIndex('shipments_courier_consignment_key').on(t.courier, t.consignmentId),
    uniqueIndex('shipments_one_live').on(t.orderId).where(sql`${t.state} not in ('refused', 'cancelled')`),
    // The poller's sweep of parcels still on the way.
    index('shipments_poll_idx').on(t.nextPollAt).where(sql`${t.state} in ('booking', 'booked', 'picked_up', 'in_transit', 'out_for_delivery')`),
    index('shipments_tracking_idx').on(t.trackingCode),
    check('shipments_courier_known', courierKnown(t.courier)),
    check(
      'shipments_state_known',
      sql`${t.state} in ('booking', 'booked', 'refused', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'partly_delivered', 'returned', 'cancelled')`,
    ),
    check('shipments_amounts_not_negative', sql`${t.codAmount} >= 0 and (${t.collectedAmount} is null or ${t.collectedAmount} >= 0) and (${t.charge} is null or ${t.charge} >= 0)`),
    check('shipments_weight_positive', sql`${t.weightGrams} > 0`),
  ],
);

/**
 * Everything a courier said about a parcel (webhook or poll), once: `event_key` is the courier's own id of the update
 * where it gives one, else a digest of (consignment, status, time), so a repeated webhook changes nothing.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    eventKey: text('event_key').notNull(),
    /** 'webhook' or 'poll'. */
    source: text('source').notNull(),
    courierStatus: text('courier_status').notNull(),
    /** The shipment state the courier's word maps to; null when it moves nothing. */
    state: text('state'),
    message: text('message'),
    collectedAmount: bigint('collected_amount', { mode: 'number' }),
    charge: bigint('charge', { mode: 'number' }),
    /** The courier's own time of the update, when it gives one. */
    happenedAt: timestamp('happened_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_key').on(t.courier, t.eventKey),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.receivedAt),
    check('shipment_events_source_known', sql`${t.source} in ('webhook', 'poll')`),
  ],
);

/**
 * The couriers' own location lists, fetched and kept (Pathao: cities, zones of a city, areas of a zone; RedX: areas
 * with their district and post code). `parent_id` is the city of a zone or the zone of an area.
 */
export const courierLocations = pgTable(
  'courier_locations',
  {
    courier: text('courier').notNull(),
    /** 'city', 'zone' or 'area'. */
    kind: text('kind').notNull(),
    outsideId: integer('outside_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    district: text('district'),
    postCode: text('post_code'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.kind, t.outsideId] }),
    index('courier_locations_parent_idx').on(t.courier, t.kind, t.parentId),
    check('courier_locations_courier_known', courierKnown(t.courier)),
    check('courier_locations_kind_known', sql`${t.kind} in ('city', 'zone', 'area')`),
  ],
);

/**
 * Money a courier paid out to the shop (Steadfast's balance read, Pathao's or RedX's payment report, a CSV the
 * courier sent, or typed by staff). Parcels whose cash it carried point at it (`shipments.payout_id`).
 */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: text('courier').notNull(),
    /** The courier's own reference of the payment (its invoice or payment id); unique per courier. */
    reference: text('reference').notNull(),
    /** Poisha paid to the shop. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull(),
    /** 'report' (the courier's API), 'csv' (uploaded), 'hand' (typed by staff). */
    source: text('source').notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_payouts_reference_key').on(t.courier, t.reference),
    check('courier_payouts_courier_known', courierKnown(t.courier)),
    check('courier_payouts_source_known', sql`${t.source} in ('report', 'csv', 'hand')`),
    check('courier_payouts_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * The shop's one row of delivery and cash-on-delivery settings (issue 25): the parcel's default weight, the courier
 * the shop picks when staff let it, and what high risk means for a shopper (docs/decisions/075).
 */
export const shopDeliverySettings = pgTable(
  'shop_delivery_settings',
  {
    id: smallint('id').primaryKey().default(1),
    defaultWeightGrams: integer('default_weight_grams').notNull().default(500),
    /** 'home' or 'hub' for Steadfast. */
    steadfastDeliveryType: text('steadfast_delivery_type').notNull().default('home'),
    /** What high risk means: 'none' (staff only see it), 'confirm_code', 'advance_fee', 'no_cod'. */
    highRiskPolicy: text('high_risk_policy').notNull().default('none'),
    /** Minutes a shopper has to confirm a cash order by SMS code before it is cancelled. */
    confirmMinutes: integer('confirm_minutes').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_delivery_settings_one_row', sql`${t.id} = 1`),
    check('shop_delivery_settings_weight_positive', sql`${t.defaultWeightGrams} > 0`),
    check('shop_delivery_settings_steadfast_type_known', sql`${t.steadfastDeliveryType} in ('home', 'hub')`),
    check('shop_delivery_settings_policy_known', sql`${t.highRiskPolicy} in ('none', 'confirm_code', 'advance_fee', 'no_cod')`),
    check('shop_delivery_settings_confirm_minutes', sql`${t.confirmMinutes} between 5 and 1440`),
  ],
);

/**
 * A one-time code sent by SMS: signing in by phone ('sign_in') or confirming a cash order ('order'). Only the code's
 * hash is kept; a code is single-use, short-lived and has a few tries.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 01XXXXXXXXX. */
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The address that asked, for the limits per address. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    index('phone_codes_order_idx').on(t.orderId),
    index('phone_codes_ip_idx').on(t.ip, t.createdAt.desc()),
    check('phone_codes_purpose_known', sql`${t.purpose} in ('sign_in', 'order')`),
    check('phone_codes_order_named', sql`(${t.purpose} = 'order') = (${t.orderId} is not null)`),
  ],
);

/** Phone numbers staff refuse cash on delivery to, with why (issue 25). */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cash-on-delivery risk of an order, assessed when it is placed (docs/decisions/075): its level, its reasons as
 * data (worded by the screens), the policy it met, and whether the shopper confirmed it by SMS code.
 */
export const orderRisks = pgTable(
  'order_risks',
  {
    orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    score: integer('score').notNull(),
    /** [{ signal: 'refused_parcels', count: 2 }, …]: the signals that counted, each with its numbers. */
    reasons: jsonb('reasons').notNull().$type<Array<{ signal: string; count?: number; amount?: number }>>(),
    /** The policy applied when placed: 'none', 'confirm_code', 'advance_fee'. */
    policy: text('policy').notNull().default('none'),
    /** Until when a shopper may confirm by code; null when no code is asked. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_risks_level_idx').on(t.level),
    index('order_risks_waiting_idx').on(t.confirmBy).where(sql`${t.confirmBy} is not null and ${t.confirmedAt} is null`),
    check('order_risks_level_known', sql`${t.level} in ('low', 'medium', 'high')`),
    check('order_risks_policy_known', sql`${t.policy} in ('none', 'confirm_code', 'advance_fee')`),
  ],
);

/** Accounts' verified phone numbers (issue 25): one account per verified number. */
export const userPhones = pgTable(
  'user_phones',
  {
    phone: text('phone').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_phones_user_key').on(t.userId)],
);
