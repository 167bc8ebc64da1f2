import { asc, desc, eq } from 'drizzle-orm';
import type { PromoKind } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, promoCodes, promoRedemptions, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { normaliseCode } from './promo-rules';

export interface NewPromo {
  code: string;
  kind: PromoKind;
  /** Percent, or poisha for fixed codes. */
  value: number;
  minOrder?: number;
  startsAt?: Date;
  expiresAt?: Date;
  maxUses?: number;
  maxUsesPerUser?: number;
}

export async function createPromo(db: Database, promo: NewPromo) {
  const code = normaliseCode(promo.code);
  try {
    const [row] = await db.insert(promoCodes).values({ ...promo, code, minOrder: promo.minOrder ?? 0 }).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict', `Promo code ${code} already exists.`);
    throw error;
  }
}

export function listPromos(db: Database) {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.code));
}

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A code's row for a change, locked so a use being counted at that moment waits (or is counted first). */
export async function lockPromo(tx: Database, code: string): Promise<PromoCodeRow> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, normaliseCode(code))).for('update');
  if (!row) throw notFound(`No promo code ${normaliseCode(code)}.`);
  return row;
}

export async function findPromoByCode(db: Database, code: string): Promise<PromoCodeRow> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, normaliseCode(code)));
  if (!row) throw notFound(`No promo code ${normaliseCode(code)}.`);
  return row;
}

export interface PromoLimits {
  maxUses?: number | null;
  maxUsesPerUser?: number | null;
  minOrder?: number;
  startsAt?: Date | null;
  expiresAt?: Date | null;
}

/**
 * Changes a code's limits and dates (docs/product/back-office-customers-promo-pickup.md): never a limit below
 * the uses so far, never an end before the start. The checkout reads the row again for every order
 * (promo-rules.ts), so a change applies from the next one.
 */
export async function changePromoLimits(tx: Database, row: PromoCodeRow, change: PromoLimits): Promise<PromoCodeRow> {
  const next = { ...row, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) } as PromoCodeRow;
  if (next.maxUses !== null && next.maxUses < row.usedCount) {
    throw new AppError(400, 'validation_error', `max_uses cannot be below the ${row.usedCount} uses so far.`, { max_uses: `At least ${row.usedCount}: the code has been used ${row.usedCount} times.` }, { max_uses: 'invalid' });
  }
  if (next.startsAt && next.expiresAt && next.expiresAt <= next.startsAt) {
    throw new AppError(400, 'validation_error', 'expires_at must be after starts_at.', { expires_at: 'expires_at must be after starts_at.' }, { expires_at: 'invalid' });
  }
  return updatePromo(tx, row.id, change);
}

/** Ends a code now: inactive, so the checkout refuses it as it refuses an expired one. Past orders keep their discount. */
export function endPromo(tx: Database, row: PromoCodeRow): Promise<PromoCodeRow> {
  return updatePromo(tx, row.id, { active: false });
}

async function updatePromo(tx: Database, id: number, set: Partial<PromoCodeRow>): Promise<PromoCodeRow> {
  const [row] = await tx.update(promoCodes).set(set).where(eq(promoCodes.id, id)).returning();
  return row!;
}

/** Who used a code, newest first: the customer, the order, when. */
export function promoRedemptionRows(db: Database, promoCodeId: number) {
  return db
    .select({ customerId: users.id, customerName: users.name, customerEmail: users.email, orderNumber: orders.orderNumber, at: promoRedemptions.createdAt })
    .from(promoRedemptions)
    .innerJoin(users, eq(users.id, promoRedemptions.userId))
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(eq(promoRedemptions.promoCodeId, promoCodeId))
    .orderBy(desc(promoRedemptions.createdAt));
}
