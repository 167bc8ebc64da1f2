import type { ReactNode } from 'react';
import { STATUS_WORDS, type OrderStatus } from '@shop/shared';
import { useAdminTranslation } from '../../i18n/i18n';

/** One labelled fact of a card (a term and its value in the card's list). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** A status as the back office names it; one the table does not know is shown as it came. */
export function useStatusName() {
  const { t } = useAdminTranslation();
  return (status: string) => t(`${STATUS_WORDS.backOffice.order}.${status as OrderStatus}`, { defaultValue: status });
}
