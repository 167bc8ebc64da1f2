import { asc } from 'drizzle-orm';
import type { PromoKind } from '@shop/shared';
import type { Database } from '../../db/client';
import { promoCodes } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
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
