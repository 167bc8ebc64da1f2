import { useState } from 'react';
import { PageStatus } from '../../components/ui/page-status';
import { ApiError } from '../api/client';
import { useOrderCounts, useOrderList } from '../api/orders';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { OrderFilterForm } from '../features/orders/order-filter-form';
import { useOrderFilters } from '../features/orders/order-filters';
import { OrderPages } from '../features/orders/order-pages';
import { OrderStatusTabs } from '../features/orders/order-status-tabs';
import { OrderTable } from '../features/orders/order-table';
import { BulkBook } from '../features/parcels/bulk-book';
import { may, useStaffMe } from '../api/session';
import { useAdminTranslation } from '../i18n/i18n';

/**
 * /admin/orders: every order newest first, with tabs by status (their counts), a search box (number, name, any
 * form of phone, product or SKU), payment and day filters, and pages of 25. A row opens the order.
 */
export default function OrdersPage() {
  const { t } = useAdminTranslation();
  const { params, filters, show, withParam } = useOrderFilters();
  const list = useOrderList(filters);
  const counts = useOrderCounts(filters);
  const page = filters.page ?? 1;
  const { data: me } = useStaffMe();
  // Confirmed orders chosen for a bulk booking (docs/product/couriers.md).
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (number: string) => setSelected((now) => (now.includes(number) ? now.filter((n) => n !== number) : [...now, number]));

  // Filters the API refuses (the first day after the last) keep the form on screen, to be put right.
  const badFilters = list.error instanceof ApiError && list.error.status === 400;
  if (list.error && !list.data && !badFilters) return <PageError error={list.error} retry={() => void list.refetch()} />;
  const orders = list.data?.orders ?? [];

  return (
    <Page title={t('orders.title')} intro={t('orders.intro')}>
      <OrderFilterForm params={params} filters={filters} show={show} />
      <BulkBook selected={selected} clear={() => setSelected([])} />
      <OrderStatusTabs current={filters.status ?? null} counts={counts.data} href={(status) => withParam('status', status)} />
      {list.error && <Notice announce tone="error">{badFilters ? t('orders.badFilters') : errorText(t, list.error)}</Notice>}
      {badFilters && !list.data ? null : list.isPending ? (
        <PageStatus title={t('orders.loading')} busy />
      ) : orders.length === 0 ? (
        <PageStatus title={t('orders.empty')} />
      ) : (
        <OrderTable orders={orders} busy={list.isPlaceholderData} selection={may(me, 'orders.change') ? { selected, toggle } : undefined} />
      )}
      <OrderPages page={page} hasMore={Boolean(list.data?.has_more)} href={(n) => withParam('page', n > 1 ? String(n) : null)} />
    </Page>
  );
}
