import { useTranslation } from 'react-i18next';
import { HeartIcon } from './heart-icon';
import { toggleCardHeart, useSavedHearts } from '../hooks/heart-store';
import type { WishlistItem } from '../hooks/local-wishlist';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * The round heart on a product card, laid over the picture. Its name names the product, so a page of
 * cards does not read as twenty identical buttons; aria-pressed says whether it is saved.
 */
export function WishlistHeart({ item, className = '' }: { item: WishlistItem; className?: string }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  // The shared list of CardHeartsSource (mounted once by the app); until it is read, the heart is empty.
  const saved = useSavedHearts().has(item.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlist.heart', { name: localName(item.name, item.name_bn) })}
      title={saved ? t('wishlist.heartSaved') : t('wishlist.heartSave')}
      onClick={(event) => {
        // Cards are links: the heart saves without opening the product.
        event.preventDefault();
        event.stopPropagation();
        toggleCardHeart(item);
      }}
      className={`flex size-9 items-center justify-center rounded-full bg-white/90 shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-900/90 ${
        saved ? 'text-red-600 dark:text-red-400' : 'text-slate-700 hover:text-red-600 dark:text-slate-200'
      } ${className}`}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  );
}
