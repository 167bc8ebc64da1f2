import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /manageaccount/orders: the orders screen inside the account area. */
export default function AccountOrdersPage() {
  const { t } = useTranslation();
  const title = t('pages.accountOrders');
  usePageTitle(title);
  return (
    <AccountPage title={title} intro={t('orders.intro')}>
      <OrdersScreen />
    </AccountPage>
  );
}
