import { useTranslation } from 'react-i18next';
import { GoogleResult } from '../../features/auth/components/google-result';
import { usePageTitle } from '../../lib/use-page-title';

/** /auth/google/callback: where the API sends the browser back from Google (docs/product/auth.md). */
export default function GoogleCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.googleCallback'));
  return <GoogleResult screen="callback" title={t('pages.googleCallback')} />;
}
