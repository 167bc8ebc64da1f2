import { PageStatus } from '../../components/ui/page-status';
import { useStaffMe } from '../api/session';
import { Page } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

/** /admin: the dashboard, a placeholder until its screen lands (docs/decisions/038). */
export default function DashboardPage() {
  const { t } = useAdminTranslation();
  const { data: me } = useStaffMe();
  return (
    <Page title={t('dashboard.title')} intro={me ? t('dashboard.welcome', { name: me.name }) : undefined}>
      <PageStatus title={t('pages.placeholderText')} />
    </Page>
  );
}
