import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminPromoDetailSchema, AdminPromoListSchema, StaffPromoAnswerSchema,
  type AdminPromoDetail, type PromoChange, type StaffPromoInput,
} from '@shop/shared';
import { adminApi } from './client';

/** Promo codes (docs/product/back-office-customers-promo-pickup.md): list, one with its uses, create, change, end early. */
export const promoKeys = {
  all: ['admin', 'promo-codes'] as const,
  list: ['admin', 'promo-codes', 'list'] as const,
  detail: (code: string) => ['admin', 'promo-codes', 'detail', code] as const,
};

export const promoListQuery = queryOptions({
  queryKey: promoKeys.list,
  queryFn: ({ signal }) => adminApi.get('/promo-codes', AdminPromoListSchema, { signal }).then((answer) => answer.promo_codes),
  staleTime: 0,
});

export const usePromoCodes = () => useQuery(promoListQuery);

export const promoQuery = (code: string) =>
  queryOptions({
    queryKey: promoKeys.detail(code),
    queryFn: ({ signal }) => adminApi.get(`/promo-codes/${encodeURIComponent(code)}`, AdminPromoDetailSchema, { signal }),
    staleTime: 0,
  });

export const usePromoCode = (code: string | null) => useQuery({ ...promoQuery(code ?? ''), enabled: code !== null });

function usePromoChanged() {
  const client = useQueryClient();
  return (detail?: AdminPromoDetail) => {
    if (detail) client.setQueryData(promoKeys.detail(detail.promo_code.code), detail);
    void client.invalidateQueries({ queryKey: promoKeys.all });
  };
}

/** POST /api/v1/admin/promo-codes: the staff API's body (taka, ISO times). */
export function useCreatePromo() {
  const changed = usePromoChanged();
  return useMutation({
    mutationFn: (input: StaffPromoInput) => adminApi.post('/promo-codes', input, StaffPromoAnswerSchema),
    onSuccess: () => changed(),
  });
}

/** PATCH /api/v1/admin/promo-codes/{code}: limits and dates; null lifts one. */
export function useChangePromo() {
  const changed = usePromoChanged();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: PromoChange }) =>
      adminApi.patch(`/promo-codes/${encodeURIComponent(code)}`, change, AdminPromoDetailSchema),
    onSuccess: changed,
  });
}

/** POST /api/v1/admin/promo-codes/{code}/end: the checkout refuses it from now on. */
export function useEndPromo() {
  const changed = usePromoChanged();
  return useMutation({
    mutationFn: (code: string) => adminApi.post(`/promo-codes/${encodeURIComponent(code)}/end`, undefined, AdminPromoDetailSchema),
    onSuccess: changed,
  });
}
