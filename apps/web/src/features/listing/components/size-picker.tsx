import type { StockBySize } from '@shop/shared';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  error?: string | null;
  /** Stock of each size, once known: a size with none is shown sold out and cannot be chosen. */
  stockBySize?: StockBySize;
}

const CHIP =
  'cursor-pointer border-slate-300 text-slate-800 hover:border-brand-400 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 dark:border-slate-600 dark:text-slate-100 dark:peer-checked:bg-brand-900/40 dark:peer-checked:text-brand-200';
// Struck through and dashed, not only paler: sold out must not depend on seeing a colour.
const SOLD_OUT_CHIP =
  'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-500 line-through dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-400';

/**
 * One radio per size, drawn as pills; arrow keys move between them as in any radio group. A sold-out
 * size stays in view, struck through and disabled, and is read out as sold out.
 */
export function SizePicker({ sizes, value, onChange, error, stockBySize }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  const soldOut = sizes.filter((size) => stockBySize !== undefined && (stockBySize[size] ?? 0) <= 0);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('listing.quickView.size')}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const unavailable = soldOut.includes(size);
          return (
            <Fragment key={size}>
              <label>
                <input
                  type="radio"
                  name={name}
                  value={size}
                  checked={value === size}
                  onChange={() => onChange(size)}
                  disabled={unavailable}
                  aria-describedby={unavailable ? `${name}-${size}-soldout` : undefined}
                  className="peer sr-only"
                />
                <span className={`flex h-10 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${unavailable ? SOLD_OUT_CHIP : CHIP}`}>
                  {size}
                </span>
              </label>
              {/* Beside the label, not in it: the option's name stays 'M', 'Sold out' is its description. */}
              {unavailable && (
                <span id={`${name}-${size}-soldout`} className="sr-only">
                  {t('listing.quickView.soldOut')}
                </span>
              )}
            </Fragment>
          );
        })}
      </div>
      {soldOut.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('listing.quickView.soldOutSizes', { sizes: soldOut.join(', ') })}</p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
