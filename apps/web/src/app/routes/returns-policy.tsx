import { useTranslation } from 'react-i18next';
import { ReturnPolicy } from '../../features/returns/components/return-policy';
import { usePageTitle } from '../../lib/use-page-title';

/** /returns (footer link, storefront.md §2): the returns policy of accounts spec §9. */
export default function ReturnsPolicyPage() {
  const { t } = useTranslation();
  const title = t('pages.returns');
  usePageTitle(title);
  return <ReturnPolicy title={title} />;
}
