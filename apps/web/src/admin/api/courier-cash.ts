import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AwaitingCashListSchema, CourierCashAnswerSchema, PayoutImportAnswerSchema, type BookableCourier, type CourierPayoutQuery } from '@shop/shared';
import { adminApi } from './client';

/** The cash couriers pay out (docs/product/couriers.md): the numbers per courier, the parcels waiting, a CSV upload. */
export const COURIER_CASH_PAGE_SIZE = 20;
export const courierCashKeys = { all: ['admin', 'courier-cash'] as const };

type Filters = Partial<Omit<CourierPayoutQuery, 'limit'>>;

export const useCourierCash = () =>
  useQuery({ queryKey: [...courierCashKeys.all, 'summary'], queryFn: ({ signal }) => adminApi.get('/courier-cash', CourierCashAnswerSchema, { signal }), staleTime: 0 });

export const awaitingCashQuery = (filters: Filters) =>
  queryOptions({
    queryKey: [...courierCashKeys.all, 'awaiting', filters],
    queryFn: ({ signal }) => adminApi.get('/courier-cash/awaiting', AwaitingCashListSchema, { query: { ...filters, limit: COURIER_CASH_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
export const useAwaitingCash = (filters: Filters) => useQuery(awaitingCashQuery(filters));

/** POST /courier-payouts/import?courier=…: the courier's CSV, all or nothing. */
export function useImportPayouts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, file }: { courier: BookableCourier; file: Blob }) =>
      adminApi.upload('POST', '/courier-payouts/import', new Blob([file], { type: 'text/csv' }), PayoutImportAnswerSchema, { query: { courier } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: courierCashKeys.all }),
  });
}
