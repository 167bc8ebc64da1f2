import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';

/** 'Your cart is empty' with Continue Shopping to /products (docs/product/cart.md). */
export function CartEmpty() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
      <CartIcon className="size-12 text-slate-400 dark:text-slate-500" />
      <p className="text-lg font-semibold">{t('cart.empty')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('cart.emptyHint')}</p>
      <Link to="/products" className={`${buttonClass('primary')} mt-2`}>{t('cart.continueShopping')}</Link>
    </div>
  );
}
