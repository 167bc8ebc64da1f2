import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/shared';
import { useLocalName } from '../../../lib/use-local-name';

type Tab = 'description' | 'specification';
const TABS: readonly Tab[] = ['description', 'specification'];

/** Description and specification in the ARIA tabs pattern: arrows, Home and End move between the tabs. */
export function ProductTabs({ product }: { product: Pick<Product, 'description' | 'description_bn' | 'specifications' | 'sku'> }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const id = useId();
  const [active, setActive] = useState<Tab>('description');
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? TABS[(at + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(at - 1 + TABS.length) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS[TABS.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <section className="rounded-lg bg-white shadow-xs dark:bg-slate-900">
      <div role="tablist" aria-label={t('productPage.tabs.label')} onKeyDown={onKeyDown} className="flex border-b border-slate-200 dark:border-slate-800">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => { refs.current[tab] = el; }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6 ${
              active === tab
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {t(`productPage.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          tabIndex={0}
          hidden={active !== tab}
          className="p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:p-6"
        >
          {tab === 'description' ? (
            <p className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{localName(product.description, product.description_bn)}</p>
          ) : (
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] text-sm sm:grid-cols-[12rem_1fr]">
              {[{ label: t('productPage.tabs.sku'), value: product.sku }, ...product.specifications].map((row) => (
                <div key={row.label} className="contents">
                  <dt className="border-b border-slate-100 py-2 pr-3 text-slate-600 dark:border-slate-800 dark:text-slate-400">{row.label}</dt>
                  <dd className="border-b border-slate-100 py-2 font-medium text-slate-900 dark:border-slate-800 dark:text-slate-100">{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </section>
  );
}
