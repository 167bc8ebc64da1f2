import { z } from 'zod';
import { momentField, takaField, wholeField } from '../input/fields';
import { PROMO_KINDS } from '../promo/discount';

export const StaffPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent, or taka for fixed codes. */
  value: z.number(),
  min_order: z.number(),
  used_count: z.number().int(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
});
export type StaffPromo = z.infer<typeof StaffPromoSchema>;
export const StaffPromoAnswerSchema = z.object({ promo_code: StaffPromoSchema });

/**
 * Promo codes in the back office (docs/product/back-office-customers-promo-pickup.md). A code is made with the
 * staff API's body (StaffPromoInputSchema: taka, ISO times) and answered as the staff API answers it.
 */
export const AdminPromoListSchema = z.object({ promo_codes: z.array(StaffPromoSchema) });
export type AdminPromoList = z.infer<typeof AdminPromoListSchema>;
/** GET /staff/promo-codes answers the same list. */
export const StaffPromoListSchema = AdminPromoListSchema;
export type StaffPromoList = AdminPromoList;

export const PromoRedemptionSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  order_number: z.string(),
  at: z.string(),
});
export type PromoRedemption = z.infer<typeof PromoRedemptionSchema>;

/** GET /admin/promo-codes/{code}, and the answer of every change. */
export const AdminPromoDetailSchema = z.object({ promo_code: StaffPromoSchema, redemptions: z.array(PromoRedemptionSchema) });
export type AdminPromoDetail = z.infer<typeof AdminPromoDetailSchema>;

export const PromoParamsSchema = z
  .object({ code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/, 'Not a promo code.').transform((code) => code.toUpperCase()) })
  .strict();

/**
 * PATCH /admin/promo-codes/{code}: limits and dates; null lifts a limit or a date. The kind and value stay
 * as made (orders already carry their discount).
 */
export const PromoChangeSchema = z
  .object({
    max_uses: wholeField('max_uses', 1, 10_000_000).nullable().optional(),
    max_uses_per_user: wholeField('max_uses_per_user', 1, 1000).nullable().optional(),
    min_order: takaField('min_order', 'zero').optional(),
    starts_at: momentField('starts_at').nullable().optional(),
    expires_at: momentField('expires_at').nullable().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type PromoChange = z.infer<typeof PromoChangeSchema>;

// The staff key's API, `/api/v1/staff/...` (decision 016): what `npm run staff` does over HTTP for the staff tool
// talking to a running shop. Authorization: `Staff <key>`. The same workflows answer it and the back office.

/** POST /staff/promo-codes: exactly one of percent or fixed (taka). */
export const StaffPromoInputSchema = z
  .object({
    code: z.string({ error: 'A promo code is 3 to 40 letters, digits, - or _.' }).regex(/^[A-Za-z0-9_-]{3,40}$/, 'A promo code is 3 to 40 letters, digits, - or _.'),
    percent: wholeField('percent', 1, 100).optional(),
    fixed: takaField('fixed', 'positive').optional(),
    min_order: takaField('min_order', 'zero').optional(),
    starts_at: momentField('starts_at').optional(),
    expires_at: momentField('expires_at').optional(),
    max_uses: wholeField('max_uses', 1, 10_000_000).optional(),
    max_uses_per_user: wholeField('max_uses_per_user', 1, 1000).optional(),
  })
  .strict()
  .refine((p) => (p.percent === undefined) !== (p.fixed === undefined), { message: 'Give exactly one of percent or fixed.', path: ['percent'] })
  .refine((p) => !p.starts_at || !p.expires_at || Date.parse(p.expires_at) > Date.parse(p.starts_at), { message: 'expires_at must be after starts_at.', path: ['expires_at'] });
export type StaffPromoInput = z.infer<typeof StaffPromoInputSchema>;
