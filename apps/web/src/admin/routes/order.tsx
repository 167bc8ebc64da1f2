import { useParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { useOrder } from '../api/orders';
import { PageError } from '../kit/page';
import { OrderScreen } from '../features/orders/order-screen';
import { useAdminTranslation } from '../i18n/i18n';

/**
 * /admin/orders/{number}: the order's lines and totals, who ordered it and where it is collected, the payment
 * and its proofs, the timeline of every change, the status moves allowed from where it is (each confirmed;
 * cancelling asks for the reason the shopper reads), and the printable invoice and receipt.
 */
export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useAdminTranslation();
  const order = useOrder(orderNumber);

  if (order.error && !order.data) return <PageError error={order.error} retry={() => void order.refetch()} />;
  if (!order.data) return <PageStatus title={t('app.loading')} busy />;
  return <OrderScreen detail={order.data} />;
}
