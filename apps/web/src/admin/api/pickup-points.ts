import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPickupPointAnswerSchema, AdminPickupPointListSchema, type PickupPointChange, type PickupPointInput } from '@shop/shared';
import { adminApi } from './client';

/** Pickup points (docs/product/back-office-customers-promo-pickup.md): every one, in use or not; add, edit, out of use and back. */
export const pickupPointKeys = { list: ['admin', 'pickup-points', 'list'] as const };

export const pickupPointListQuery = queryOptions({
  queryKey: pickupPointKeys.list,
  queryFn: ({ signal }) => adminApi.get('/pickup-points', AdminPickupPointListSchema, { signal }).then((answer) => answer.pickup_points),
  staleTime: 0,
});

export const usePickupPoints = () => useQuery(pickupPointListQuery);

function usePickupPointsChanged() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: pickupPointKeys.list });
}

/** POST /api/v1/admin/pickup-points. */
export function useAddPickupPoint() {
  const changed = usePickupPointsChanged();
  return useMutation({
    mutationFn: (input: PickupPointInput) => adminApi.post('/pickup-points', input, AdminPickupPointAnswerSchema),
    onSuccess: changed,
  });
}

/** PATCH /api/v1/admin/pickup-points/{id}: fields, or `active` to take it out of use and back. */
export function useChangePickupPoint() {
  const changed = usePickupPointsChanged();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PickupPointChange }) =>
      adminApi.patch(`/pickup-points/${id}`, change, AdminPickupPointAnswerSchema),
    onSuccess: changed,
  });
}
