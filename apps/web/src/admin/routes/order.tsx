import { useParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { useOrder } from '../api/orders';
import { PageError } from '../kit/page';
import { OrderScreen } from '../features/orders/order-screen';
import { OrderParcel } from '../features/parcels/order-parcel';
import { may, useStaffMe } from '../api/session';
import { useAdminTranslation } from '../i18n/i18n';

/**
 * /admin/orders/{number}: the order's lines and totals, who ordered it and where it is collected, the payment
 * and its proofs, the timeline of every change, the status moves allowed from where it is (each confirmed;
 * cancelling asks for the reason the shopper reads), the courier parcel and 'Send with a courier…', and the
 * printable invoice and receipt.
 */
export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useAdminTranslation();
  const order = useOrder(orderNumber);
  const { data: me } = useStaffMe();

  if (order.error && !order.data) return <PageError error={order.error} retry={() => void order.refetch()} />;
  if (!order.data) return <PageStatus title={t('app.loading')} busy />;
  const { order_number: number, status } = order.data.order;
  return <OrderScreen detail={order.data} parcel={<OrderParcel orderNumber={number} status={status} parcel={order.data.parcel} mayChange={may(me, 'orders.change')} />} />;
}
