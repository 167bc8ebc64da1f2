import type { Product } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Price, useFormatPrice } from '../../../components/ui/price';
import { cartActions } from '../../cart/hooks/use-cart';
import { useColourName } from '../hooks/use-colour-name';
import { defaultSize } from '../utils/default-size';
import { savings } from '../utils/pricing';
import { toCartProduct } from '../utils/to-cart-product';
import { ModalDialog } from './modal-dialog';
import { QuickViewGallery } from './quick-view-gallery';
import { SizePicker } from './size-picker';

export interface QuickViewRequest {
  product: Product;
  /** 'buy': opened by Buy Now on a product that needs a size chosen first. */
  intent: 'view' | 'buy';
}

/** A product in a dialog: pictures, price, size and Add to Cart, without leaving the list. */
export function QuickView({ request, onClose }: { request: QuickViewRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={request !== null}
      onClose={onClose}
      title={request?.product.name ?? ''}
      closeLabel={t('listing.quickView.close')}
    >
      {/* Keyed by product, so its size choice and message start fresh. */}
      {request && <QuickViewBody key={request.product.id} request={request} />}
    </ModalDialog>
  );
}

function QuickViewBody({ request: { product, intent } }: { request: QuickViewRequest }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const colourName = useColourName();
  const [size, setSize] = useState<string | null>(() => defaultSize(product.sizes));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const saved = savings(product);
  const soldOut = product.stock <= 0;

  function add(): boolean {
    if (!size) {
      setSizeError(t('listing.quickView.chooseSize'));
      return false;
    }
    cartActions.add(toCartProduct(product), size, 1);
    setAdded(true);
    return true;
  }

  return (
    <div className="grid gap-5 p-4 sm:grid-cols-2 sm:p-5">
      <QuickViewGallery images={product.images.length ? product.images : [product.image]} name={product.name} />
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('listing.quickView.brand')}: <span className="font-medium">{product.brand}</span>
          <span aria-hidden="true"> · </span>
          {t('listing.quickView.colour')}: <span className="font-medium">{colourName(product.colour)}</span>
        </p>
        <div className="flex flex-col gap-1 border-y border-slate-200 py-3 dark:border-slate-800">
          <Price amount={product.price} oldAmount={product.oldPrice} size="lg" />
          {saved > 0 && (
            <p className="text-sm font-semibold text-green-700 dark:text-green-400">
              {t('listing.card.save', { amount: formatPrice(saved) })}
            </p>
          )}
        </div>
        <p className={`text-sm font-medium ${soldOut ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400'}`}>
          {soldOut ? t('listing.card.outOfStock') : t('listing.quickView.inStock')}
        </p>
        {product.sizes.length > 0 ? (
          <SizePicker
            sizes={product.sizes}
            value={size}
            error={sizeError}
            onChange={(next) => {
              setSize(next);
              setSizeError(null);
            }}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('listing.quickView.oneSize')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={soldOut} onClick={add} className={`${buttonClass(intent === 'buy' ? 'secondary' : 'primary')} flex-1`}>
            {t('listing.quickView.addToCart')}
          </button>
          {intent === 'buy' && (
            <button type="button" disabled={soldOut} onClick={() => add() && navigate('/cart')} className={`${buttonClass('primary')} flex-1`}>
              {t('listing.card.buyNow')}
            </button>
          )}
        </div>
        <p role="status" className="min-h-5 text-sm font-medium text-green-700 dark:text-green-400">
          {added && (
            <>
              {t('listing.quickView.added')}{' '}
              <Link to="/cart" className="underline hover:text-green-800 dark:hover:text-green-300">
                {t('listing.quickView.viewCart')}
              </Link>
            </>
          )}
        </p>
        <Link to={`/product/${product.id}`} className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400">
          {t('listing.quickView.details')}
        </Link>
      </div>
    </div>
  );
}
