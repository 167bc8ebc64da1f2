import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useCart } from '../../../api/cart/use-cart';

/**
 * The header's cart icon with the badge (sum of quantities). Extra props (the dropdown's trigger
 * behaviour, passed in by the header) go to the link.
 */
export function CartLink(props: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { t, i18n } = useTranslation();
  const { count } = useCart();
  const language = toLanguage(i18n.language);
  const shown = count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language);
  return (
    <Link
      {...props}
      to="/cart"
      aria-label={t('header.cart', { count })}
      className="relative flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 aria-expanded:bg-slate-100 aria-expanded:text-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-400 dark:aria-expanded:bg-slate-800"
    >
      <CartIcon className="size-6" />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-900"
      >
        {shown}
      </span>
    </Link>
  );
}
