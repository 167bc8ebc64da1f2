import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AuditListSchema, type AuditQuery } from '@shop/shared';
import { adminApi } from './client';

/** The audit log (owners only, docs/decisions/038): newest first, a page at a time by `next_before`. */
export type AuditFilters = Omit<AuditQuery, 'before' | 'limit'>;

export const auditKeys = { list: (filters: AuditFilters) => ['admin', 'audit', filters] as const };

const PAGE_SIZE = 50;

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      adminApi.get('/audit', AuditListSchema, { query: { ...filters, before: pageParam ?? undefined, limit: PAGE_SIZE }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    staleTime: 0,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditQuery(filters));
