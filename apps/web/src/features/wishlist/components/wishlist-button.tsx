import { useTranslation } from 'react-i18next';
import { HeartIcon } from './heart-icon';
import { useWishlist, type WishlistItem } from '../hooks/use-wishlist';

/** The product page's heart. The name stays the same; aria-pressed and the filled heart say it is saved. */
export function WishlistButton({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  const { has, toggle } = useWishlist();
  const saved = has(item.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => void toggle(item)}
      className={`inline-flex h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        saved
          ? 'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
      }`}
    >
      <HeartIcon filled={saved} className="size-5" />
      {t('productPage.wishlist')}
    </button>
  );
}
