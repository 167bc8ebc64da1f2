import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderTab } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';

/**
 * docs/product/orders.md: 'No orders found' with the hint that fits: a search finds nothing, a tab is empty,
 * or there are no orders at all.
 */
export function OrdersEmpty({ tab, search }: { tab: OrderTab; search: string }) {
  const { t } = useTranslation();
  const hint = search.trim()
    ? t('orders.empty.search')
    : tab !== 'all'
      ? t('orders.empty.inTab', { tab: t(`orders.tabs.${tab}`) })
      : t('orders.empty.none');
  return (
    <PageStatus title={t('orders.empty.title')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      {!search.trim() && tab === 'all' && (
        <Link to="/products" className={buttonClass('primary')}>
          {t('orders.empty.startShopping')}
        </Link>
      )}
    </PageStatus>
  );
}
