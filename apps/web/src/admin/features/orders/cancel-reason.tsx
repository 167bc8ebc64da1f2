import { TextArea } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Cancelling's question: the reason the shopper will read, with its hint and what is wrong with it. */
export function CancelReason({ reason, error, onChange }: { reason: string; error: string | null; onChange: (reason: string) => void }) {
  const { t } = useAdminTranslation();
  return (
    <span className="flex flex-col gap-3">
      <span>{t('orders.detail.cancelText')}</span>
      <TextArea
        label={t('orders.detail.reasonLabel')}
        hint={t('orders.detail.reasonHint')}
        error={error}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
