import { useAdminTranslation } from '../../i18n/i18n';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Cancelling's question: the reason the shopper will read, with its hint and what is wrong with it. */
export function CancelReason({ reason, error, onChange }: { reason: string; error: string | null; onChange: (reason: string) => void }) {
  const { t } = useAdminTranslation();
  return (
    <span className="flex flex-col gap-3">
      <span>{t('orders.detail.cancelText')}</span>
      <span className="flex flex-col gap-1">
        <label htmlFor="cancel-reason" className="text-sm font-medium text-slate-700">
          {t('orders.detail.reasonLabel')}
        </label>
        <textarea
          id="cancel-reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cancel-reason-hint cancel-reason-error' : 'cancel-reason-hint'}
          onChange={(event) => onChange(event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600"
        />
        <span id="cancel-reason-hint" className="text-xs text-slate-600">{t('orders.detail.reasonHint')}</span>
        {error && <span id="cancel-reason-error" className="text-sm text-red-700">{error}</span>}
      </span>
    </span>
  );
}
