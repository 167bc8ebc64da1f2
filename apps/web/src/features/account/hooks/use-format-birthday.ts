import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/format';

/** '2000-02-29' as '29 February 2000' (or in Bengali); read as a calendar day, never shifted by time zone. */
export function useFormatBirthday() {
  const { i18n } = useTranslation();
  const locale = toLanguage(i18n.language) === 'bn' ? 'bn-BD' : 'en-GB';
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (birthday: string) => format.format(new Date(`${birthday}T00:00:00Z`));
}
