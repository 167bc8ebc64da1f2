import { useTranslation } from 'react-i18next';
import { useColourName } from '../hooks/use-colour-name';
import { COLOUR_FILTERS } from '../utils/filter-options';
import { FilterCheckbox, FilterGroup } from './filter-group';

/** The 12 colour families (docs/product/catalog.md), each with its swatch. */
export function ColourFilter({ selected, onToggle }: { selected: string[]; onToggle: (value: string) => void }) {
  const { t } = useTranslation();
  const colourName = useColourName();
  return (
    <FilterGroup title={t('listing.category.colourTitle')}>
      <div className="grid grid-cols-2 gap-x-2 gap-y-1 lg:grid-cols-1 xl:grid-cols-2">
        {COLOUR_FILTERS.map((colour) => (
          <FilterCheckbox
            key={colour.value}
            label={colourName(colour.family)}
            checked={selected.includes(colour.value)}
            onChange={() => onToggle(colour.value)}
            before={
              <span
                aria-hidden="true"
                style={{ backgroundColor: colour.swatch }}
                className="size-4 shrink-0 rounded-full ring-1 ring-slate-300 dark:ring-slate-600"
              />
            }
          />
        ))}
      </div>
    </FilterGroup>
  );
}
