import { useTranslation } from 'react-i18next';
import { TrashIcon } from './cart-icons';

interface Props {
  lines: number;
  selected: number;
  allSelected: boolean;
  onToggleAll: () => void;
  onDelete: () => void;
}

/** 'SELECT ALL (n item(s))' and DELETE of the chosen lines (docs/product/cart.md). */
export function SelectAllBar({ lines, selected, allSelected, onToggleAll, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={allSelected}
          // Some chosen, some not: the box shows a dash.
          ref={(box) => {
            if (box) box.indeterminate = selected > 0 && !allSelected;
          }}
          onChange={onToggleAll}
          className="size-4 accent-brand-600"
        />
        {t('cart.selectAll', { n: lines })}
      </label>
      <button
        type="button"
        onClick={onDelete}
        disabled={selected === 0}
        aria-label={t('cart.deleteSelected', { n: selected })}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-slate-600 dark:text-slate-300 dark:hover:bg-red-950/40 dark:hover:text-red-400"
      >
        <TrashIcon />
        {t('cart.delete')}
      </button>
    </div>
  );
}
