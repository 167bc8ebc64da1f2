import { useTranslation } from 'react-i18next';
import { ResetPasswordCard } from '../../features/auth/components/reset-password-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/reset-password#token=…: where a reset e-mail's link leads (docs/product/password-reset.md). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.resetPassword'));
  return (
    <div className="w-full sm:py-4">
      <ResetPasswordCard />
    </div>
  );
}
