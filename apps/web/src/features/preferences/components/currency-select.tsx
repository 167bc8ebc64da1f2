import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useCurrency } from '../hooks/use-currency';
import { CURRENCIES } from '../utils/options';

export function CurrencySelect({ tone }: { tone?: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useCurrency();
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
