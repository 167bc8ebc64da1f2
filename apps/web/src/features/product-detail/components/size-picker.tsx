import { useId, type ReactNode } from 'react';
import type { StockBySize } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { hasApparelSizes, isApparelSize, SIZE_CHART } from '../utils/sizes';

const CHIP =
  'cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-brand-400 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-900/40 dark:peer-checked:text-brand-200';
// Struck through and dashed, not only paler: sold out must not depend on seeing a colour.
const SOLD_OUT_CHIP =
  'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-500 line-through dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-400';

interface Props {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  /** Shown under the choices when Add to Cart was pressed without a size. */
  error?: string | null;
  /** Opens the size chart; only apparel has one. */
  chartButton?: ReactNode;
  /** Stock of each size: a size with none is shown sold out and cannot be chosen. */
  stockBySize?: StockBySize;
}

/**
 * Native radio buttons drawn as chips: arrow keys move between sizes and screen readers hear a group.
 * Each apparel size has a tooltip with its chest measurement, also read as the option's description.
 * A sold-out size stays in view (so nobody wonders where it went), struck through and disabled.
 */
export function SizePicker({ sizes, value, onChange, error, chartButton, stockBySize }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const apparel = hasApparelSizes(sizes);
  const soldOut = sizes.filter((size) => stockBySize !== undefined && (stockBySize[size] ?? 0) <= 0);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span id={`${id}-label`} className="font-semibold text-slate-800 dark:text-slate-100">
            {apparel ? t('productPage.size.label') : t('productPage.size.labelEu')}
          </span>
          {value && <span aria-hidden="true">: {value}</span>}
        </p>
        {chartButton}
      </div>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const chest = isApparelSize(size) ? SIZE_CHART[size].chest : null;
          const tipId = `${id}-${size}-tip`;
          const unavailable = soldOut.includes(size);
          const described = [chest ? tipId : '', unavailable ? `${id}-${size}-soldout` : ''].filter(Boolean).join(' ');
          return (
            // The tooltip sits beside the label, not in it: the option's name stays 'L', its description is the chest.
            <div key={size} className="group relative">
              <label className="block">
                <input
                  type="radio"
                  name={id}
                  value={size}
                  checked={value === size}
                  onChange={() => onChange(size)}
                  disabled={unavailable}
                  aria-describedby={described || undefined}
                  className="peer sr-only"
                />
                <span className={`flex h-10 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${unavailable ? SOLD_OUT_CHIP : CHIP}`}>
                  {size}
                </span>
              </label>
              {/* Beside the label, not in it: the option's name stays 'M', 'Sold out' is its description. */}
              {unavailable && (
                <span id={`${id}-${size}-soldout`} className="sr-only">
                  {t('productPage.size.soldOut')}
                </span>
              )}
              {chest && (
                <span
                  id={tipId}
                  role="tooltip"
                  className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:visible group-hover:opacity-100 group-has-focus-visible:visible group-has-focus-visible:opacity-100 dark:bg-slate-700"
                >
                  {t('productPage.size.chestTip', { chest })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {soldOut.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('productPage.size.soldOutSizes', { sizes: soldOut.join(', ') })}</p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
