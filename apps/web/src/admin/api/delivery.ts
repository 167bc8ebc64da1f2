import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeliveryFeesAnswerSchema, type DeliveryFeesInput } from '@shop/shared';
import { adminApi } from './client';

/** The delivery fee table (docs/product/back-office-delivery.md): areas, districts of their own, pickup points, free delivery. */
export const deliveryFeeKeys = { table: ['admin', 'delivery-fees'] as const };

export const deliveryFeesQuery = queryOptions({
  queryKey: deliveryFeeKeys.table,
  queryFn: ({ signal }) => adminApi.get('/delivery-fees', DeliveryFeesAnswerSchema, { signal }).then((answer) => answer.delivery_fees),
  staleTime: 0,
});

export const useDeliveryFees = () => useQuery(deliveryFeesQuery);

/** PUT /api/v1/admin/delivery-fees: the whole table as the form holds it. */
export function useSaveDeliveryFees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryFeesInput) => adminApi.put('/delivery-fees', input, DeliveryFeesAnswerSchema),
    onSuccess: (answer) => client.setQueryData(deliveryFeeKeys.table, answer.delivery_fees),
  });
}
