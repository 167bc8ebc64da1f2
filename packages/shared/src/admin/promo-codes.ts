import { z } from 'zod';
import { momentField, StaffPromoSchema, takaField, wholeField } from '../staff/staff';

/**
 * Promo codes in the back office (docs/product/back-office-customers-promo-pickup.md). A code is made with the
 * staff API's body (StaffPromoInputSchema: taka, ISO times) and answered as the staff API answers it.
 */
export const AdminPromoListSchema = z.object({ promo_codes: z.array(StaffPromoSchema) });
export type AdminPromoList = z.infer<typeof AdminPromoListSchema>;

export const PromoRedemptionSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
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
