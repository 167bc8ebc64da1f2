import { useTranslation } from 'react-i18next';
import type { PlaceOption } from '../utils/bd-places';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/field-styles';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  options: PlaceOption[];
  onChange: (value: string) => void;
  error?: string;
}

/** One step of province → city → zone; empty and disabled until the step above is chosen. */
export function PlaceSelect({ label, placeholder, value, options, onChange, error }: Props) {
  const { t } = useTranslation();
  const waiting = options.length === 0;
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <select {...control} value={value} disabled={waiting} onChange={(e) => onChange(e.target.value)} className={controlClass(control['aria-invalid'])}>
          <option value="">{waiting ? t('account.addressForm.chooseFirst') : placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
