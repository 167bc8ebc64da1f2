import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useSession } from '../../../lib/session';
import { useOrders } from '../../../api/orders';
import { useOrdersView } from '../hooks/use-orders-view';
import { countByTab, filterOrders } from '../utils/filter-orders';
import { ordersFailureKey } from '../utils/load-failure';
import { CancelOrderDialog } from './cancel-order-dialog';
import { NoSession } from './no-session';
import { OrderCard } from './order-card';
import { OrderSearch } from './order-search';
import { OrderTabs, tabId } from './order-tabs';
import { OrdersEmpty } from './orders-empty';

const PANEL_ID = 'orders-panel';

/** My Orders (docs/product/orders.md): the tabs, the search, 'Showing X of Y orders' and the order cards. */
export function OrdersScreen() {
  const signedIn = useSession() !== null;
  return signedIn ? <OrdersView /> : <NoSession />;
}

function OrdersView() {
  const { t } = useTranslation();
  const orders = useOrders();
  const { tab, search, setTab, setSearch } = useOrdersView();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const all = orders.data;
  const shown = useMemo(() => (all ? filterOrders(all, tab, search) : []), [all, tab, search]);
  const counts = useMemo(() => countByTab(all ?? []), [all]);

  if (orders.isPending) return <PageStatus busy title={t('orders.loading')} />;
  if (orders.isError) {
    return (
      <PageStatus role="alert" title={t(ordersFailureKey(orders.error))}>
        <button type="button" onClick={() => void orders.refetch()} className={buttonClass('secondary')}>
          {t('orders.errors.retry')}
        </button>
      </PageStatus>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <OrderSearch value={search} onChange={setSearch} />
      <OrderTabs active={tab} counts={counts} onSelect={setTab} panelId={PANEL_ID} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('orders.showing', { shown: shown.length, total: orders.data.length })}
        </p>
        <p ref={noticeRef} tabIndex={-1} aria-live="polite" className="text-sm font-medium text-green-800 outline-none dark:text-green-300">
          {notice}
        </p>
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <OrdersEmpty tab={tab} search={search} />
        ) : (
          shown.map((order) => <OrderCard key={order.id} order={order} onCancel={setCancelling} />)
        )}
      </div>
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(order) => {
          setNotice(t('orders.card.cancelled', { number: order.order_number }));
          setCancelling(null);
        }}
        fallbackFocus={noticeRef}
      />
    </div>
  );
}
