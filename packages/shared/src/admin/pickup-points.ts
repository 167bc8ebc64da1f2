import { z } from 'zod';
import { singleLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';
import { PhoneSchema } from '../account/profile';
import { PickupPointSchema } from '../orders/pickup-point';

/** Pickup points in the back office (docs/product/back-office-customers-promo-pickup.md). */
export const AdminPickupPointSchema = PickupPointSchema.extend({
  /** False: taken out of use; the checkout neither offers nor takes it, past orders keep it. */
  active: z.boolean(),
  /** Orders placed for collection there. */
  order_count: z.number().int(),
});
export type AdminPickupPoint = z.infer<typeof AdminPickupPointSchema>;
export const AdminPickupPointListSchema = z.object({ pickup_points: z.array(AdminPickupPointSchema) });
export type AdminPickupPointList = z.infer<typeof AdminPickupPointListSchema>;
export const AdminPickupPointAnswerSchema = z.object({ pickup_point: AdminPickupPointSchema });
export type AdminPickupPointAnswer = z.infer<typeof AdminPickupPointAnswerSchema>;

const text = (label: string, max: number) =>
  singleLine(`${label} is required.`).min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** POST /admin/pickup-points. */
export const PickupPointInputSchema = z
  .object({ name: text('Name', 100), address: text('Address', 300), city: text('City', 60), phone: PhoneSchema })
  .strict();
export type PickupPointInput = z.infer<typeof PickupPointInputSchema>;

/** PATCH /admin/pickup-points/{id}: any of the fields, and `active` to take it out of use or back. */
export const PickupPointChangeSchema = PickupPointInputSchema.partial()
  .extend({ active: z.boolean({ error: 'active must be true or false.' }).optional() })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type PickupPointChange = z.infer<typeof PickupPointChangeSchema>;

export const PickupPointParamsSchema = z.object({ id: wholeNumberText('Not a pickup point id.') }).strict();
