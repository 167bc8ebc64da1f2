import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toLanguage } from '../../../lib/format';
import { BIRTHDAY_DAYS, birthdayYears, type ProfileFormValues } from '../utils/profile-form';
import { controlClass } from '../../../components/ui/field-styles';
import { RequiredFieldset } from './required-fieldset';

type Part = 'year' | 'month' | 'day';

interface Props {
  values: Pick<ProfileFormValues, Part>;
  onChange: (part: Part, value: string) => void;
  error?: string;
}

/** Year, month and day selects (docs/product/account.md: the last 100 years, days 1 to 31), one group, one message. */
export function BirthdaySelect({ values, onChange, error }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const monthName = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'long', timeZone: 'UTC' });
  const parts: { part: Part; label: string; options: { value: string; label: string }[] }[] = [
    { part: 'day', label: t('account.profile.day'), options: BIRTHDAY_DAYS.map((d) => ({ value: String(d), label: formatNumber(d, language) })) },
    {
      part: 'month',
      label: t('account.profile.month'),
      options: Array.from({ length: 12 }, (_, m) => ({ value: String(m + 1), label: monthName.format(Date.UTC(2000, m, 1)) })),
    },
    {
      part: 'year',
      label: t('account.profile.year'),
      // Years without digit grouping: 1,998 reads as a number, not a year.
      options: birthdayYears().map((y) => ({ value: String(y), label: language === 'bn' ? y.toLocaleString('bn-BD', { useGrouping: false }) : String(y) })),
    },
  ];
  return (
    <RequiredFieldset id={id} legend={t('account.profile.birthday')} error={error}>
      <div className="grid grid-cols-[5rem_minmax(0,1fr)_6rem] gap-2">
        {parts.map(({ part, label, options }) => (
          <div key={part} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${part}`} className="text-xs text-slate-600 dark:text-slate-300">
              {label}
            </label>
            <select
              id={`${id}-${part}`}
              value={values[part]}
              aria-invalid={Boolean(error)}
              onChange={(event) => onChange(part, event.target.value)}
              className={controlClass(Boolean(error))}
            >
              <option value="">{label}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </RequiredFieldset>
  );
}
