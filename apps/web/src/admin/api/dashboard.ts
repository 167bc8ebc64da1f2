import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSchema } from '@shop/shared';
import { adminApi } from './client';

/** The dashboard's figures (docs/product/back-office.md): asked again on every visit and every minute while open. */
export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => adminApi.get('/dashboard', DashboardSchema, { signal }),
  staleTime: 0,
  refetchInterval: 60_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
