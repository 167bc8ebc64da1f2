import { ONE_SIZE } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useFormatPrice } from '../../../components/ui/price';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useCart } from '../../../api/cart/use-cart';
import { ProductImage } from '../../../components/ui/product-image';
import { TrashIcon } from './listing-icons';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * The drawer waits until the cart is read before showing lines or "empty". The local cart is
 * read from storage on the first client render; until then (one frame) it says it is loading, so
 * an empty message never flashes before the lines.
 */
function useCartRead(): boolean {
  const [read, setRead] = useState(false);
  useEffect(() => setRead(true), []);
  return read;
}

export function CartDrawerBody({ onNavigate }: { onNavigate: () => void }) {
  const localName = useLocalName();
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const formatPrice = useFormatPrice();
  const { lines, increase, decrease, remove } = useCart();
  const read = useCartRead();

  if (!read) return <div className="p-4"><PageStatus busy title={t('listing.cartDrawer.loading')} /></div>;
  if (lines.length === 0) {
    return (
      <div className="p-4">
        <PageStatus title={t('listing.cartDrawer.empty')}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('listing.cartDrawer.emptyHint')}</p>
        </PageStatus>
      </div>
    );
  }
  const stepClass =
    'flex size-8 items-center justify-center rounded-md border border-slate-300 text-base font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {lines.map((line) => (
        <li key={`${line.id}-${line.selectedSize}`} className="flex gap-3 p-4">
          <div className="w-16 shrink-0 overflow-hidden rounded-md">
            <ProductImage src={line.image} alt="" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link to={`/product/${line.id}`} onClick={onNavigate} className="line-clamp-2 text-sm font-medium hover:text-brand-600 dark:hover:text-brand-400">
              {localName(line.name, line.name_bn)}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {line.selectedSize && line.selectedSize !== ONE_SIZE
                ? t('listing.cartDrawer.size', { size: line.selectedSize })
                : t('listing.quickView.oneSize')}
              <span aria-hidden="true"> · </span>
              {formatPrice(line.price)}
            </p>
            <div className="flex items-center gap-2">
              <button type="button" className={stepClass} disabled={line.qty <= 1} onClick={() => decrease(line.id, line.selectedSize)} aria-label={t('listing.cartDrawer.decrease', { name: localName(line.name, line.name_bn) })}>
                −
              </button>
              <span className="min-w-6 text-center text-sm font-semibold">
                <span aria-hidden="true">{formatNumber(line.qty, language)}</span>
                <span className="sr-only">{t('listing.cartDrawer.quantity', { count: line.qty })}</span>
              </span>
              <button type="button" className={stepClass} onClick={() => increase(line.id, line.selectedSize)} aria-label={t('listing.cartDrawer.increase', { name: localName(line.name, line.name_bn) })}>
                +
              </button>
              <button
                type="button"
                onClick={() => remove(line.id, line.selectedSize)}
                aria-label={t('listing.cartDrawer.remove', { name: localName(line.name, line.name_bn) })}
                className="ml-auto flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-red-950"
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CartDrawerFooter({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { subtotal } = useCart();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline justify-between text-base">
        <span className="font-medium">{t('listing.cartDrawer.total')}</span>
        <span className="text-lg font-bold text-brand-600 dark:text-brand-400">{formatPrice(subtotal)}</span>
      </p>
      <Link to="/cart" onClick={onNavigate} className={`${buttonClass('primary')} w-full`}>
        {t('listing.cartDrawer.viewCart')}
      </Link>
    </div>
  );
}
