import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useCancelledOrders } from '../../../api/orders';
import { CancelledOrderCard } from './cancelled-order-card';

/** My Cancellations (docs/product/orders.md) from GET /api/v1/orders/cancelled. `detailsPath(id)` links each order. */
export function CancellationsList({ detailsPath }: { detailsPath: (id: string) => string }) {
  const { t } = useTranslation();
  const cancelled = useCancelledOrders();
  if (cancelled.isPending) return <PageStatus busy title={t('orders.cancellations.loading')} />;
  if (cancelled.isError) {
    return (
      <PageStatus role="alert" title={t('orders.cancellations.failed')}>
        <button type="button" onClick={() => void cancelled.refetch()} className={buttonClass('secondary')}>
          {t('orders.errors.retry')}
        </button>
      </PageStatus>
    );
  }
  if (cancelled.data.length === 0) return <PageStatus title={t('orders.cancellations.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      {cancelled.data.map((order) => (
        <CancelledOrderCard key={order.id} order={order} detailsPath={detailsPath(order.id)} />
      ))}
    </div>
  );
}
