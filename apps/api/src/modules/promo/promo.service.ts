import { and, count, eq, gt, sql } from 'drizzle-orm';
import { toTaka, type AppliedPromo, type PromoKind } from '@shop/shared';
import type { Database } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema/index';
import { invalidCode } from './promo-error';
import { checkPromo, normaliseCode, type PromoRow } from './promo-rules';

async function findPromo(db: Database, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, normaliseCode(code)));
  return row;
}

async function usesByUser(db: Database, promoCodeId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/** Checks a code for a shopper and a subtotal (poisha): the promo and its discount, or a PromoError. */
export async function evaluatePromo(db: Database, userId: string, code: string, subtotal: number) {
  const promo = await findPromo(db, code);
  const discount = checkPromo(promo, { subtotal, usesByUser: promo ? await usesByUser(db, promo.id, userId) : 0, now: new Date() });
  return { promo: promo!, discount };
}

/**
 * Inside the order transaction: counts one use. The conditional update is what keeps a code with
 * max_uses from being used once too often when shoppers order at the same moment; the per-shopper
 * count is safe because the caller holds the shopper's cart row lock.
 */
export async function redeemPromo(tx: Database, promoCodeId: number, userId: string, orderId: string): Promise<void> {
  const taken = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), sql`(${promoCodes.maxUses} is null or ${promoCodes.usedCount} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id });
  if (taken.length === 0) throw invalidCode('limit_reached');
  await tx.insert(promoRedemptions).values({ promoCodeId, userId, orderId });
}

/** A cancelled order gives its use back (decision 015). */
export async function releasePromo(tx: Database, orderId: string): Promise<void> {
  const released = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ id: promoRedemptions.promoCodeId });
  for (const { id } of released) {
    await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} - 1` }).where(and(eq(promoCodes.id, id), gt(promoCodes.usedCount, 0)));
  }
}

/** A code as the API answers it (the apply answer, the cart's kept voucher): percent as is, a fixed amount in taka. */
export function appliedPromoOf(promo: { code: string; kind: string; value: number }): AppliedPromo {
  const kind = promo.kind as PromoKind;
  return { code: promo.code, kind, value: kind === 'percent' ? promo.value : toTaka(promo.value) };
}
