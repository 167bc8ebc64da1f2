import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { PaymentsList } from '../../features/payments/components/payments-list';
import { usePageTitle } from '../../lib/use-page-title';

/** /manageaccount/payments: the orders paid online and their payment proofs; each opens payments/{id} here. */
export default function AccountPaymentsPage() {
  const { t } = useTranslation();
  const title = t('pages.accountPayments');
  usePageTitle(title);
  return (
    <AccountPage title={title} intro={t('payments.list.intro')}>
      <PaymentsList detailPath={(id) => encodeURIComponent(id)} />
    </AccountPage>
  );
}
