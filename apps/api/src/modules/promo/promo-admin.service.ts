import { asc, desc, eq } from 'drizzle-orm';
import { toPoisha, toTaka, type AdminPromoDetail, type PromoKind, type StaffPromo, type StaffPromoInput, type StaffPromoList } from '@shop/shared';
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

// Staff's answers: the staff key's API, the command line and the back office answer a code alike.

export async function staffPromos(db: Database): Promise<StaffPromoList> {
  return { promo_codes: (await listPromos(db)).map(promoAnswer) };
}

/** One code with who used it, for the back office. */
export async function staffPromo(db: Database, code: string): Promise<AdminPromoDetail> {
  return promoDetail(db, await findPromoByCode(db, code));
}

export async function promoDetail(db: Database, row: PromoCodeRow): Promise<AdminPromoDetail> {
  const redemptions = await promoRedemptionRows(db, row.id);
  return {
    promo_code: promoAnswer(row),
    redemptions: redemptions.map((r) => ({
      customer_id: r.customerId, customer_name: r.customerName, customer_email: r.customerEmail, order_number: r.orderNumber, at: r.at.toISOString(),
    })),
  };
}

/** The HTTP body (taka, ISO times) as the promo service takes it (poisha, dates). */
export function promoFromInput(input: StaffPromoInput): NewPromo {
  const promo: NewPromo = input.percent !== undefined
    ? { code: input.code, kind: 'percent', value: input.percent }
    : { code: input.code, kind: 'fixed', value: toPoisha(input.fixed ?? 0) };
  if (input.min_order !== undefined) promo.minOrder = toPoisha(input.min_order);
  if (input.starts_at) promo.startsAt = new Date(input.starts_at);
  if (input.expires_at) promo.expiresAt = new Date(input.expires_at);
  if (input.max_uses !== undefined) promo.maxUses = input.max_uses;
  if (input.max_uses_per_user !== undefined) promo.maxUsesPerUser = input.max_uses_per_user;
  return promo;
}

/** The reverse, for the staff tool sending a parsed command line. */
export function promoToInput(promo: NewPromo): StaffPromoInput {
  return {
    code: promo.code,
    ...(promo.kind === 'percent' ? { percent: promo.value } : { fixed: toTaka(promo.value) }),
    ...(promo.minOrder !== undefined ? { min_order: toTaka(promo.minOrder) } : {}),
    ...(promo.startsAt ? { starts_at: promo.startsAt.toISOString() } : {}),
    ...(promo.expiresAt ? { expires_at: promo.expiresAt.toISOString() } : {}),
    ...(promo.maxUses !== undefined ? { max_uses: promo.maxUses } : {}),
    ...(promo.maxUsesPerUser !== undefined ? { max_uses_per_user: promo.maxUsesPerUser } : {}),
  };
}

export function promoAnswer(p: PromoCodeRow): StaffPromo {
  return {
    code: p.code,
    kind: p.kind as StaffPromo['kind'],
    value: p.kind === 'percent' ? p.value : toTaka(p.value),
    min_order: toTaka(p.minOrder),
    used_count: p.usedCount,
    max_uses: p.maxUses,
    max_uses_per_user: p.maxUsesPerUser,
    starts_at: p.startsAt?.toISOString() ?? null,
    expires_at: p.expiresAt?.toISOString() ?? null,
    active: p.active,
  };
}
