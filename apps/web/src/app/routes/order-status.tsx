import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrackOrderScreen } from '../../features/tracking/components/track-order-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /orderstatus (footer and help menu; docs/product/orders.md): track an order by its number and phone, no sign-in. */
export default function OrderStatusPage() {
  const { t } = useTranslation();
  const title = t('tracking.page.title');
  usePageTitle(title);
  const [params] = useSearchParams();
  return <TrackOrderScreen title={title} initialOrderNumber={params.get('order')?.slice(0, 40) ?? ''} />;
}
