import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ONE_SIZE } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';

interface Props {
  open: boolean;
  onClose: () => void;
  item: { name: string; image: string; price: number; size: string; qty: number };
}

/** The purchase-success popup (docs/product/catalog.md): keep shopping, or go on to the cart or checkout. */
export function PurchasePopup({ open, onClose, item }: Props) {
  const { t } = useTranslation();
  // Focus starts on the button that keeps the shopper here: the popup comes by itself, and a stray Enter should not leave the page.
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      initialFocus={continueRef}
      title={
        <span className="flex items-center gap-2 text-green-700 dark:text-green-400">
          <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-green-600 text-sm text-white">✓</span>
          {t('productPage.cart.popupTitle')}
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex gap-3">
          <div className="w-20 shrink-0 overflow-hidden rounded-md">
            <ProductImage src={item.image} alt="" />
          </div>
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <p className="line-clamp-2 font-medium">{item.name}</p>
            <p className="text-slate-600 dark:text-slate-400">
              {item.size && item.size !== ONE_SIZE && <>{t('productPage.cart.popupSize', { size: item.size })} · </>}
              {t('productPage.cart.popupQty', { count: item.qty })}
            </p>
            <Price amount={item.price} />
          </div>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link to="/cart" className={buttonClass('secondary')}>{t('productPage.cart.viewCart')}</Link>
          <Link to="/cartpayment" className={buttonClass('primary')}>{t('productPage.cart.checkout')}</Link>
          <button ref={continueRef} type="button" onClick={onClose} className="h-10 rounded-md text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 sm:col-span-2 dark:text-brand-300 dark:hover:bg-slate-800">
            {t('productPage.cart.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
