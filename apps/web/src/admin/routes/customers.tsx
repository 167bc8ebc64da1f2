import { Placeholder } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

/** /admin/customers: a placeholder until its screen lands (docs/decisions/038). */
export default function CustomersPage() {
  const { t } = useAdminTranslation();
  return <Placeholder title={t('nav.customers')} />;
}
