import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useStoredChoice } from '../../../lib/use-stored-choice';
import { COUNTRIES, COUNTRY_KEY, DEFAULT_COUNTRY } from '../utils/options';

export function CountrySelect({ tone }: { tone?: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const [country, setCountry] = useStoredChoice(COUNTRY_KEY, COUNTRIES, DEFAULT_COUNTRY);
  return (
    <SelectField
      tone={tone}
      label={t('preferences.deliverTo')}
      value={country}
      onChange={setCountry}
      options={COUNTRIES.map((code) => ({ value: code, label: t(`preferences.countries.${code}`) }))}
    />
  );
}
