import type { Product } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardAction } from '../../../components/ui/card-action';
import { Price, useFormatPrice } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { discountPercent, savings } from '../utils/pricing';
import { EyeIcon } from './listing-icons';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  product: Product;
  eager?: boolean;
  /** The product the shopper came for (?highlight=): outlined and labelled. */
  highlighted?: boolean;
  onQuickView: (product: Product) => void;
  onBuyNow: (product: Product) => void;
}

/**
 * The products page's card: picture and name lead to the product, with the sale badge, old price,
 * savings, a quick view and Buy Now. (The catalogue's ProductCard is one link, so it cannot hold buttons.)
 */
export function ListingCard({ product, eager = false, highlighted = false, onQuickView, onBuyNow }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const nameId = useId();
  const percent = discountPercent(product);
  const saved = savings(product);
  const soldOut = product.stock <= 0;
  const href = `/product/${product.id}`;
  return (
    <article
      aria-labelledby={nameId}
      data-product-id={product.id}
      data-highlighted={highlighted || undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-xs transition hover:shadow-md dark:bg-slate-900 ${
        highlighted
          ? 'border-brand-500 shadow-lg shadow-brand-500/25 ring-2 ring-brand-500 ring-offset-2 ring-offset-slate-50 dark:ring-offset-slate-950'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="relative overflow-hidden">
        {/* The name below is the card's link for keyboards and screen readers; the picture is a larger target for pointers. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={product.image}
            alt=""
            eager={eager}
            className="transition duration-300 group-hover:scale-105 motion-reduce:transform-none"
          />
        </Link>
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1">
          {highlighted && (
            <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white shadow">{t('listing.card.selected')}</span>
          )}
          {percent > 0 && (
            <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">{t('listing.card.saleBadge', { percent })}</span>
          )}
        </div>
        <button
          type="button"
          onClick={() => onQuickView(product)}
          className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow transition hover:bg-white hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-900/90 dark:text-slate-200"
        >
          <EyeIcon className="size-5" />
          <span className="sr-only">{t('listing.card.quickView', { name: localName(product.name, product.name_bn) })}</span>
        </button>
        <CardAction product={product} className="absolute top-13 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 id={nameId} className="line-clamp-2 text-sm text-slate-800 dark:text-slate-100">
          <Link to={href} className="hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-400">
            {localName(product.name, product.name_bn)}
          </Link>
        </h3>
        <div className="mt-auto flex flex-col gap-0.5">
          <Price amount={product.price} oldAmount={product.oldPrice} />
          {saved > 0 && (
            <p className="text-xs font-semibold text-green-700 dark:text-green-400">
              {t('listing.card.save', { amount: formatPrice(saved) })}
            </p>
          )}
        </div>
        <button
          type="button"
          disabled={soldOut}
          onClick={() => onBuyNow(product)}
          className="mt-1 inline-flex h-9 items-center justify-center rounded-md bg-brand-600 px-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
        >
          <span aria-hidden="true">{soldOut ? t('listing.card.outOfStock') : t('listing.card.buyNow')}</span>
          <span className="sr-only">
            {soldOut ? t('listing.card.outOfStockLabel', { name: localName(product.name, product.name_bn) }) : t('listing.card.buyNowLabel', { name: localName(product.name, product.name_bn) })}
          </span>
        </button>
      </div>
    </article>
  );
}
