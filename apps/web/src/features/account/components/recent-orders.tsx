import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api-client';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useOrderLabels } from '../../../lib/order-labels';
import { orderStatusTone, type Order } from '@shop/shared';
import { useOrders } from '../../../api/orders';

/** The orders list's texts of docs/product/account.md for 401 and 404; anything else is a load failure. */
function failureKey(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return 'account.dashboard.ordersAuth' as const;
  if (error instanceof ApiError && error.status === 404) return 'account.dashboard.ordersNotFound' as const;
  return 'account.dashboard.ordersFailed' as const;
}

/** How many orders the dashboard shows; the orders screen has the rest. */
const RECENT_ORDERS = 3;

const latest = (orders: Order[]) => [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, RECENT_ORDERS);

/** The dashboard's latest three orders: number, date, status and total in taka. */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const labels = useOrderLabels();
  const orders = useOrders(latest);
  const cell = 'px-3 py-3 align-middle';
  return (
    <section aria-labelledby="recent-orders-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-orders-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('account.dashboard.ordersTitle')}
        </h2>
        {orders.data && orders.data.length > 0 && (
          <Link to="../orders" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {t('account.dashboard.viewAll')}
          </Link>
        )}
      </div>
      {orders.isPending && <PageStatus busy title={t('common.loading')} />}
      {orders.isError && (
        <PageStatus role="alert" title={t(failureKey(orders.error))}>
          <button type="button" onClick={() => void orders.refetch()} className={buttonClass('secondary')}>
            {t('account.retry')}
          </button>
        </PageStatus>
      )}
      {orders.data?.length === 0 && (
        <PageStatus title={t('account.dashboard.noOrders')}>
          <Link to="/products" className={buttonClass('primary')}>
            {t('account.dashboard.startShopping')}
          </Link>
        </PageStatus>
      )}
      {orders.data && orders.data.length > 0 && (
        <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className={cell}>{t('account.dashboard.orderNumber')}</th>
                <th scope="col" className={`${cell} hidden sm:table-cell`}>{t('account.dashboard.placedOn')}</th>
                <th scope="col" className={cell}>{t('account.dashboard.status')}</th>
                <th scope="col" className={`${cell} text-right`}>{t('account.dashboard.total')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {orders.data.map((order) => {
                const date = formatDate(order.created_at, language);
                return (
                  <tr key={order.id}>
                    <th scope="row" className={`${cell} font-medium text-slate-900 dark:text-white`}>
                      <span className="break-all">{order.order_number}</span>
                      <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">{date}</span>
                    </th>
                    <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>{date}</td>
                    <td className={cell}>
                      <StatusBadge tone={orderStatusTone(order.status)}>{labels.status(order.status)}</StatusBadge>
                    </td>
                    <td className={`${cell} text-right font-semibold whitespace-nowrap`}>{formatTaka(order.total, language)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
