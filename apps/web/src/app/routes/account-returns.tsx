import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { ReturnsScreen } from '../../features/returns/components/returns-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /manageaccount/returns: My Returns (docs/product/returns-and-reviews.md), with the return request of delivered items. */
export default function AccountReturnsPage() {
  const { t } = useTranslation();
  const title = t('pages.accountReturns');
  usePageTitle(title);
  // ?line= comes from an order card's Request a return; an empty one opens the form without a choice.
  const [params] = useSearchParams();
  return (
    <AccountPage title={title} intro={t('returns.intro')}>
      <ReturnsScreen openOnLine={params.get('line')} />
    </AccountPage>
  );
}
