import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ORDER_PRINT_FORMATS, type OrderPrintFormat } from '@shop/shared';
import { PageStatus } from '../../components/ui/page-status';
import { useOrder } from '../api/orders';
import { useStaffMe } from '../api/session';
import { PageError } from '../kit/page';
import { PrintDocument } from '../features/orders/print-document';
import { useAdminTranslation } from '../i18n/i18n';
import { signInHref } from '../sections';

/**
 * /admin/orders/{number}/print?format=a4|receipt: the invoice with its packing slip (A4) or a receipt (80 mm),
 * in the back office's language, for the browser's print dialog. Outside the back office's layout, so only the
 * document prints; it asks for a session like every back-office page.
 */
export default function OrderPrintPage() {
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { t } = useAdminTranslation();
  const me = useStaffMe();
  const format: OrderPrintFormat = (ORDER_PRINT_FORMATS as readonly string[]).includes(params.get('format') ?? '') ? (params.get('format') as OrderPrintFormat) : 'a4';
  const order = useOrder(orderNumber);

  if (me.isPending) return <PageStatus title={t('app.loading')} busy />;
  if (!me.data && !me.error) return <Navigate to={signInHref(location.pathname + location.search)} replace />;
  if (order.error && !order.data) return <main className="p-6"><PageError error={order.error} retry={() => void order.refetch()} /></main>;
  if (!order.data) return <PageStatus title={t('app.loading')} busy />;
  return <PrintDocument detail={order.data} format={format} />;
}
