import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  error?: string | null;
}

/** One radio per size, drawn as pills; arrow keys move between them as in any radio group. */
export function SizePicker({ sizes, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('listing.quickView.size')}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span className="flex h-10 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 transition peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-400 dark:border-slate-600 dark:text-slate-100 dark:peer-checked:bg-brand-900/40 dark:peer-checked:text-brand-200">
              {size}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
