import { ONE_SIZE } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { CartLine } from '../../../api/cart/cart-lines';
import { maxQuantity, type CartLimits } from '../../../api/cart/cart-limits';
import { useColourFamily } from '../hooks/use-colour-family';
import { TrashIcon } from './cart-icons';
import { LineImage } from './line-image';
import { LineStepper } from './line-stepper';
import { useLocalName } from '../../../lib/use-local-name';
import { PriceChangeNote } from '../../../components/price-change-note';

interface Props {
  line: CartLine;
  /** The shop's cart limits: the stepper never offers more than one line may hold. */
  limits: CartLimits;
  selected: boolean;
  highlighted: boolean;
  onToggle: () => void;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}

/** One cart line: its checkbox, picture, linked name, colour family, size, prices, stepper and remove. */
export function CartRow({ line, limits, selected, highlighted, onToggle, onDecrease, onIncrease, onRemove }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const colourName = useColourFamily();
  const sized = line.selectedSize && line.selectedSize !== ONE_SIZE;
  const stock = line.stock;
  return (
    <li
      data-product-id={line.id}
      data-testid="cart-line"
      className={`flex gap-3 p-4 sm:gap-4 ${highlighted ? 'bg-brand-50 ring-2 ring-brand-400 ring-inset dark:bg-brand-950/40' : ''}`}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={t('cart.select', { name: localName(line.name, line.name_bn) })}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <Link to={`/product/${line.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LineImage src={line.image} width={80} height={100} className="h-[100px] w-20" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to={`/product/${line.id}`} className="line-clamp-2 font-medium leading-snug text-slate-900 hover:text-brand-600 dark:text-slate-100 dark:hover:text-brand-400">
            {localName(line.name, line.name_bn)}
          </Link>
          {line.colour && <p className="text-xs text-slate-600 dark:text-slate-400">{t('cart.colourFamily', { colour: colourName(line.colour) })}</p>}
          <p className="text-xs text-slate-600 dark:text-slate-400">{sized ? t('cart.size', { size: line.selectedSize }) : t('cart.oneSize')}</p>
          {stock !== undefined && stock <= 0 && <p className="text-xs font-semibold text-red-700 dark:text-red-400">{t('cart.soldOut')}</p>}
          {stock !== undefined && stock > 0 && line.qty >= stock && (
            <p className="text-xs font-semibold text-amber-700 dark:text-amber-400">{t('cart.onlyLeft', { n: stock })}</p>
          )}
        </div>
        <div className="sm:w-32 sm:text-right">
          <Price amount={line.price} oldAmount={line.oldPrice} />
          <PriceChangeNote from={line.priceChangedFrom} />
        </div>
        <div className="flex items-center gap-3 sm:items-start">
          <LineStepper name={localName(line.name, line.name_bn)} qty={line.qty} max={maxQuantity(stock, limits)} onDecrease={onDecrease} onIncrease={onIncrease} />
          <button
            type="button"
            aria-label={t('cart.remove', { name: localName(line.name, line.name_bn) })}
            onClick={onRemove}
            className="flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
