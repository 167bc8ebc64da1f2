import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../../api/catalogue';
import { useLocalName } from '../../../lib/use-local-name';
import type { ParamChanges } from '../hooks/use-listing-params';
import { ChevronDownIcon } from './listing-icons';

/** docs/product/catalog.md: the products page's sidebar lists Mens, Womens, Kids and Accessories with their subtypes. */
const SIDEBAR_CATEGORIES = ['men', 'women', 'kids', 'accessories'] as const;

interface Props {
  category: string;
  subcategory: string;
  hrefWith: (changes: ParamChanges) => string;
  onNavigate?: () => void;
}

const linkClass = (active: boolean) =>
  `block rounded-md px-2 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
    active ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-200' : 'text-slate-700 hover:text-brand-600 dark:text-slate-200 dark:hover:text-brand-400'
  }`;

export function ProductsSidebar({ category, subcategory, hrefWith, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCategories();
  const categories = SIDEBAR_CATEGORIES.flatMap((slug) => data?.find((c) => c.slug === slug) ?? []);

  return (
    <nav aria-label={t('listing.products.categoriesTitle')} className="flex flex-col gap-1">
      <Link to={hrefWith({ category: null, subcategory: null })} onClick={onNavigate} aria-current={!category && !subcategory ? 'page' : undefined} className={linkClass(!category && !subcategory)}>
        {t('listing.products.allProducts')}
      </Link>
      {isPending && <p className="px-2 py-1.5 text-sm text-slate-500 dark:text-slate-400">{t('listing.common.loadingCategories')}</p>}
      {isError && <p role="alert" className="px-2 py-1.5 text-sm text-red-700 dark:text-red-400">{t('listing.common.categoriesError')}</p>}
      <ul className="flex flex-col gap-0.5">
        {categories.map((c) => (
          <SidebarCategory
            key={c.id}
            slug={c.slug}
            label={t(`listing.products.sidebar.${c.slug as (typeof SIDEBAR_CATEGORIES)[number]}`)}
            subcategories={c.subcategories}
            activeCategory={category}
            activeSubcategory={subcategory}
            hrefWith={hrefWith}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

interface CategoryProps {
  slug: string;
  label: string;
  subcategories: { id: number; slug: string; name: string; name_bn: string }[];
  activeCategory: string;
  activeSubcategory: string;
  hrefWith: Props['hrefWith'];
  onNavigate?: () => void;
}

function SidebarCategory({ slug, label, subcategories, activeCategory, activeSubcategory, hrefWith, onNavigate }: CategoryProps) {
  const { t } = useTranslation();
  const listId = useId();
  const localName = useLocalName();
  const inside = activeCategory === slug || subcategories.some((s) => s.slug === activeSubcategory);
  const [open, setOpen] = useState(inside);
  const expanded = open || inside;
  const current = activeCategory === slug && !activeSubcategory;
  return (
    <li>
      <div className="flex items-center">
        <Link to={hrefWith({ category: slug, subcategory: null })} onClick={onNavigate} aria-current={current ? 'page' : undefined} className={`${linkClass(current)} flex-1`}>
          {label}
        </Link>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setOpen(!expanded)}
          className="flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          <span className="sr-only">{t('listing.products.showTypes', { category: label })}</span>
        </button>
      </div>
      <ul id={listId} hidden={!expanded} className="ml-3 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-700">
        {subcategories.map((s) => {
          const active = activeSubcategory === s.slug;
          return (
            <li key={s.id}>
              <Link to={hrefWith({ category: slug, subcategory: s.slug })} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                {localName(s.name, s.name_bn)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
