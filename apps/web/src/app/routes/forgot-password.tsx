import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ForgotPasswordCard } from '../../features/auth/components/forgot-password-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/forgot-password: 'Forgot password?' of the sign-in screen (docs/product/password-reset.md). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.forgotPassword'));
  // The address typed on the sign-in screen comes along in the navigation's state, never in the address.
  const state: unknown = useLocation().state;
  const email = typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string' ? (state as { email: string }).email : '';
  return (
    <div className="w-full sm:py-4">
      <ForgotPasswordCard initialEmail={email} />
    </div>
  );
}
