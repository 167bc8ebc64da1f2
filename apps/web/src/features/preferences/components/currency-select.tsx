import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { CURRENCIES } from '../../../lib/currency';
import { useCurrency } from '../../../lib/use-currency';

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
