import { formatLineSelection } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useFormatPrice } from '../../../components/ui/price';
import type { CartLine } from '../../../api/cart/cart-lines';
import { useCartDelivery } from '../hooks/use-cart-delivery';
import { summarise, type AppliedPromo } from '../utils/summary';

interface Props {
  selected: CartLine[];
  all: number;
  promo: AppliedPromo | null;
}

/**
 * The chosen lines go to checkout in the URL (`?lines=12:M,40:ONE`, decision 012); with every line
 * chosen the link is plain /cartpayment, the whole cart.
 */
function checkoutHref(selected: CartLine[], all: number): string {
  if (selected.length === all) return '/cartpayment';
  const lines = formatLineSelection(selected.map((l) => ({ product_id: l.id, size: l.selectedSize })));
  return `/cartpayment?lines=${encodeURIComponent(lines)}`;
}

export function OrderSummary({ selected, all, promo }: Props) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const delivery = useCartDelivery();
  const summary = summarise(selected, promo, delivery.pricing);
  const n = selected.length;
  const row = 'flex items-baseline justify-between gap-4 text-sm';
  return (
    <section aria-labelledby="cart-summary-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="cart-summary-title" className="font-semibold">{t('cart.summary.title')}</h2>
      <dl className="flex flex-col gap-2" data-testid="cart-summary">
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-400">{t('cart.summary.subtotal', { n: summary.items })}</dt>
          <dd data-testid="summary-subtotal">{format(summary.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-400">
            {t('cart.summary.delivery')}
            <span data-testid="summary-delivery-to" className="block text-xs">
              {delivery.place ? t('delivery.cart.to', { place: delivery.place }) : t('delivery.cart.unknown')}
            </span>
          </dt>
          <dd data-testid="summary-delivery">{summary.delivery === null ? '—' : format(summary.delivery)}</dd>
        </div>
        {promo && summary.discount > 0 && (
          <div className={row}>
            <dt className="text-slate-600 dark:text-slate-400">{t('cart.summary.discount', { code: promo.code })}</dt>
            <dd className="text-emerald-700 dark:text-emerald-400">−{format(summary.discount)}</dd>
          </div>
        )}
        <div className={`${row} border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700`}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="summary-total" className="text-lg text-brand-700 dark:text-brand-400">{summary.total === null ? '—' : format(summary.total)}</dd>
        </div>
      </dl>
      {n > 0 ? (
        <Link to={checkoutHref(selected, all)} className={`${buttonClass('primary', 'lg')} w-full`}>
          {t('cart.summary.checkout', { n })}
        </Link>
      ) : (
        <>
          <button type="button" disabled aria-describedby="cart-nothing-selected" className={`${buttonClass('primary', 'lg')} w-full`}>
            {t('cart.summary.checkout', { n })}
          </button>
          <p id="cart-nothing-selected" className="text-center text-xs text-slate-600 dark:text-slate-400">{t('cart.summary.nothingSelected')}</p>
        </>
      )}
    </section>
  );
}
