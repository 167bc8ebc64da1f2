import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { ProofStatusBadge } from './submitted-proof';
import { cardClass } from './styles';

/** Proofs sent before the current one (refused ones, mostly), folded away. */
export function ProofHistory({ proofs }: { proofs: PaymentProof[] }) {
  const { t, i18n } = useTranslation();
  const format = usePaymentFormat();
  if (proofs.length === 0) return null;
  return (
    <details className={cardClass}>
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
        {t('payments.submitted.earlier')} ({formatNumber(proofs.length, toLanguage(i18n.language))})
      </summary>
      <ul className="mt-3 flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {proofs.map((proof) => (
          <li key={proof.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{proof.transaction_id}</span> · {format.proofMethod(proof.payment_method)} · {format.taka(proof.amount)} ·{' '}
              {format.date(proof.payment_date)}
            </span>
            <ProofStatusBadge status={proof.status} />
            {proof.reject_reason && (
              <p className="w-full break-words whitespace-pre-line text-slate-600 dark:text-slate-300">{t('payments.submitted.rejectReason', { reason: proof.reject_reason })}</p>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
