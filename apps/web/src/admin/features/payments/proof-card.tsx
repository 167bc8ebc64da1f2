import { useId, useState } from 'react';
import { PAYMENT_STATUS_TONES, type AdminProof } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { useAdminTranslation } from '../../i18n/i18n';

interface CardProps {
  proof: AdminProof;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One proof: its screenshot (a click enlarges it), the amount beside the order's total, who sent it, a warning for a
 * transaction ID given twice; approve or reject while it waits. */
export function ProofCard({ proof, busy, disabled, onApprove, onReject }: CardProps) {
  const { t, i18n } = useAdminTranslation();
  const headingId = useId();
  const [enlarged, setEnlarged] = useState(false);
  const language = toLanguage(i18n.language);
  const taka = (amount: number) => formatTaka(amount, language);
  const term = 'text-xs font-medium tracking-wide text-slate-600 uppercase';
  const value = 'text-sm text-slate-900 break-words';
  const screenshotAlt = t('payments.screenshot', { number: proof.order_number });
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex justify-center">
        {proof.screenshot_url ? (
          <button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={t('payments.enlarge', { number: proof.order_number })}
            className="block cursor-zoom-in overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img src={proof.screenshot_url} alt={screenshotAlt} className="max-h-[28rem] w-full object-contain" />
          </button>
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('payments.noScreenshot')}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-all text-slate-900">
            {t('payments.proofOf', { number: proof.order_number })}
          </h2>
          <StatusBadge tone={PAYMENT_STATUS_TONES[proof.status]} className="capitalize">{t(`payments.statuses.${proof.status}`)}</StatusBadge>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
          <div>
            <dt className={term}>{t('payments.orderTotal')}</dt>
            <dd className="text-base font-semibold text-slate-900">{taka(proof.order_total)}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.amount')}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
              {taka(proof.amount)}
              {proof.amount_mismatch && <StatusBadge tone="red">{t('payments.mismatch')}</StatusBadge>}
            </dd>
          </div>
          <div>
            <dt className={term}>{t('payments.method')}</dt>
            <dd className={value}>{t(`payments.methods.${proof.payment_method}`)}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.sender')}</dt>
            <dd className={value}>
              <span className="block font-medium">{proof.sender_number}</span>
              <span className="block">{proof.sender_name}</span>
            </dd>
          </div>
          <div>
            <dt className={term}>{t('payments.transactionId')}</dt>
            <dd className={`${value} font-mono`}>{proof.transaction_id}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.paymentDate')}</dt>
            <dd className={value}>{proof.payment_date}</dd>
          </div>
          <div>
            <dt className={term}>{t('payments.submittedAt')}</dt>
            <dd className={value}>{formatDateTime(proof.submitted_at, i18n.language)}</dd>
          </div>
          {proof.decided_at && (
            <div>
              <dt className={term}>{t('payments.decidedAt')}</dt>
              <dd className={value}>{formatDateTime(proof.decided_at, i18n.language)}</dd>
            </div>
          )}
          {proof.reject_reason && (
            <div className="sm:col-span-2 xl:col-span-3">
              <dt className={term}>{t('payments.rejectReason')}</dt>
              <dd className={`${value} whitespace-pre-line`}>{proof.reject_reason}</dd>
            </div>
          )}
        </dl>
        {proof.duplicates.length > 0 && (
          <div role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t('payments.duplicate')}</p>
            <ul className="mt-1 list-disc pl-5">
              {proof.duplicates.map((other) => (
                <li key={other.proof_id}>{t('payments.duplicateOrder', { number: other.order_number, status: t(`payments.statuses.${other.status}`) })}</li>
              ))}
            </ul>
          </div>
        )}
        {proof.status === 'submitted' && proof.order_status === 'cancelled' && <p className="text-sm text-slate-700">{t('payments.orderCancelled')}</p>}
        {proof.status === 'submitted' && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary')} disabled={disabled} onClick={onApprove} aria-label={t('payments.approveLabel', { number: proof.order_number })}>
              {busy ? t('payments.approving') : t('payments.approve')}
            </button>
            <button
              type="button"
              className="inline-flex h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60"
              disabled={disabled}
              onClick={onReject}
              aria-label={t('payments.rejectLabel', { number: proof.order_number })}
            >
              {t('payments.reject')}
            </button>
          </div>
        )}
      </div>
      {proof.screenshot_url && (
        <Dialog open={enlarged} onClose={() => setEnlarged(false)} title={screenshotAlt} placement="full" tone="dark" closeLabel={t('payments.close')}>
          <img src={proof.screenshot_url} alt={screenshotAlt} className="mx-auto max-h-[calc(100dvh-8rem)] w-auto object-contain" />
        </Dialog>
      )}
    </article>
  );
}
