import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CustomerDetailSchema, CustomerListSchema, type CustomerDetail } from '@shop/shared';
import { adminApi } from './client';

/** Customers (docs/product/back-office-customers-promo-pickup.md): the search, one record, block and unblock. */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (q: string, page: number) => ['admin', 'customers', 'list', q, page] as const,
  detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
};

export const customerListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(q, page),
    queryFn: ({ signal }) => adminApi.get('/customers', CustomerListSchema, { query: { q: q || undefined, page }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCustomers = (q: string, page: number) => useQuery(customerListQuery(q, page));

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => adminApi.get(`/customers/${encodeURIComponent(id)}`, CustomerDetailSchema, { signal }),
    staleTime: 0,
  });

export const useCustomer = (id: string) => useQuery(customerQuery(id));

function useCustomerChanged() {
  const client = useQueryClient();
  return (detail: CustomerDetail) => {
    client.setQueryData(customerKeys.detail(detail.customer.id), detail);
    void client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
  };
}

/** POST /api/v1/admin/customers/{id}/block: staff's reason, never shown to the shopper. */
export function useBlockCustomer() {
  const changed = useCustomerChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      adminApi.post(`/customers/${encodeURIComponent(id)}/block`, { reason }, CustomerDetailSchema),
    onSuccess: changed,
  });
}

/** POST /api/v1/admin/customers/{id}/unblock. */
export function useUnblockCustomer() {
  const changed = useCustomerChanged();
  return useMutation({
    mutationFn: (id: string) => adminApi.post(`/customers/${encodeURIComponent(id)}/unblock`, undefined, CustomerDetailSchema),
    onSuccess: changed,
  });
}
