import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';

/** The header search: for now it opens the product list filtered by the text (suggestions come later). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/products?${new URLSearchParams({ search })}` : '/products');
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full">
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 dark:focus:bg-slate-900"
      />
      <button
        type="submit"
        className="flex h-10 w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <SearchIcon />
        <span className="sr-only">{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
