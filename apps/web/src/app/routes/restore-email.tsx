import { useTranslation } from 'react-i18next';
import { RestoreEmailCard } from '../../features/auth/components/restore-email-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/restore-email#token=…: where the button of an e-mail change's notice leads (docs/product/password-reset.md). */
export default function RestoreEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.restoreEmail'));
  return (
    <div className="w-full sm:py-4">
      <RestoreEmailCard />
    </div>
  );
}
