import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { singleLine } from '../input/text';
import { PROMO_KINDS } from './discount';

/** The screens show this for every refused code (docs/product/newsletter-and-promo.md). */
export const INVALID_PROMO_MESSAGE = 'Invalid Promo Code';
/**
 * The one detail of every code that cannot be used (unknown, switched off, not started, expired, used up,
 * already used by this shopper, order below its minimum): a guesser learns nothing (docs/decisions/025).
 */
export const INVALID_PROMO_DETAIL =
  'This promo code cannot be used. Check how it is spelled, its dates and its minimum order.';

/** `invalid` covers every reason a code itself cannot be used; the other two say nothing about any code. */
export const PROMO_REFUSALS = ['missing', 'invalid', 'empty_cart'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** POST /api/apply-promo and POST /api/v1/promo/apply (bearer): a code for the caller's cart. */
export const ApplyPromoInputSchema = z
  .object({ promoCode: singleLine('Please enter a promo code.').min(1, 'Please enter a promo code.').max(40, 'Invalid Promo Code') })
  .strict();
export type ApplyPromoInput = z.infer<typeof ApplyPromoInputSchema>;

/** A voucher as the cart keeps it: its code, percent or fixed, and the percent or the taka off. */
export const AppliedPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent for percent codes, taka for fixed ones. */
  value: z.number(),
});
export type AppliedPromo = z.infer<typeof AppliedPromoSchema>;

/** 200 answer: amounts in taka; the code stays on the cart until the order is placed or it is removed. */
export const ApplyPromoAnswerSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent for percent codes, taka for fixed ones. */
  value: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  message: z.string(),
});
export type ApplyPromoAnswer = z.infer<typeof ApplyPromoAnswerSchema>;

/** 400 answer of a refused code. */
export const PromoRefusedSchema = z.object({
  success: z.literal(false),
  message: z.literal(INVALID_PROMO_MESSAGE),
  code: z.literal('invalid_promo' satisfies ErrorCode),
  reason: z.enum(PROMO_REFUSALS),
  detail: z.string(),
});
export type PromoRefused = z.infer<typeof PromoRefusedSchema>;
