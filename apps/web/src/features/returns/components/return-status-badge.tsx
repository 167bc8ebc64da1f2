import { useTranslation } from 'react-i18next';
import type { ReturnStatus } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { Tone } from '../../../components/ui/tone';

const TONES: Record<ReturnStatus, Tone> = { requested: 'yellow', approved: 'blue', rejected: 'red', refunded: 'green' };

/** A return's status ('Refunded' and the others, docs/product/returns-and-reviews.md), translated, in the orders' badge colours. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`returns.status.${status}`)}</StatusBadge>;
}
