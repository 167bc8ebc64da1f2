import type { RateGate, RateRule } from '../../lib/rate-gate';
import { inMinutes } from '../../lib/rate-gate';

const HOUR = 3_600_000;

export interface PromoTryLimits {
  promoTriesPerHour: number;
  promoTriesPerAddressPerHour: number;
}

/**
 * Every code tried counts, applied or refused, per account and per client address (docs/decisions/025):
 * counting before the answer means a burst of guesses cannot slip past between a check and a count.
 */
export function promoTries(gate: RateGate, limits: PromoTryLimits) {
  const rule = (name: string, limit: number): RateRule => ({
    name,
    limit,
    windowMs: HOUR,
    message: ({ minutes }) => `You have tried many promo codes. Please try again in ${inMinutes(minutes)}.`,
  });
  const perAccount = rule('promo tries per account', limits.promoTriesPerHour);
  const perAddress = rule('promo tries per address', limits.promoTriesPerAddressPerHour);
  return async (userId: string, ip: string) => {
    await gate.take(`promo:acct:${userId}`, perAccount);
    await gate.take(`promo:addr:${ip}`, perAddress);
  };
}

export type CountPromoTry = ReturnType<typeof promoTries>;
