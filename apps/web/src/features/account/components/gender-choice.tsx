import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@shop/shared';
import { RequiredFieldset } from './required-fieldset';

interface Props {
  value: Gender | '';
  onChange: (value: Gender) => void;
  error?: string;
}

/** Male, Female or Other as radio buttons: one tap, no menu to open. */
export function GenderChoice({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <RequiredFieldset id={id} legend={t('account.profile.gender')} error={error}>
      <div className="flex flex-wrap gap-2">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className={`flex h-11 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:has-[:checked]:bg-brand-900/40 ${
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
            }`}
          >
            <input
              type="radio"
              name={`${id}-gender`}
              value={gender}
              checked={value === gender}
              aria-invalid={Boolean(error)}
              onChange={() => onChange(gender)}
              className="size-4 accent-brand-600"
            />
            {t(`account.profile.genders.${gender}`)}
          </label>
        ))}
      </div>
    </RequiredFieldset>
  );
}
