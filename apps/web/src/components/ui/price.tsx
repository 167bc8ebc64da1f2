import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../lib/use-currency';

interface Props {
  /** In taka, as the API answers; shown converted when the shopper chose USD. */
  amount: number;
  oldAmount?: number | null;
  size?: 'sm' | 'lg';
}

/**
 * A price in the shopper's currency, with the struck-through old price when it is higher.
 * The one place prices meet the currency choice of this device (lib/use-currency.ts).
 */
export function Price({ amount, oldAmount, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const price = format(amount);
  const old = oldAmount != null && oldAmount > amount ? format(oldAmount) : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-brand-600 dark:text-brand-400 ${size === 'lg' ? 'text-3xl' : 'text-base'}`}>
        <span className="sr-only">{t('product.price', { price })}</span>
        <span aria-hidden="true">{price}</span>
      </span>
      {old && (
        <s className={`text-slate-500 dark:text-slate-400 ${size === 'lg' ? 'text-lg' : 'text-xs'}`}>
          <span className="sr-only">{t('product.oldPrice', { price: old })}</span>
          <span aria-hidden="true">{old}</span>
        </s>
      )}
    </p>
  );
}

/** For prices inside text (totals, summaries): the same formatting as <Price>. */
export { useFormatPrice };
