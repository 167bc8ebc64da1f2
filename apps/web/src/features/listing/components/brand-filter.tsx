import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useBrands } from '../../../api/catalogue';
import { FilterCheckbox, FilterGroup } from './filter-group';

/** Brands beyond these wait behind "VIEW MORE", as the categories do. */
const VISIBLE_BRANDS = 8;

interface Props {
  /** Category slug whose brands to list; none: every brand. */
  category: string | undefined;
  selected: string[];
  onToggle: (slug: string) => void;
}

/** The brands of the category (GET /api/v1/brands?category=) with their product counts. */
export function BrandFilter({ category, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data: brands, isPending, isError } = useBrands(category);
  const [more, setMore] = useState(false);

  let body;
  if (isPending) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t('listing.category.brandsLoading')}</p>;
  else if (isError) body = <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('listing.category.brandsError')}</p>;
  else if (brands.length === 0) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t('listing.category.brandsEmpty')}</p>;
  else {
    // A chosen brand stays visible even when it is past the fold.
    const shown = more ? brands : brands.filter((b, i) => i < VISIBLE_BRANDS || selected.includes(b.slug));
    body = (
      <>
        {shown.map((brand) => (
          <FilterCheckbox
            key={brand.id}
            label={brand.name}
            checked={selected.includes(brand.slug)}
            onChange={() => onToggle(brand.slug)}
            aside={
              <>
                <span aria-hidden="true">{formatNumber(brand.count, language)}</span>
                <span className="sr-only">{t('listing.category.brandCount', { count: brand.count })}</span>
              </>
            }
          />
        ))}
        {brands.length > VISIBLE_BRANDS && (
          <button
            type="button"
            aria-expanded={more}
            onClick={() => setMore(!more)}
            className="self-start px-1.5 py-1 text-xs font-bold tracking-wide text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
          >
            {more ? t('listing.category.viewLess') : t('listing.category.viewMore')}
          </button>
        )}
      </>
    );
  }
  return <FilterGroup title={t('listing.category.brandTitle')}>{body}</FilterGroup>;
}
