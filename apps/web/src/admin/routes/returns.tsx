import { Placeholder } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

/** /admin/returns: a placeholder until its screen lands (docs/decisions/038). */
export default function ReturnsPage() {
  const { t } = useAdminTranslation();
  return <Placeholder title={t('nav.returns')} />;
}
