import { formatTaka } from './format';
import { promoDiscount, type PromoKind } from '@shop/shared';
import { PromoError } from './promo-error';

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
 * Returns the discount in poisha or throws a PromoError saying why not.
 */
export function checkPromo(promo: PromoRow | undefined, check: PromoCheck): number {
  if (!promo) throw new PromoError('unknown', 'This promo code does not exist.');
  if (!promo.active) throw new PromoError('inactive', 'This promo code is no longer active.');
  if (promo.startsAt && promo.startsAt > check.now) throw new PromoError('not_started', 'This promo code is not active yet.');
  if (promo.expiresAt && promo.expiresAt <= check.now) throw new PromoError('expired', 'This promo code has expired.');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) throw new PromoError('limit_reached', 'This promo code has been fully used.');
  if (promo.maxUsesPerUser !== null && check.usesByUser >= promo.maxUsesPerUser) {
    throw new PromoError('already_used', promo.maxUsesPerUser === 1 ? 'You have already used this promo code.' : `You have already used this promo code ${promo.maxUsesPerUser} times.`);
  }
  if (check.subtotal < promo.minOrder) {
    throw new PromoError('min_order', `This code needs an order of at least ${formatTaka(promo.minOrder)}; add ${formatTaka(promo.minOrder - check.subtotal)} more.`);
  }
  return promoDiscount(promo.kind as PromoKind, promo.value, check.subtotal);
}

/** Codes are kept upper case; shoppers may type them in any case, with stray spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
