import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { usePageTitle } from '../../lib/use-page-title';

/** /order/{id}: the details of one of the shopper's orders (the real one, not the old site's sample). */
export default function AccountOrderPage() {
  const { t } = useTranslation();
  const title = t('pages.accountOrder');
  usePageTitle(title);
  const { id = '' } = useParams();
  return (
    <div className="p-4 sm:p-6">
      <OrderDetail key={id} id={id} title={title} paths={{ cancellations: '../cancellations', orders: '../orders' }} />
    </div>
  );
}
