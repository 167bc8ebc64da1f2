import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { CancellationsList } from '../../features/orders/components/cancellations-list';
import { usePageTitle } from '../../lib/use-page-title';

/** /cancellations: My Cancellations; MORE DETAILS opens ../order/{id} in the same account area. */
export default function AccountCancellationsPage() {
  const { t } = useTranslation();
  const title = t('pages.accountCancellations');
  usePageTitle(title);
  return (
    <AccountPage title={title} intro={t('orders.cancellations.intro')}>
      <CancellationsList detailsPath={(id) => `../order/${encodeURIComponent(id)}`} />
    </AccountPage>
  );
}
