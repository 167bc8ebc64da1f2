import type { Category } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { ParamChanges } from '../hooks/use-listing-params';
import type { CategoryView } from '../utils/category-params';
import { SERVICE_FILTERS, SHOPPING_FROM_FILTERS } from '../utils/filter-options';
import { brandCategory, type ListingTarget } from '../utils/listing-target';
import { toggled } from '../utils/url-params';
import { BrandFilter } from './brand-filter';
import { CategoryLinks } from './category-links';
import { ColourFilter } from './colour-filter';
import { OptionFilter } from './option-filter';

interface Props {
  categories: readonly Category[];
  target: ListingTarget;
  view: CategoryView;
  update: (changes: ParamChanges) => void;
  linkTo: (path: string) => string;
  onNavigate?: () => void;
}

/** The category page's filters (docs/product/catalog.md): categories, brands, services, shopping from, colours. */
export function CategoryFilters({ categories, target, view, update, linkTo, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <CategoryLinks categories={categories} target={target} linkTo={linkTo} onNavigate={onNavigate} />
      <BrandFilter category={brandCategory(target)} selected={view.brands} onToggle={(slug) => update({ brand: toggled(view.brands, slug) })} />
      <OptionFilter
        title={t('listing.category.servicesTitle')}
        note={t('listing.category.servicesNote')}
        options={SERVICE_FILTERS}
        labelOf={(option) => t(`listing.services.${option.key as (typeof SERVICE_FILTERS)[number]['key']}`)}
        selected={view.services}
        onToggle={(value) => update({ service: toggled(view.services, value) })}
      />
      <OptionFilter
        title={t('listing.category.shoppingFromTitle')}
        note={t('listing.category.shoppingFromNote')}
        options={SHOPPING_FROM_FILTERS}
        labelOf={(option) => t(`listing.shoppingFrom.${option.key as (typeof SHOPPING_FROM_FILTERS)[number]['key']}`)}
        selected={view.from}
        onToggle={(value) => update({ from: toggled(view.from, value) })}
      />
      <ColourFilter selected={view.colours} onToggle={(value) => update({ colour: toggled(view.colours, value) })} />
    </div>
  );
}
