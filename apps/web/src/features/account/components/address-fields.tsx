import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/format';
import type { AddressErrors, AddressFormValues } from '../utils/address-form';
import { cityOptions, provinceOptions, zoneOptions } from '../utils/bd-places';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/field-styles';
import { LabelChoice } from './label-choice';
import { PlaceSelect } from './place-select';

interface Props {
  values: AddressFormValues;
  errors: AddressErrors;
  language: Language;
  disabled: boolean;
  onChange: <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => void;
}

/** The fields of the address form; places are chosen in the shopper's language and saved in English. */
export function AddressFields({ values, errors, language, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const message = (field: keyof AddressErrors) => {
    const key = errors[field];
    return key ? t(`account.errors.${key}`) : undefined;
  };
  const text = (field: 'name' | 'phone' | 'address' | 'landmark') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    disabled,
  });
  return (
    <fieldset disabled={disabled} className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <Field label={t('account.addressForm.name')} required error={message('name')}>
        {(c) => <input {...c} {...text('name')} type="text" autoComplete="name" maxLength={200} placeholder={t('account.addressForm.namePlaceholder')} className={controlClass(c['aria-invalid'])} />}
      </Field>
      <Field label={t('account.addressForm.phone')} required error={message('phone')} hint={t('account.addressForm.phoneHint')}>
        {(c) => <input {...c} {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('account.addressForm.phonePlaceholder')} className={controlClass(c['aria-invalid'])} />}
      </Field>
      <PlaceSelect
        label={t('account.addressForm.province')}
        placeholder={t('account.addressForm.provincePlaceholder')}
        value={values.province}
        options={provinceOptions(language)}
        onChange={(value) => onChange('province', value)}
        error={message('province')}
      />
      <PlaceSelect
        label={t('account.addressForm.city')}
        placeholder={t('account.addressForm.cityPlaceholder')}
        value={values.city}
        options={cityOptions(values.province, language)}
        onChange={(value) => onChange('city', value)}
        error={message('city')}
      />
      <PlaceSelect
        label={t('account.addressForm.zone')}
        placeholder={t('account.addressForm.zonePlaceholder')}
        value={values.zone}
        options={zoneOptions(values.province, values.city, language)}
        onChange={(value) => onChange('zone', value)}
        error={message('zone')}
      />
      <Field label={t('account.addressForm.address')} required error={message('address')}>
        {(c) => <input {...c} {...text('address')} type="text" autoComplete="street-address" maxLength={500} placeholder={t('account.addressForm.addressPlaceholder')} className={controlClass(c['aria-invalid'])} />}
      </Field>
      <Field label={t('account.addressForm.landmark')} error={message('landmark')}>
        {(c) => <input {...c} {...text('landmark')} type="text" maxLength={200} placeholder={t('account.addressForm.landmarkPlaceholder')} className={controlClass(c['aria-invalid'])} />}
      </Field>
      <LabelChoice value={values.label} onChange={(label) => onChange('label', label)} />
    </fieldset>
  );
}
