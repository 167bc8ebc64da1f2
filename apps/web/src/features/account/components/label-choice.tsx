import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LABELS, type AddressLabel } from '@shop/shared';
import { labelClass } from '../../../components/ui/field-styles';

/** OFFICE or HOME (default HOME), as two toggle-like radio buttons. */
export function LabelChoice({ value, onChange }: { value: AddressLabel; onChange: (value: AddressLabel) => void }) {
  const { t } = useTranslation();
  const name = useId();
  // OFFICE comes first, as the old site had it.
  const labels = [...ADDRESS_LABELS].reverse();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className={`${labelClass} mb-1.5`}>{t('account.addressForm.labelLegend')}</legend>
      <div className="flex gap-2">
        {labels.map((label) => (
          <label
            key={label}
            className="flex h-11 min-w-28 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:has-[:checked]:bg-brand-900/40 dark:has-[:checked]:text-brand-200"
          >
            <input
              type="radio"
              name={name}
              value={label}
              checked={value === label}
              onChange={() => onChange(label)}
              className="size-4 accent-brand-600"
            />
            {t(`account.addressForm.labels.${label}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
