import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderCountsSchema, AdminOrderDetailSchema, AdminOrderListSchema, ShipmentChangeSchema, StaffOrderStatusChangeSchema,
  type AdminOrderQuery, type OrderStatus, type ShipmentFields,
} from '@shop/shared';
import { adminApi } from './client';

/** Orders in the back office (docs/product/back-office-orders.md): the list, its tabs' counts, one order, moving it. */
export type OrderFilters = Partial<Omit<AdminOrderQuery, 'per_page'>>;

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => ['admin', 'orders', 'list', filters] as const,
  counts: (filters: OrderFilters) => ['admin', 'orders', 'counts', filters] as const,
  detail: (orderNumber: string) => ['admin', 'orders', 'detail', orderNumber.toUpperCase()] as const,
};

export const orderListQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => adminApi.get('/orders', AdminOrderListSchema, { query: filters, signal }),
    staleTime: 0,
    // The next page keeps the table in place until it arrives.
    placeholderData: keepPreviousData,
  });

/** The tabs count every filter but the status and the page. */
export const orderCountsQuery = ({ status: _status, page: _page, ...filters }: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.counts(filters),
    queryFn: ({ signal }) => adminApi.get('/orders/counts', AdminOrderCountsSchema, { query: filters, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: ({ signal }) => adminApi.get(`/orders/${encodeURIComponent(orderNumber)}`, AdminOrderDetailSchema, { signal }),
    staleTime: 0,
  });

export const useOrderList = (filters: OrderFilters) => useQuery(orderListQuery(filters));
export const useOrderCounts = (filters: OrderFilters) => useQuery(orderCountsQuery(filters));
export const useOrder = (orderNumber: string) => useQuery(orderQuery(orderNumber));

/** POST /api/v1/admin/orders/{number}/status; a cancellation carries its reason. Every order query is fetched again. */
export function useMoveOrder(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: { status: OrderStatus; reason?: string } & ShipmentFields) =>
      adminApi.post(`/orders/${encodeURIComponent(orderNumber)}/status`, move, StaffOrderStatusChangeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /api/v1/admin/orders/{number}/shipment: a shipped order's courier or tracking corrected (docs/decisions/045). */
export function useCorrectShipment(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (correction: ShipmentFields & { reason?: string }) =>
      adminApi.post(`/orders/${encodeURIComponent(orderNumber)}/shipment`, correction, ShipmentChangeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
