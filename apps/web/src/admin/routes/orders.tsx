import { useMemo, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderStatus } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { formatNumber, formatTaka, toLanguage } from '../../lib/format';
import { ApiError } from '../api/client';
import { useOrderCounts, useOrderList, type OrderFilters } from '../api/orders';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { OrderStatusBadge, PaymentStatusBadge, useMethodLabel } from '../components/order-labels';
import { Page, PageError } from '../components/page';
import { TextField } from '../components/text-field';
import { usePickupPoints } from '../api/pickup-points';
import { useAdminTranslation } from '../i18n/i18n';
import { DataTable, TABLE_HEAD } from '../components/data-table';

const FORM_FILTERS = ['q', 'payment_status', 'payment_method', 'pickup_point_id', 'from', 'to'] as const;

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

const selectClass =
  'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';

/**
 * /admin/orders: every order newest first, with tabs by status (their counts), a search box (number, name, any
 * form of phone, product or SKU), payment and day filters, and pages of 25. A row opens the order.
 */
export default function OrdersPage() {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const methodLabel = useMethodLabel();
  const pickupPoints = usePickupPoints();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const list = useOrderList(filters);
  const counts = useOrderCounts(filters);
  const page = filters.page ?? 1;

  const show = (next: URLSearchParams) => setParams(next);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    if (filters.status) next.set('status', filters.status);
    for (const name of FORM_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    show(next);
  };
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    return next;
  };
  const tab = (status: OrderStatus | null) => `?${withParam('status', status).toString()}`;
  const pageHref = (n: number) => `?${withParam('page', n > 1 ? String(n) : null).toString()}`;

  // Filters the API refuses (the first day after the last) keep the form on screen, to be put right.
  const badFilters = list.error instanceof ApiError && list.error.status === 400;
  if (list.error && !list.data && !badFilters) return <PageError error={list.error} retry={() => void list.refetch()} />;
  const orders = list.data?.orders ?? [];
  const statusCounts = counts.data?.status_counts;
  const formFilled = FORM_FILTERS.some((name) => params.has(name));

  return (
    <Page title={t('orders.title')} intro={t('orders.intro')}>
      <section aria-labelledby="order-filters" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="order-filters" className="sr-only">
          {t('orders.filters')}
        </h2>
        <form key={params.toString()} onSubmit={apply} role="search" className="grid items-end gap-3 md:grid-cols-3 xl:grid-cols-7">
          <TextField
            className="md:col-span-3 xl:col-span-2"
            label={t('orders.search')}
            name="q"
            type="search"
            placeholder={t('orders.searchHint')}
            defaultValue={filters.q ?? ''}
            maxLength={100}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="order-payment-status" className="text-sm font-medium text-slate-700">
              {t('orders.paymentStatus')}
            </label>
            <select id="order-payment-status" name="payment_status" defaultValue={filters.payment_status ?? ''} className={selectClass}>
              <option value="">{t('orders.any')}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`orders.paymentStatuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="order-payment-method" className="text-sm font-medium text-slate-700">
              {t('orders.paymentMethod')}
            </label>
            <select id="order-payment-method" name="payment_method" defaultValue={filters.payment_method ?? ''} className={selectClass}>
              <option value="">{t('orders.any')}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {methodLabel(method)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="order-pickup-point" className="text-sm font-medium text-slate-700">
              {t('orders.pickupPoint')}
            </label>
            <select id="order-pickup-point" name="pickup_point_id" defaultValue={filters.pickup_point_id ?? ''} className={selectClass}>
              <option value="">{t('orders.any')}</option>
              {(pickupPoints.data ?? []).map((point) => (
                <option key={point.id} value={point.id}>
                  {point.active ? `${point.name}, ${point.city}` : t('orders.pickupPointOutOfUse', { name: `${point.name}, ${point.city}` })}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('orders.from')} name="from" type="date" defaultValue={filters.from ?? ''} />
          <TextField label={t('orders.to')} name="to" type="date" defaultValue={filters.to ?? ''} />
          <div className="flex flex-wrap gap-2 md:col-span-3 xl:col-span-7">
            <button type="submit" className={buttonClass('primary')}>
              {t('orders.apply')}
            </button>
            {formFilled && (
              <button type="button" className={buttonClass('secondary')} onClick={() => show(new URLSearchParams(filters.status ? { status: filters.status } : {}))}>
                {t('orders.clear')}
              </button>
            )}
          </div>
        </form>
      </section>

      <nav aria-label={t('orders.tabsLabel')} className="-mb-2 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {[null, ...ORDER_STATUSES].map((status) => {
            const current = (filters.status ?? null) === status;
            const n = statusCounts ? (status ? statusCounts[status] : counts.data?.total) : undefined;
            return (
              <li key={status ?? 'all'}>
                <Link
                  to={tab(status)}
                  aria-current={current ? 'page' : undefined}
                  className={`flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {status ? t(`orders.statuses.${status}`) : t('orders.allTab')}
                  {n !== undefined && <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">{formatNumber(n, language)}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {list.error && <Notice tone="error">{badFilters ? t('orders.badFilters') : errorText(t, list.error)}</Notice>}
      {badFilters && !list.data ? null : list.isPending ? (
        <PageStatus title={t('orders.loading')} busy />
      ) : orders.length === 0 ? (
        <PageStatus title={t('orders.empty')} />
      ) : (
        <DataTable label={t('orders.tableLabel')} busy={list.isPlaceholderData}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className="px-3 py-2">{t('orders.number')}</th>
              <th scope="col" className="px-3 py-2">{t('orders.date')}</th>
              <th scope="col" className="px-3 py-2">{t('orders.customer')}</th>
              <th scope="col" className="px-3 py-2">{t('orders.phone')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('orders.items')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('orders.total')}</th>
              <th scope="col" className="px-3 py-2">{t('orders.payment')}</th>
              <th scope="col" className="px-3 py-2">{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {orders.map((order) => {
              const href = `/admin/orders/${encodeURIComponent(order.order_number)}`;
              return (
                // The number is the row's link; a click anywhere on the row opens the order too.
                <tr key={order.order_number} className="cursor-pointer hover:bg-slate-50" onClick={() => void navigate(href)}>
                  <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                    <Link to={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500" onClick={(event) => event.stopPropagation()}>
                      {order.order_number}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
                  </td>
                  <td className="px-3 py-2">{order.customer_name}</td>
                  <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{order.customer_phone}</td>
                  <td className="px-3 py-2 text-right">{formatNumber(order.item_count, language)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatTaka(order.total, language)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-col items-start gap-1">
                      <PaymentStatusBadge status={order.payment_status} />
                      <span className="text-xs text-slate-600">{methodLabel(order.payment_method)}</span>
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {(page > 1 || list.data?.has_more) && (
        <nav aria-label={t('orders.pages')} className="flex items-center gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClass('secondary')}>
              {t('orders.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-slate-700" aria-current="page">
            {t('orders.page', { page: formatNumber(page, language) })}
          </span>
          {list.data?.has_more ? (
            <Link to={pageHref(page + 1)} className={buttonClass('secondary')}>
              {t('orders.next')}
            </Link>
          ) : null}
        </nav>
      )}
    </Page>
  );
}
