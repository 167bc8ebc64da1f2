import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { LANGUAGES } from '../../../i18n/language';
import { setLanguage } from '../../../i18n/i18n';
import { saveMessageLanguage } from '../../../api/profile';
import { toLanguage } from '../../../lib/format';

export function LanguageSelect({ tone }: { tone?: 'bar' | 'panel' }) {
  const { t, i18n } = useTranslation();
  return (
    <SelectField
      tone={tone}
      label={t('preferences.language')}
      value={toLanguage(i18n.language)}
      onChange={(language) => {
        void setLanguage(language);
        void saveMessageLanguage(language);
      }}
      options={LANGUAGES.map((code) => ({ value: code, label: t(`preferences.languages.${code}`) }))}
    />
  );
}
