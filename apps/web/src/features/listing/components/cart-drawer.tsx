import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CartIcon } from '../../../components/ui/icons';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useCart } from '../../../api/cart/use-cart';
import { CartDrawerBody, CartDrawerFooter } from './cart-drawer-body';

/** The floating cart button of the products page and the drawer it opens (docs/product/catalog.md). */
export function CartDrawer() {
  const { t, i18n } = useTranslation();
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = count > 99 ? `${formatNumber(99, toLanguage(i18n.language))}+` : formatNumber(count, toLanguage(i18n.language));
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="relative flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-600 shadow-lg transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:size-14 dark:border-slate-600 dark:bg-slate-800 dark:text-brand-300 dark:hover:bg-slate-700"
      >
        <CartIcon className="size-6" />
        <span className="sr-only">{t('listing.cartDrawer.open', { count })}</span>
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {shown}
        </span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('listing.cartDrawer.title')}
        closeLabel={t('listing.cartDrawer.close')}
        placement="right"
        padded={false}
        footer={<CartDrawerFooter onNavigate={() => setOpen(false)} />}
      >
        <CartDrawerBody onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
