import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';

interface Props {
  value: string;
  onSearch: (search: string) => void;
}

/** Searches within the products page, keeping its category; shows the search the address holds. */
export function ProductsSearch({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // Back, Forward or the header's search change the address: show what it now holds.
  useEffect(() => setText(value), [value]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={t('listing.products.searchLabel')} onSubmit={submit} className="relative flex w-full">
      <label htmlFor={id} className="sr-only">
        {t('listing.products.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('listing.products.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 pr-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            if (value) onSearch('');
          }}
          className="absolute top-1/2 right-14 flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{t('listing.products.clearSearch')}</span>
        </button>
      )}
      <button
        type="submit"
        className="flex h-10 w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <SearchIcon />
        <span className="sr-only">{t('listing.products.searchSubmit')}</span>
      </button>
    </form>
  );
}
