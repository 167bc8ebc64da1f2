import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/icons';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The help centre's search: filters the answers as the shopper types. */
export function HelpSearch({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {t('storefront.help.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('storefront.help.searchPlaceholder')}
        autoComplete="off"
        className="h-12 w-full rounded-full border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
    </form>
  );
}
