import { Link } from 'react-router';
import { ORDER_STATUSES, STATUS_WORDS, type AdminOrderCounts, type OrderStatus } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';

/** A tab per status (and 'All'), each with how many orders the other filters find in it. */
export function OrderStatusTabs({ current, counts, href }: { current: OrderStatus | null; counts?: AdminOrderCounts; href: (status: OrderStatus | null) => string }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  return (
    <nav aria-label={t('orders.tabsLabel')} className="-mb-2 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {[null, ...ORDER_STATUSES].map((status) => {
          const selected = current === status;
          const n = counts?.status_counts ? (status ? counts.status_counts[status] : counts.total) : undefined;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={href(status)}
                aria-current={selected ? 'page' : undefined}
                className={`flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {status ? t(`${STATUS_WORDS.backOffice.order}.${status}`) : t('orders.allTab')}
                {n !== undefined && <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">{formatNumber(n, language)}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
