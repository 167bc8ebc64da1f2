import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { AddressSummary } from '../../features/account/components/address-summary';
import { ProfileSummary } from '../../features/account/components/profile-summary';
import { RecentOrders } from '../../features/account/components/recent-orders';
import { useSavedNotice } from '../../features/account/hooks/use-saved-notice';
import { usePageTitle } from '../../lib/use-page-title';

/** Manage My Account (docs/product/account.md): profile and address summary, then the latest orders. */
export default function AccountDashboardPage() {
  const { t } = useTranslation();
  const title = t('pages.accountDashboard');
  usePageTitle(title);
  const saved = useSavedNotice();
  return (
    <AccountPage title={title}>
      <div className="grid gap-4 md:grid-cols-2">
        <ProfileSummary saved={saved} />
        <AddressSummary />
      </div>
      <RecentOrders />
    </AccountPage>
  );
}
