import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LowStockListSchema, StockAdjustmentAnswerSchema, StockHistorySchema, type StockAdjustmentInput } from '@shop/shared';
import { adminApi } from './client';
import { dashboardKeys } from './dashboard';
import { productKeys } from './products';

/** Stock (docs/product/back-office-catalogue.md): adjustments with a reason, a product's history, the low-stock list. */
export const stockKeys = {
  all: ['admin', 'stock'] as const,
  history: (productId: number) => ['admin', 'stock', 'history', productId] as const,
  low: (page: number) => ['admin', 'stock', 'low', page] as const,
};

/** Sizes on one page of the low-stock list (the API's most). */
export const LOW_STOCK_PAGE_SIZE = 200;

export const stockHistoryQuery = (productId: number) =>
  queryOptions({
    queryKey: stockKeys.history(productId),
    queryFn: ({ signal }) => adminApi.get(`/products/${productId}/stock-history`, StockHistorySchema, { signal }).then((answer) => answer.adjustments),
    staleTime: 0,
  });

export const useStockHistory = (productId: number) => useQuery(stockHistoryQuery(productId));

export const lowStockQuery = (page: number) =>
  queryOptions({
    queryKey: stockKeys.low(page),
    queryFn: ({ signal }) => adminApi.get('/stock/low', LowStockListSchema, { signal, query: { limit: String(LOW_STOCK_PAGE_SIZE), page: String(page) } }),
    staleTime: 0,
    // The page shown stays while the next is on its way.
    placeholderData: keepPreviousData,
  });

export const useLowStock = (page: number) => useQuery(lowStockQuery(page));

/** POST /api/v1/admin/products/{id}/stock. */
export function useAdjustStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, adjustment }: { productId: number; adjustment: StockAdjustmentInput }) =>
      adminApi.post(`/products/${productId}/stock`, adjustment, StockAdjustmentAnswerSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stockKeys.all });
      void client.invalidateQueries({ queryKey: productKeys.all });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
