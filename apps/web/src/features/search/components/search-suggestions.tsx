import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/ui/price';
import { useLocalName } from '../../../lib/use-local-name';

interface Props {
  listId: string;
  optionId: (product: Product) => string;
  products: Product[];
  activeIndex: number;
  /** What the server searched for instead, when it corrected a typo. */
  correctedSearch?: string;
  onChoose: (product: Product) => void;
}

/** The dropdown of the search combobox: up to 6 products with picture, name and price. */
export function SearchSuggestions({ listId, optionId, products, activeIndex, correctedSearch, onChoose }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useFormatPrice();
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900">
      {products.length === 0 ? (
        <p role="status" className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">
          {t('navigation.search.noResults')}
        </p>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('navigation.search.resultCount', { count: products.length })}
          </p>
          {correctedSearch && (
            <p className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
              {t('navigation.search.corrected', { term: correctedSearch })}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label={t('navigation.search.suggestions')} className="max-h-[60vh] overflow-y-auto py-1">
            {products.map((product, index) => (
              <li
                key={product.id}
                id={optionId(product)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the box, so choosing does not first close the list through blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(product)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
                  index === activeIndex ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
                }`}
              >
                <img
                  src={product.image}
                  alt=""
                  width={40}
                  height={50}
                  decoding="async"
                  className="h-[50px] w-10 shrink-0 rounded bg-slate-100 object-cover dark:bg-slate-800"
                />
                <span className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-100">{localName(product.name, product.name_bn)}</span>
                <span className="shrink-0 text-sm font-bold text-brand-600 dark:text-brand-400">{format(product.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
