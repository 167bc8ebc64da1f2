import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderFilters } from '../../api/orders';

/** The filters the search form sets; the status is the tabs', the page the pager's. */
export const FORM_FILTERS = ['q', 'payment_status', 'payment_method', 'pickup_point_id', 'from', 'to'] as const;

/** The filters in the page's address, so a filtered list can be reloaded, shared and gone back to. */
function filtersOf(params: URLSearchParams): OrderFilters {
  const filters: Record<string, string | number> = {};
  for (const name of [...FORM_FILTERS, 'status']) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters as OrderFilters;
}

/** The order list's filters read from the address, and the addresses of a tab or a page of them. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    return `?${next.toString()}`;
  };
  return { params, filters, show: (next: URLSearchParams) => setParams(next), withParam };
}
