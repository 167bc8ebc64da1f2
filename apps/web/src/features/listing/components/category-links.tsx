import type { Category } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalName } from '../../../lib/use-local-name';
import type { ListingTarget } from '../utils/listing-target';

/** docs/product/catalog.md: 6 categories show before VIEW MORE. */
const VISIBLE_CATEGORIES = 6;

interface Props {
  categories: readonly Category[];
  target: ListingTarget;
  /** The address of another listing, keeping the filters that still make sense there. */
  linkTo: (path: string) => string;
  onNavigate?: () => void;
}

const linkClass = (active: boolean) =>
  `block rounded-md px-1.5 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
    active ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-200' : 'text-slate-700 hover:text-brand-600 dark:text-slate-200 dark:hover:text-brand-400'
  }`;

/** Every category (the first six until VIEW MORE), with the current one's subcategories under it. */
export function CategoryLinks({ categories, target, linkTo, onNavigate }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const localName = useLocalName();
  const currentSlug = target.kind === 'category' ? target.slug : target.kind === 'subcategory' ? target.category?.slug : undefined;
  const currentIndex = categories.findIndex((c) => c.slug === currentSlug);
  const [more, setMore] = useState(currentIndex >= VISIBLE_CATEGORIES);
  const shown = more ? categories : categories.slice(0, VISIBLE_CATEGORIES);

  return (
    <nav aria-labelledby={`${listId}-title`}>
      <h3 id={`${listId}-title`} className="mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('listing.category.categoriesTitle')}
      </h3>
      <ul id={listId} className="flex flex-col gap-0.5">
        {shown.map((category) => {
          const current = category.slug === currentSlug;
          return (
            <li key={category.id}>
              <Link
                to={linkTo(`/category/${category.slug}`)}
                onClick={onNavigate}
                aria-current={current && target.kind === 'category' ? 'page' : undefined}
                className={linkClass(current && target.kind === 'category')}
              >
                {localName(category.name, category.name_bn)}
              </Link>
              {current && (
                <ul className="mt-0.5 ml-2 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-700">
                  {category.subcategories.map((sub) => {
                    const active = target.kind === 'subcategory' && target.slug === sub.slug;
                    return (
                      <li key={sub.id}>
                        <Link to={linkTo(`/subcategory/${sub.slug}`)} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                          {localName(sub.name, sub.name_bn)}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {categories.length > VISIBLE_CATEGORIES && (
        <button
          type="button"
          aria-expanded={more}
          aria-controls={listId}
          onClick={() => setMore(!more)}
          className="mt-1 px-1.5 py-1 text-xs font-bold tracking-wide text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
        >
          {more ? t('listing.category.viewLess') : t('listing.category.viewMore')}
        </button>
      )}
    </nav>
  );
}
