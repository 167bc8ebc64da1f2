import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BookingOutcomeSchema, BulkBookingAnswerSchema, ParcelPlanSchema, ParcelSettingsSchema,
  type BookParcelInput, type BulkBookInput, type ParcelPlanQuery, type ParcelSettings,
} from '@shop/shared';
import { adminApi } from './client';
import { orderKeys } from './orders';

/** Parcels booked with the couriers (docs/product/couriers.md): the plan of one, booking one or many, the defaults. The order's parcel comes with the order. */
export const parcelKeys = {
  plan: (orderNumber: string, query: ParcelPlanQuery) => ['admin', 'orders', 'parcel-plan', orderNumber.toUpperCase(), query] as const,
  settings: ['admin', 'parcel-settings'] as const,
};

const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/** The 'Send with …' form's start: couriers, the proposed one, the place found, the charge quoted. */
export const useParcelPlan = (orderNumber: string, query: ParcelPlanQuery, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: parcelKeys.plan(orderNumber, query),
      queryFn: ({ signal }) => adminApi.get(`${orderPath(orderNumber)}/parcel-plan`, ParcelPlanSchema, { query: query as Record<string, string | number | undefined>, signal }),
      staleTime: 30_000,
      enabled,
    }),
  );

/** POST /api/v1/admin/orders/{number}/parcel: every order query is fetched again (the order may have shipped). */
export function useBookParcel(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookParcelInput) => adminApi.post(`${orderPath(orderNumber)}/parcel`, input, BookingOutcomeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /api/v1/admin/parcels/bulk */
export function useBulkBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkBookInput) => adminApi.post('/parcels/bulk', input, BulkBookingAnswerSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useParcelSettings = () =>
  useQuery(queryOptions({ queryKey: parcelKeys.settings, queryFn: ({ signal }) => adminApi.get('/delivery/parcel-settings', ParcelSettingsSchema, { signal }), staleTime: 0 }));

export function useSaveParcelSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ParcelSettings) => adminApi.put('/delivery/parcel-settings', input, ParcelSettingsSchema),
    onSuccess: (answer) => client.setQueryData(parcelKeys.settings, answer),
  });
}
