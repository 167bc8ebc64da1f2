import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSize, ONE_SIZE, stockOfSize, type ProductDetail } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { usePurchaseFeedback } from '../hooks/use-purchase-feedback';
import { hasApparelSizes } from '../utils/sizes';
import { AddedToast } from './added-toast';
import { PurchasePopup } from './purchase-popup';
import { QuantityStepper } from './quantity-stepper';
import { SizeChart } from './size-chart';
import { SizePicker } from './size-picker';
import { StockStatus } from './stock-status';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  product: ProductDetail;
  /** Units of this product already in the cart, by size ('ONE' for one-size goods). */
  inCart: Readonly<Record<string, number>>;
  onAddToCart: (size: string, qty: number) => void;
  /** Wishlist and share, which belong to other features. */
  actions?: ReactNode;
}

/** Size, quantity and Add to Cart, with the toast and the popup that follow. */
export function PurchasePanel({ product, inCart, onAddToCart, actions }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const [size, setSize] = useState<string | null>(() => defaultSize(product.sizes, product.stock_by_size));
  const [qty, setQty] = useState(1);
  const [sizeError, setSizeError] = useState(false);
  const [added, setAdded] = useState({ size: '', qty: 1 });
  const { toast, popup, announce, closePopup } = usePurchaseFeedback();

  // Stock is per size: never more of a size than is left of it, less what the cart already holds.
  // Before a size is chosen, the product's whole stock.
  const inCartTotal = Object.values(inCart).reduce((sum, n) => sum + n, 0);
  const stock = size === null ? product.stock : stockOfSize(product, size);
  const available = Math.max(0, stock - (size === null ? inCartTotal : (inCart[size] ?? 0)));
  const soldOut = product.stock <= 0;
  const quantity = Math.min(qty, Math.max(1, available));

  const add = () => {
    if (size === null) return setSizeError(true);
    onAddToCart(size, quantity);
    setAdded({ size, qty: quantity });
    announce();
  };

  return (
    <div className="flex flex-col gap-5">
      {product.sizes.length > 0 && (
        <SizePicker
          sizes={product.sizes}
          value={size}
          onChange={(next) => {
            setSize(next);
            setSizeError(false);
          }}
          error={sizeError ? t('productPage.size.required') : null}
          chartButton={hasApparelSizes(product.sizes) ? <SizeChart /> : undefined}
          stockBySize={product.stock_by_size}
        />
      )}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <QuantityStepper value={quantity} max={Math.max(1, available)} onChange={setQty} disabled={available <= 0} />
        <StockStatus stock={stock} available={available} size={size === null || size === ONE_SIZE ? null : size} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="button" onClick={add} disabled={available <= 0} className={`${buttonClass('primary', 'lg')} sm:min-w-56 ${available <= 0 ? 'disabled:bg-slate-300 disabled:text-slate-700 disabled:opacity-100 dark:disabled:bg-slate-700 dark:disabled:text-slate-200' : ''}`}>
          <CartIcon className="size-5" />
          {soldOut ? t('productPage.stock.outOfStockButton') : t('productPage.cart.add')}
        </button>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {soldOut && <p className="text-sm text-slate-600 dark:text-slate-400">{t('productPage.stock.soldOutHint')}</p>}
      <AddedToast visible={toast} name={localName(product.name, product.name_bn)} />
      <PurchasePopup
        open={popup}
        onClose={closePopup}
        item={{ name: localName(product.name, product.name_bn), image: product.image, price: product.price, size: added.size, qty: added.qty }}
      />
    </div>
  );
}
