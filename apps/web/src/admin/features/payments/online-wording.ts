import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';

/** A failed action on an attempt, a refund or a wallet transaction in words: someone changed it, the gateway is down, the order is paid. */
export function useOnlineWording() {
  const { t } = useAdminTranslation();
  return (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'invalid_transition' || error.code === 'conflict')) return t('onlinePayments.changedMeanwhile');
    if (error instanceof ApiError && error.code === 'already_paid') return t('onlinePayments.alreadyPaid');
    if (error instanceof ApiError && (error.code === 'service_unavailable' || [502, 503, 504].includes(error.status))) return t('onlinePayments.gatewayDown');
    return errorText(t, error);
  };
}
