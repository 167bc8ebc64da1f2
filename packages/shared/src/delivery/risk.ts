import { z } from 'zod';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from '../account/phone';
import { singleLine } from '../input/text';
import { RiskLevelSchema, RiskReasonSchema } from './couriers';

/**
 * The cash-on-delivery risk of an order as the screens read it (docs/decisions/075, docs/product/cash-on-delivery-risk.md).
 * The level and reasons are for staff only; the shopper sees only what to do (confirm by code, or pay online).
 */

/** What the owner may choose for high risk on this shop. `advance_fee` is in the vocabulary but not offered yet (decision 075). */
export const OFFERED_HIGH_RISK_POLICIES = ['none', 'confirm_code', 'no_cod'] as const;
export const OfferedHighRiskPolicySchema = z.enum(OFFERED_HIGH_RISK_POLICIES);
export type OfferedHighRiskPolicy = z.infer<typeof OfferedHighRiskPolicySchema>;

export const CONFIRM_MINUTES_MIN = 5;
export const CONFIRM_MINUTES_MAX = 1440;

/** An order's risk for staff: the orders list (level) and the order page (reasons, and whether a code is awaited). */
export const OrderRiskSchema = z.object({
  level: RiskLevelSchema,
  score: z.number().int(),
  reasons: z.array(RiskReasonSchema),
  /** What the shop asked of the shopper when placed: 'none' or 'confirm_code'. */
  policy: z.string(),
  /** While a code is awaited: until when. */
  confirm_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  phone_verified: z.boolean(),
});
export type OrderRisk = z.infer<typeof OrderRiskSchema>;

/**
 * A cash order that asked the shopper for an SMS code, as the shopper's order answer carries it: until when, and
 * whether it is done. Null on every other order.
 */
export const CodCheckSchema = z.object({
  confirm_by: z.string(),
  confirmed: z.boolean(),
  /** The last digits of the number the code goes to, to show where to look. */
  phone_end: z.string(),
});
export type CodCheck = z.infer<typeof CodCheckSchema>;

/** POST /orders/{id}/cod-code/confirm */
export const ConfirmOrderCodeInputSchema = z
  .object({ code: singleLine().regex(/^\d{6}$/, 'Type the 6 digits of the code.') })
  .strict();

/** POST /orders/{id}/cod-code (ask again): what happened to the SMS. */
export const OrderCodeSentSchema = z.object({ sent: z.enum(['sent', 'sms-off', 'failed']) });
export type OrderCodeSent = z.infer<typeof OrderCodeSentSchema>;

const phoneField = singleLine()
  .transform((value, ctx) => {
    const phone = normaliseBdPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** POST /admin/blocked-phones */
export const BlockPhoneInputSchema = z
  .object({
    phone: phoneField,
    reason: singleLine().min(3, 'Say why in 3 to 300 characters.').max(300, 'Say why in 3 to 300 characters.'),
  })
  .strict();
export type BlockPhoneInput = z.input<typeof BlockPhoneInputSchema>;

/** The `{phone}` of DELETE /admin/blocked-phones/{phone}. */
export const BlockedPhoneParamsSchema = z.object({ phone: phoneField }).strict();

export const BlockedPhoneSchema = z.object({ phone: z.string(), reason: z.string(), blocked_by: z.string(), created_at: z.string() });
export type BlockedPhone = z.infer<typeof BlockedPhoneSchema>;
export const BlockedPhoneListSchema = z.object({ phones: z.array(BlockedPhoneSchema) });
export type BlockedPhoneList = z.infer<typeof BlockedPhoneListSchema>;

/** GET and PUT /admin/delivery/risk-policy (owner only): what high risk means, and the minutes to confirm by code. */
export const RiskPolicySchema = z.object({
  high_risk_policy: z.enum(['none', 'confirm_code', 'advance_fee', 'no_cod']),
  confirm_minutes: z.number().int(),
});
export type RiskPolicy = z.infer<typeof RiskPolicySchema>;
export const RiskPolicyInputSchema = z
  .object({
    high_risk_policy: OfferedHighRiskPolicySchema,
    confirm_minutes: z
      .number({ error: `Give whole minutes from ${CONFIRM_MINUTES_MIN} to ${CONFIRM_MINUTES_MAX}.` })
      .int(`Give whole minutes from ${CONFIRM_MINUTES_MIN} to ${CONFIRM_MINUTES_MAX}.`)
      .min(CONFIRM_MINUTES_MIN, `Give whole minutes from ${CONFIRM_MINUTES_MIN} to ${CONFIRM_MINUTES_MAX}.`)
      .max(CONFIRM_MINUTES_MAX, `Give whole minutes from ${CONFIRM_MINUTES_MIN} to ${CONFIRM_MINUTES_MAX}.`),
  })
  .strict();
export type RiskPolicyInput = z.infer<typeof RiskPolicyInputSchema>;
