import type { Product } from '@shop/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { SUGGESTION_LIMIT, useSearchSuggestions } from '../../../api/catalogue';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchSuggestions } from './search-suggestions';

/** Typing settles for this long before the suggestions are asked for. */
const DEBOUNCE_MS = 200;
/** docs/product/catalog.md: the dropdown closes 150 ms after the box loses focus. */
const BLUR_CLOSE_MS = 150;

/**
 * The header search: a combobox (ARIA 1.2 pattern) suggesting up to 6 products as the shopper
 * types. Arrows move through them, Enter opens the highlighted one at /products?highlight={id},
 * or with none highlighted the list of results at /products?search=….
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = `${inputId}list`;
  const optionId = (product: Product) => `${inputId}option${product.id}`;

  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data, isError } = useSearchSuggestions(term);
  const showPanel = open && text.trim().length >= 1 && term.length >= 1 && data !== undefined && !isError;
  const products = showPanel ? data.products.slice(0, SUGGESTION_LIMIT) : [];
  const activeIndex = products.findIndex((product) => product.id === activeId);
  const activeProduct = products[activeIndex];

  function go(path: string) {
    setOpen(false);
    setActiveId(null);
    inputRef.current?.blur();
    navigate(path);
  }

  const choose = (product: Product) => go(`/products?${new URLSearchParams({ highlight: String(product.id) })}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activeProduct) return choose(activeProduct);
    const search = text.trim();
    go(search ? `/products?${new URLSearchParams({ search })}` : '/products');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (products.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? 0 : activeIndex;
      setActiveId(products[(from + step + products.length) % products.length]?.id ?? null);
    } else if (event.key === 'Escape' && showPanel) {
      // Close the list first; a second Escape lets the browser clear the box.
      event.preventDefault();
      setOpen(false);
      setActiveId(null);
    }
  }

  return (
    // The action is what a page drawn by the server does with a search before the app has taken it over (or
    // without JavaScript): the products page, searched, as `submit` does.
    <form role="search" action="/products" onSubmit={submit} className="relative flex w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel && products.length > 0}
        aria-controls={showPanel && products.length > 0 ? listId : undefined}
        aria-activedescendant={activeProduct ? optionId(activeProduct) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
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
      {showPanel && (
        <SearchSuggestions
          listId={listId}
          optionId={optionId}
          products={products}
          activeIndex={activeIndex}
          correctedSearch={data?.correctedSearch}
          onChoose={choose}
        />
      )}
    </form>
  );
}
