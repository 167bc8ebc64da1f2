import { useTranslation } from 'react-i18next';
import { ReturnPolicy } from '../../features/returns/components/return-policy';
import { usePageTitle } from '../../lib/use-page-title';

/** /returns (footer link, docs/product/help-and-about.md): the returns policy of docs/product/help-and-about.md. */
export default function ReturnsPolicyPage() {
  const { t } = useTranslation();
  const title = t('pages.returns');
  usePageTitle(title);
  return <ReturnPolicy title={title} />;
}
