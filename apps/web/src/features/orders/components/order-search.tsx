import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';

/** The orders search box (docs/product/orders.md placeholder), with its label shown and a clear button. */
export function OrderSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('orders.searchLabel')}
      </label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('orders.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-md border border-slate-300 bg-white pr-11 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('orders.clearSearch')}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
    </div>
  );
}
