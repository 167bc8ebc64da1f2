import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useBrands } from '../../../api/catalogue';
import type { ParamChanges } from '../hooks/use-listing-params';
import { useColourName } from '../hooks/use-colour-name';
import { activeFilterCount, type CategoryView } from '../utils/category-params';
import { SERVICE_FILTERS, SHOPPING_FROM_FILTERS } from '../utils/filter-options';

interface Props {
  view: CategoryView;
  brandCategory: string | undefined;
  update: (changes: ParamChanges) => void;
}

/** The filters in use as removable chips, with "Clear all". */
export function ActiveFilters({ view, brandCategory, update }: Props) {
  const { t } = useTranslation();
  const colourName = useColourName();
  const { data: brands } = useBrands(brandCategory);
  if (activeFilterCount(view) === 0) return null;

  const chips = [
    ...view.brands.map((slug) => ({
      key: `brand-${slug}`,
      label: brands?.find((b) => b.slug === slug)?.name ?? slug,
      remove: { brand: view.brands.filter((b) => b !== slug) },
    })),
    ...view.colours.map((value) => ({ key: `colour-${value}`, label: colourName(value), remove: { colour: view.colours.filter((c) => c !== value) } })),
    ...view.services.map((value) => ({
      key: `service-${value}`,
      label: t(`listing.services.${SERVICE_FILTERS.find((o) => o.value === value)?.key ?? 'cashOnDelivery'}`),
      remove: { service: view.services.filter((s) => s !== value) },
    })),
    ...view.from.map((value) => ({
      key: `from-${value}`,
      label: t(`listing.shoppingFrom.${SHOPPING_FROM_FILTERS.find((o) => o.value === value)?.key ?? 'localSellers'}`),
      remove: { from: view.from.filter((f) => f !== value) },
    })),
  ] satisfies { key: string; label: string; remove: ParamChanges }[];

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{t('listing.category.activeFilters')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => update(chip.remove)}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-xs font-medium text-brand-800 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
            >
              <span aria-hidden="true">{chip.label}</span>
              <span className="sr-only">{t('listing.category.removeFilter', { name: chip.label })}</span>
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => update({ brand: null, colour: null, service: null, from: null })}
        className="text-xs font-semibold text-slate-600 underline hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300"
      >
        {t('listing.category.clearAll')}
      </button>
    </div>
  );
}
