import { useTranslation } from 'react-i18next';
import { VerifyEmailCard } from '../../features/auth/components/verify-email-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/verify-email#token=…: where a verification e-mail's link leads (docs/product/password-reset.md). */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.verifyEmail'));
  return (
    <div className="w-full sm:py-4">
      <VerifyEmailCard />
    </div>
  );
}
