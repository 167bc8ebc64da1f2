import { queryOptions, useQuery } from '@tanstack/react-query';
import { PickupPointListSchema, type PickupPoint } from '@shop/shared';
import { api } from '../lib/api-client';

/** GET /api/v1/pickup-points: public shop addresses, the rows of the 'Select Pickup Point' dialog. */
async function getPickupPoints(signal?: AbortSignal): Promise<PickupPoint[]> {
  return PickupPointListSchema.parse(await api.get<unknown>('/pickup-points', { signal })).pickup_points;
}

const pickupPointsQuery = () =>
  queryOptions({ queryKey: ['pickup-points'], queryFn: ({ signal }) => getPickupPoints(signal), staleTime: 5 * 60_000 });

export const usePickupPoints = () => useQuery(pickupPointsQuery());
