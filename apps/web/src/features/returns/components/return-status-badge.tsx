import { useTranslation } from 'react-i18next';
import type { ReturnStatus } from '@shop/shared';

const TONES: Record<ReturnStatus, string> = {
  requested: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  approved: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  refunded: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
};

/** A return's status ('Refunded' and the others, docs/product/returns-and-reviews.md), translated, in the orders' badge colours. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {t(`returns.status.${status}`)}
    </span>
  );
}
