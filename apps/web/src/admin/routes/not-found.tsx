import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useAdminTitle } from '../kit/page';
import { useAdminTranslation } from '../i18n/i18n';

/** An address under /admin that is no page of the back office. */
export default function NotFoundPage() {
  const { t } = useAdminTranslation();
  const title = t('pages.notFound');
  useAdminTitle(title);
  return (
    <PageStatus title={title} heading>
      <Link to="/admin" className={buttonClass('secondary')}>
        {t('pages.backToDashboard')}
      </Link>
    </PageStatus>
  );
}
