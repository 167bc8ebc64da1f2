import { promoDiscount, type PromoKind } from '@shop/shared';
import { invalidCode } from './promo-error';

export interface PromoRow {
  id: number;
  code: string;
  kind: string;
  value: number;
  minOrder: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  usedCount: number;
  active: boolean;
}

export interface PromoCheck {
  /** Goods subtotal in poisha the code would apply to. */
  subtotal: number;
  /** How many orders of this shopper already used the code. */
  usesByUser: number;
  now: Date;
}

/**
 * The one set of promo rules, for applying a code to the cart and again inside the order transaction.
 * Returns the discount in poisha or throws a PromoError (one answer for every reason).
 */
export function checkPromo(promo: PromoRow | undefined, check: PromoCheck): number {
  if (!promo) throw invalidCode('unknown');
  if (!promo.active) throw invalidCode('inactive');
  if (promo.startsAt && promo.startsAt > check.now) throw invalidCode('not_started');
  if (promo.expiresAt && promo.expiresAt <= check.now) throw invalidCode('expired');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw invalidCode('limit_reached');
  if (promo.maxUsesPerUser !== null && check.usesByUser >= promo.maxUsesPerUser) throw invalidCode('already_used');
  // The minimum too: naming it would tell a guesser that the code exists (docs/decisions/025).
  if (check.subtotal < promo.minOrder) throw invalidCode('min_order');
  return promoDiscount(promo.kind as PromoKind, promo.value, check.subtotal);
}

/** Codes are kept upper case; shoppers may type them in any case, with stray spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
