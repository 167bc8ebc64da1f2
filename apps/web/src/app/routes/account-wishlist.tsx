import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { WishlistScreen } from '../../features/wishlist/components/wishlist-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /manageaccount/wishlist (and /mangaeaccount/wishlist): the same list inside the account area. */
export default function AccountWishlistPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('pages.accountWishlist');
  usePageTitle(title);
  return (
    <AccountPage title={title} intro={t('wishlist.intro')}>
      <WishlistScreen here={pathname} />
    </AccountPage>
  );
}
