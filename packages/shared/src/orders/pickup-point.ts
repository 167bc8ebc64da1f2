import { z } from 'zod';

/** GET /api/v1/pickup-points: the checkout's 'Select Pickup Point' dialog (accounts spec §2, §3). */
export const PickupPointSchema = z.object({
  id: z.number().int(),
  /** The spec's "full name" column. */
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;
export const PickupPointListSchema = z.object({ pickup_points: z.array(PickupPointSchema) });
export type PickupPointList = z.infer<typeof PickupPointListSchema>;
