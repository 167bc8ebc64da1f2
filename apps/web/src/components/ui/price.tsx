import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../lib/format';

interface Props {
  amount: number;
  oldAmount?: number | null;
  size?: 'sm' | 'lg';
}

/** A taka price, with the struck-through old price when it is higher. */
export function Price({ amount, oldAmount, size = 'sm' }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const price = formatTaka(amount, language);
  const old = oldAmount != null && oldAmount > amount ? formatTaka(oldAmount, language) : null;
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
