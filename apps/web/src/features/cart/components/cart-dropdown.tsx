import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';
import { useCart } from '../../../api/cart/use-cart';
import { CartDropdownLine } from './cart-dropdown-line';
import { CartNoticeBar } from './cart-notice-bar';

/** The cart at a glance under the header's cart icon: lines, total and the way to checkout. */
export function CartDropdown() {
  const { t } = useTranslation();
  const cart = useCart();
  const format = useFormatPrice();
  const panel = useRef<HTMLDivElement>(null);

  if (cart.lines.length === 0) {
    return (
      <div className="flex w-72 flex-col items-center gap-2 px-6 py-8 text-center">
        <CartIcon className="size-10 text-slate-300 dark:text-slate-600" />
        <p className="font-semibold">{t('navigation.cart.empty')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('navigation.cart.emptyText')}</p>
        <Link to="/products" className={`${buttonClass('primary')} mt-2`}>
          {t('navigation.cart.startShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div ref={panel} tabIndex={-1} className="flex w-[min(24rem,calc(100vw-1.5rem))] flex-col outline-none">
      <p className="border-b border-slate-200 px-4 py-3 font-semibold dark:border-slate-700">
        {t('navigation.cart.title')}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">({t('navigation.cart.count', { count: cart.count })})</span>
      </p>
      <CartNoticeBar className="mx-4 mt-3" />
      <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto px-4 dark:divide-slate-700">
        {cart.lines.map((line) => (
          <CartDropdownLine
            key={`${line.id}:${line.selectedSize}`}
            line={line}
            onIncrease={() => cart.increase(line.id, line.selectedSize)}
            onDecrease={() => cart.decrease(line.id, line.selectedSize)}
            onRemove={() => {
              cart.remove(line.id, line.selectedSize);
              // The removed button took the focus with it: keep it inside the dropdown.
              panel.current?.focus();
            }}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-700">
        <p className="flex items-center justify-between font-semibold">
          {t('navigation.cart.total')}
          <span data-testid="cart-total" className="text-lg text-brand-600 dark:text-brand-400">{format(cart.subtotal)}</span>
        </p>
        <div className="flex gap-2">
          <Link to="/cart" className={`${buttonClass('secondary')} shrink-0`}>
            {t('navigation.cart.viewCart')}
          </Link>
          <Link to="/cartpayment" className={`${buttonClass('primary')} flex-1 whitespace-nowrap`}>
            {t('navigation.cart.checkout')}
          </Link>
        </div>
      </div>
    </div>
  );
}
