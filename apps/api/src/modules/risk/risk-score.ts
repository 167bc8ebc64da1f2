import type { RiskLevel, RiskReason } from '@shop/shared';

/**
 * The cash-on-delivery risk of an order from the shop's own record (docs/decisions/075): pure, so every rule is a
 * unit test. Each signal adds (or takes off) points; the level is read from the sum. A blocked phone is high
 * whatever else is true.
 */
export interface RiskHistory {
  blockedPhone: boolean;
  /** Parcels to this phone that came back (refused or returned), and its orders cancelled after they had shipped. */
  refusedParcels: number;
  /** Orders to this phone that were delivered. */
  deliveredParcels: number;
  /** Parcels to the same address under another phone that came back. */
  addressRefusals: number;
  /** The account's or phone's orders cancelled in the last CANCELLED_DAYS days. */
  cancelledOrders: number;
  /** Whole days since the account was made. */
  accountAgeDays: number;
  /** The account's or phone's orders placed in the last RECENT_HOURS hours, before this one. */
  recentOrders: number;
  /** This order's total, poisha. */
  amount: number;
  /** The shop's usual order (the mean of its delivered orders), poisha; null while it has too few to say. */
  usualAmount: number | null;
  /** The phone is verified on the shopper's own account (signed in by it). */
  phoneVerified: boolean;
}

export const RISK_RULES = {
  refusedEach: 35,
  refusedMax: 70,
  addressEach: 20,
  addressMax: 40,
  /** Cancellations count from the second on. */
  cancelledFrom: 2,
  cancelledEach: 10,
  cancelledMax: 30,
  newAccountDays: 1,
  newAccount: 15,
  manyOrdersFrom: 3,
  manyOrders: 20,
  /** An order this many times the usual one or more is unusual. */
  unusualTimes: 3,
  unusualAmount: 20,
  deliveredEach: -10,
  deliveredMax: -30,
  phoneVerified: -15,
  blocked: 100,
  medium: 25,
  high: 50,
} as const;

export const CANCELLED_DAYS = 90;
export const RECENT_HOURS = 24;

export interface RiskAssessment {
  level: RiskLevel;
  score: number;
  reasons: RiskReason[];
}

export function scoreRisk(h: RiskHistory): RiskAssessment {
  const r = RISK_RULES;
  const reasons: RiskReason[] = [];
  let score = 0;
  const add = (points: number, reason: RiskReason) => {
    score += points;
    reasons.push(reason);
  };
  if (h.blockedPhone) add(r.blocked, { signal: 'blocked_phone' });
  if (h.refusedParcels > 0) add(Math.min(r.refusedMax, r.refusedEach * h.refusedParcels), { signal: 'refused_parcels', count: h.refusedParcels });
  if (h.addressRefusals > 0) add(Math.min(r.addressMax, r.addressEach * h.addressRefusals), { signal: 'address_refusals', count: h.addressRefusals });
  if (h.cancelledOrders >= r.cancelledFrom) {
    add(Math.min(r.cancelledMax, r.cancelledEach * (h.cancelledOrders - r.cancelledFrom + 1)), { signal: 'cancelled_orders', count: h.cancelledOrders });
  }
  if (h.accountAgeDays < r.newAccountDays) add(r.newAccount, { signal: 'new_account', count: h.accountAgeDays });
  if (h.recentOrders >= r.manyOrdersFrom) add(r.manyOrders, { signal: 'many_orders', count: h.recentOrders });
  if (h.usualAmount !== null && h.usualAmount > 0 && h.amount >= r.unusualTimes * h.usualAmount) {
    add(r.unusualAmount, { signal: 'unusual_amount', amount: h.amount });
  }
  if (h.deliveredParcels > 0) add(Math.max(r.deliveredMax, r.deliveredEach * h.deliveredParcels), { signal: 'delivered_parcels', count: h.deliveredParcels });
  if (h.phoneVerified) add(r.phoneVerified, { signal: 'phone_verified' });
  const level: RiskLevel = h.blockedPhone || score >= r.high ? 'high' : score >= r.medium ? 'medium' : 'low';
  return { level, score, reasons };
}
