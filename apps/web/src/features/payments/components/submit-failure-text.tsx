import { useTranslation } from 'react-i18next';
import type { SubmitFailure } from '../utils/submit-failure';

/** docs/product/payments.md: 'Server error: …', 'Network error: Unable to reach the server.' or 'Error: …'. */
export function SubmitFailureText({ failure }: { failure: SubmitFailure }) {
  const { t } = useTranslation();
  switch (failure.kind) {
    case 'network':
      return <>{t('payments.submit.network')}</>;
    case 'server':
      return <>{t('payments.submit.server', { message: t('payments.submit.reasons.server') })}</>;
    case 'other':
      return <>{t('payments.submit.other', { message: t(`payments.submit.reasons.${failure.reason}`) })}</>;
  }
}
