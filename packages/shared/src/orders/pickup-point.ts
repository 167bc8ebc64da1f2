import { z } from 'zod';

/** GET /api/v1/pickup-points: the checkout's 'Select Pickup Point' dialog (docs/product/checkout.md). */
export const PickupPointSchema = z.object({
  id: z.number().int(),
  /** The pickup point table's 'Full name' column. */
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;
export const PickupPointListSchema = z.object({ pickup_points: z.array(PickupPointSchema) });
export type PickupPointList = z.infer<typeof PickupPointListSchema>;
