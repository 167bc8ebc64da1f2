import { Placeholder } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

/** /admin/orders: a placeholder until its screen lands (docs/decisions/038). */
export default function OrdersPage() {
  const { t } = useAdminTranslation();
  return <Placeholder title={t('nav.orders')} />;
}
