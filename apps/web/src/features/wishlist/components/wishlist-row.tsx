import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import type { WishlistItem } from '../hooks/local-wishlist';
import { useLocalName } from '../../../lib/use-local-name';

const REMOVE =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-red-950/50 dark:hover:text-red-300';

/** One saved product: picture and name (to /product/{id}), price in the shopper's currency, Remove. */
export function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: (item: WishlistItem) => void }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const path = `/product/${item.id}`;
  return (
    <article aria-label={localName(item.name, item.name_bn)} className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      {/* The name is the link for keyboards and screen readers; the picture is a larger target for pointers. */}
      <Link to={path} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        <ProductImage src={item.image || undefined} alt="" className="rounded-md" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="line-clamp-2 text-sm font-medium break-words sm:text-base">
          <Link to={path} className="text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white dark:hover:text-brand-300">
            {localName(item.name, item.name_bn)}
          </Link>
        </h2>
        <Price amount={item.price} oldAmount={item.oldPrice} />
        {item.inStock === false && (
          <p className="text-xs font-semibold text-red-700 dark:text-red-300">{t('product.outOfStock')}</p>
        )}
        <div className="mt-auto flex pt-1">
          <button type="button" onClick={() => onRemove(item)} aria-label={t('wishlist.removeLabel', { name: localName(item.name, item.name_bn) })} className={REMOVE}>
            {t('wishlist.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
