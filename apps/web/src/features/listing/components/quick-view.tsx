import { defaultSize, ONE_SIZE, stockOfSize, type Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Price, useFormatPrice } from '../../../components/ui/price';
import { cartActions, useCart } from '../../../api/cart/use-cart';
import { productQuery } from '../../../api/catalogue';
import { useColourName } from '../hooks/use-colour-name';
import { savings } from '../utils/pricing';
import { toCartProduct } from '../utils/to-cart-product';
import { QuickViewGallery } from './quick-view-gallery';
import { SizePicker } from './size-picker';
import { useLocalName } from '../../../lib/use-local-name';

export interface QuickViewRequest {
  product: Product;
  /** 'buy': opened by Buy Now on a product that needs a size chosen first. */
  intent: 'view' | 'buy';
}

/** A product in a dialog: pictures, price, size and Add to Cart, without leaving the list. */
export function QuickView({ request, onClose }: { request: QuickViewRequest | null; onClose: () => void }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? localName(request.product.name, request.product.name_bn) : ''}
      closeLabel={t('listing.quickView.close')}
      size="lg"
      padded={false}
    >
      {/* Keyed by product, so its size choice and message start fresh. */}
      {request && <QuickViewBody key={request.product.id} request={request} />}
    </Dialog>
  );
}

function QuickViewBody({ request: { product, intent } }: { request: QuickViewRequest }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const colourName = useColourName();
  const { lines } = useCart();
  // The list does not carry the stock of each size; the product's own answer does (and Buy Now has
  // usually fetched it already). Until it is here, no size counts as sold out.
  const detail = useQuery(productQuery(String(product.id))).data;
  // The shopper's own pick, once made; before that the default, which is never a sold-out size.
  const [chosen, setChosen] = useState<string | null>(null);
  const size = chosen ?? defaultSize(product.sizes, detail?.stock_by_size);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const saved = savings(product);
  const soldOut = (detail?.stock ?? product.stock) <= 0;
  const sizeName = size && size !== ONE_SIZE ? size : null;

  function add(): boolean {
    if (!size) {
      setSizeError(t('listing.quickView.chooseSize'));
      return false;
    }
    // Never more of a size than is left of it, counting what the cart already holds.
    const inCart = lines.filter((l) => l.id === product.id && l.selectedSize === size).reduce((n, l) => n + l.qty, 0);
    const stock = detail ? stockOfSize(detail, size) : product.stock;
    if (inCart + 1 > stock) {
      setAdded(false);
      setSizeError(
        stock <= 0 ? t('listing.quickView.sizeSoldOut', { size: sizeName ?? '' })
        : sizeName ? t('listing.quickView.sizeAllInCart', { count: stock, size: sizeName })
        : t('listing.quickView.allInCart', { count: stock }),
      );
      return false;
    }
    cartActions.add(toCartProduct(product), size, 1);
    setSizeError(null);
    setAdded(true);
    return true;
  }

  return (
    <div className="grid gap-5 p-4 sm:grid-cols-2 sm:p-5">
      <QuickViewGallery images={product.images.length ? product.images : [product.image]} name={localName(product.name, product.name_bn)} />
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
            stockBySize={detail?.stock_by_size}
            onChange={(next) => {
              setChosen(next);
              setSizeError(null);
            }}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('listing.quickView.oneSize')}</p>
            {sizeError && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{sizeError}</p>}
          </>
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
