import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_QUANTITY } from '@shop/shared';

interface Props {
  value: number;
  /** The most the shopper can add (what is left in stock); at least MIN_QUANTITY. */
  max: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
}

const stepClass =
  'flex size-10 items-center justify-center text-lg font-semibold text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700';

const clamp = (n: number, max: number) => Math.min(Math.max(MIN_QUANTITY, Math.floor(n)), Math.max(MIN_QUANTITY, max));

/** Minus, the number and plus. The number never goes below 1 (docs/product/catalog.md) nor above what is in stock. */
export function QuantityStepper({ value, max, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // What the shopper is typing; an empty box is allowed until they leave it.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (text: string) => {
    const n = Number.parseInt(text, 10);
    const next = Number.isNaN(n) ? value : clamp(n, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('productPage.quantity.label')}
      </label>
      <div className="flex w-fit items-stretch overflow-hidden rounded-md border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800">
        <button type="button" onClick={() => onChange(clamp(value - 1, max))} disabled={disabled || value <= MIN_QUANTITY} aria-label={t('productPage.quantity.decrease')} aria-controls={id} className={stepClass}>
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
          className="w-14 border-x border-slate-300 bg-transparent text-center text-sm font-semibold tabular-nums text-slate-900 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500 disabled:opacity-60 dark:border-slate-600 dark:text-white"
        />
        <button type="button" onClick={() => onChange(clamp(value + 1, max))} disabled={disabled || value >= max} aria-label={t('productPage.quantity.increase')} aria-controls={id} className={stepClass}>
          +
        </button>
      </div>
    </div>
  );
}
