import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The delivery fee table staff edit (migration 0012, docs/decisions/044): one row, amounts in poisha. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    id: smallint('id').primaryKey().default(1),
    dhakaCity: bigint('dhaka_city', { mode: 'number' }).notNull().default(15000),
    dhakaSurroundings: bigint('dhaka_surroundings', { mode: 'number' }).notNull().default(15000),
    outsideDhaka: bigint('outside_dhaka', { mode: 'number' }).notNull().default(15000),
    pickupPoint: bigint('pickup_point', { mode: 'number' }).notNull().default(15000),
    /** Goods (before any voucher) worth at least this go free; null: no free delivery. */
    freeOver: bigint('free_over', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_fees_one_row', sql`${t.id} = 1`),
    check(
      'delivery_fees_not_negative',
      sql`${t.dhakaCity} >= 0 AND ${t.dhakaSurroundings} >= 0 AND ${t.outsideDhaka} >= 0 AND ${t.pickupPoint} >= 0 AND (${t.freeOver} is null OR ${t.freeOver} > 0)`,
    ),
  ],
);

/** Districts (English names) with a fee of their own, in poisha. */
export const deliveryDistrictFees = pgTable(
  'delivery_district_fees',
  {
    district: text('district').primaryKey(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
  },
  (t) => [check('delivery_district_fees_not_negative', sql`${t.fee} >= 0`)],
);
