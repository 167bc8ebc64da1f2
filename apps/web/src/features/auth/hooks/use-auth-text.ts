import { useTranslation } from 'react-i18next';
import type { AuthNotice, FieldError } from '../utils/auth-text';

/** Words for the notices and field errors the form state describes. */
export function useAuthText() {
  const { t } = useTranslation();
  const notice = (value: AuthNotice): string => {
    const detail = typeof value.detail === 'object' ? t(`auth.messages.${value.detail.key}`) : value.detail;
    return t(`auth.messages.${value.key}`, { count: value.count, detail });
  };
  const fieldError = (value: FieldError | undefined): string | undefined =>
    value && t(`auth.fieldErrors.${value.key}`, { count: value.count });
  return { notice, fieldError };
}
