import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared';
import { statusBadgeClass } from '../utils/order-display';

const known = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** An order's status in its colour (docs/product/orders.md: green delivered, red cancelled, yellow pending, ...). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusBadgeClass(status)}`}>
      {known(status) ? t(`account.orderStatus.${status}`) : status}
    </span>
  );
}
