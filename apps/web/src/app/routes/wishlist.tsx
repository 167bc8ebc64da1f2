import { useTranslation } from 'react-i18next';
import { WishlistScreen } from '../../features/wishlist/components/wishlist-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /wishlist (header menus' Wishlist and Favorites): My Wishlist for guests and signed-in shoppers alike. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const title = t('pages.wishlist');
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 pb-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('wishlist.intro')}</p>
      </div>
      <WishlistScreen here="/wishlist" />
    </div>
  );
}
