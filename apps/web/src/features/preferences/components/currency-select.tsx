import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useStoredChoice } from '../../../lib/use-stored-choice';
import { CURRENCIES, CURRENCY_KEY, DEFAULT_CURRENCY } from '../utils/options';

export function CurrencySelect({ tone }: { tone?: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useStoredChoice(CURRENCY_KEY, CURRENCIES, DEFAULT_CURRENCY);
  return (
    <SelectField
      tone={tone}
      label={t('preferences.currency')}
      value={currency}
      onChange={setCurrency}
      options={CURRENCIES.map((code) => ({ value: code, label: t(`preferences.currencies.${code}`) }))}
    />
  );
}
