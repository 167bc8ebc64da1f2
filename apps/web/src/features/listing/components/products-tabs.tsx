import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_TABS, type ProductsTab } from '../utils/products-params';

interface Props {
  value: ProductsTab;
  onChange: (tab: ProductsTab) => void;
  /** The results the tabs control. */
  panelId: string;
  idOf: (tab: ProductsTab) => string;
}

/** All products, trending (best sellers first) and new arrivals (newest first), as ARIA tabs with arrow keys. */
export function ProductsTabs({ value, onChange, panelId, idOf }: Props) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = PRODUCTS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = PRODUCTS_TABS[next];
    if (tab) {
      onChange(tab);
      refs.current[next]?.focus();
    }
  }

  return (
    <div role="tablist" aria-label={t('listing.products.tabsLabel')} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      {PRODUCTS_TABS.map((tab, index) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={idOf(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
              selected
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {t(`listing.products.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
