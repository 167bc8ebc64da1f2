import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../components/ui/price';
import { formatNumber, toLanguage } from '../../../lib/format';
import type { CartLine } from '../../../api/cart/cart-lines';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';
import { LineImage } from './line-image';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  line: CartLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

const stepButton =
  'flex size-7 items-center justify-center text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800';

/** One line of the cart dropdown: picture, name, unit price, quantity stepper and remove. */
export function CartDropdownLine({ line, onIncrease, onDecrease, onRemove }: Props) {
  const localName = useLocalName();
  const { t, i18n } = useTranslation();
  const format = useFormatPrice();
  const atMinimum = line.qty <= 1;
  return (
    <li className="flex gap-3 py-3">
      <LineImage src={line.image} width={56} height={70} className="h-[70px] w-14" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/product/${line.id}`}
          className="line-clamp-2 text-sm leading-snug text-slate-800 hover:text-brand-600 dark:text-slate-100 dark:hover:text-brand-400"
        >
          {localName(line.name, line.name_bn)}
        </Link>
        {line.selectedSize && (
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('navigation.cart.size', { size: line.selectedSize })}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="text-sm font-bold text-brand-600 dark:text-brand-400">{format(line.price)}</span>
          <div className="flex items-center gap-2">
            <div
              role="group"
              aria-label={t('navigation.cart.quantity', { name: localName(line.name, line.name_bn) })}
              className="flex items-center overflow-hidden rounded-md border border-slate-300 dark:border-slate-600"
            >
              <button
                type="button"
                aria-label={t('navigation.cart.decrease', { name: localName(line.name, line.name_bn) })}
                // aria-disabled, not disabled: the button keeps focus when the quantity reaches 1.
                aria-disabled={atMinimum}
                onClick={() => !atMinimum && onDecrease()}
                className={stepButton}
              >
                <MinusIcon className="size-3.5" />
              </button>
              <span aria-live="polite" className="min-w-7 text-center text-sm font-semibold tabular-nums">
                {formatNumber(line.qty, toLanguage(i18n.language))}
              </span>
              <button
                type="button"
                aria-label={t('navigation.cart.increase', { name: localName(line.name, line.name_bn) })}
                onClick={onIncrease}
                className={stepButton}
              >
                <PlusIcon className="size-3.5" />
              </button>
            </div>
            <button
              type="button"
              aria-label={t('navigation.cart.remove', { name: localName(line.name, line.name_bn) })}
              onClick={onRemove}
              className="flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
            >
              <TrashIcon />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
