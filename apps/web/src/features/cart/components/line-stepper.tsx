import { useTranslation } from 'react-i18next';
import { formatNumber, toLanguage } from '../../../lib/format';
import { MinusIcon, PlusIcon } from './cart-icons';

interface Props {
  name: string;
  qty: number;
  /** The most the line may hold (the stock, the shop's limit per line); no bound when unknown. */
  max?: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

const stepButton =
  'flex size-9 items-center justify-center text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Minus, the quantity and plus: never below 1 (docs/product/cart.md), never above the stock or the limit. The ends use
 * aria-disabled rather than disabled so the focused button keeps the focus when a limit is reached.
 */
export function LineStepper({ name, qty, max, onDecrease, onIncrease }: Props) {
  const { t, i18n } = useTranslation();
  const atMin = qty <= 1;
  const atMax = max !== undefined && qty >= max;
  return (
    <div role="group" aria-label={t('cart.quantity', { name })} className="flex w-fit items-center overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
      <button type="button" aria-label={t('cart.decrease', { name })} aria-disabled={atMin} onClick={() => !atMin && onDecrease()} className={stepButton}>
        <MinusIcon />
      </button>
      <output aria-live="polite" data-testid="line-qty" className="min-w-9 text-center text-sm font-semibold tabular-nums">
        {formatNumber(qty, toLanguage(i18n.language))}
      </output>
      <button type="button" aria-label={t('cart.increase', { name })} aria-disabled={atMax} onClick={() => !atMax && onIncrease()} className={stepButton}>
        <PlusIcon />
      </button>
    </div>
  );
}
