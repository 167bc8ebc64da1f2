import { useTranslation } from 'react-i18next';
import { GoogleResult } from '../../features/auth/components/google-result';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/success: the other Google result address of docs/product/auth.md, with its own texts and timing. */
export default function AuthSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.authSuccess'));
  return <GoogleResult screen="success" title={t('pages.authSuccess')} />;
}
