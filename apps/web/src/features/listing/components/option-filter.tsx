import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../utils/filter-options';
import { FilterCheckbox, FilterGroup } from './filter-group';

interface Props {
  title: string;
  note: string;
  options: readonly FilterOption[];
  labelOf: (option: FilterOption) => string;
  selected: string[];
  onToggle: (value: string) => void;
}

/**
 * Services and shopping-from: options that hold for every product can be ticked (and keep every
 * product); options nothing has yet are shown, disabled, and say so (filter-options.ts).
 */
export function OptionFilter({ title, note, options, labelOf, selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <FilterGroup title={title} note={note}>
      {options.map((option) => {
        const offered = option.availability === 'all';
        return (
          <FilterCheckbox
            key={option.value}
            label={labelOf(option)}
            checked={offered && selected.includes(option.value)}
            disabled={!offered}
            onChange={() => onToggle(option.value)}
            hint={offered ? undefined : t('listing.category.notOffered')}
          />
        );
      })}
    </FilterGroup>
  );
}
