import { useQuery } from '@tanstack/react-query';
import { LabelAnswerSchema } from '@shop/shared';
import { adminApi } from './client';

/** GET /api/v1/admin/labels?orders=…: the labels of the booked parcels of these orders (docs/decisions/078). */
export function useParcelLabels(orderNumbers: string[]) {
  const orders = orderNumbers.join(',');
  return useQuery({
    queryKey: ['admin', 'labels', orders],
    queryFn: ({ signal }) => adminApi.get(`/labels?orders=${encodeURIComponent(orders)}`, LabelAnswerSchema, { signal }),
    enabled: orderNumbers.length > 0,
    staleTime: 0,
  });
}
