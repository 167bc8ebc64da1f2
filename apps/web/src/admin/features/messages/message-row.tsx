import type { AdminMessage } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../components/date-time';
import { CELL } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

export const STATUS_LABEL = {
  queued: 'messages.statusQueued',
  sending: 'messages.statusSending',
  sent: 'messages.statusSent',
  failed: 'messages.statusFailed',
  cancelled: 'messages.statusCancelled',
  skipped: 'messages.statusSkipped',
} as const;
const STATUS_TONE = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red', cancelled: 'gray', skipped: 'gray' } as const;

interface Props {
  message: AdminMessage;
  /** Resend, for staff who may: null hides the column. */
  resend: { busy: boolean; disabled: boolean; onResend: () => void } | null;
}

/** One message: when, to whom, what, its state, what happened (where it went, attempts, the peer's last answer). */
export function MessageRow({ message, resend }: Props) {
  const { t, i18n } = useAdminTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <tr className="align-top">
      <td className={`${CELL} whitespace-nowrap text-slate-600`}>{when(message.created_at)}</td>
      <td className={`${CELL} min-w-52`}>
        <div className="font-medium text-slate-900">{message.customer.name}</div>
        <div className="wrap-anywhere text-slate-600">{message.customer.email}</div>
      </td>
      <td className={`${CELL} min-w-56 max-w-md`}>
        <div className="font-medium text-slate-900">
          {t(`messages.kinds.${message.kind}`)} · {message.channel === 'email' ? t('messages.channelEmail') : t('messages.channelSms')}
          {message.resend_of && <span className="ml-2 text-xs font-normal text-slate-600">({t('messages.resendOf')})</span>}
        </div>
        <div className="text-slate-700" lang={message.language ?? undefined}>{message.subject}</div>
      </td>
      <td className={CELL}>
        <StatusBadge tone={STATUS_TONE[message.status]}>{t(STATUS_LABEL[message.status])}</StatusBadge>
      </td>
      <td className={`${CELL} min-w-56 max-w-sm text-slate-700`}>
        {message.recipient && <div>{t('messages.sentTo', { recipient: message.recipient })}</div>}
        {message.sent_at && <div>{t('messages.sentAt', { when: when(message.sent_at) })}</div>}
        {message.status === 'skipped' ? (
          message.last_error && <div className="break-words">{t('messages.skippedWhy', { reason: message.last_error })}</div>
        ) : (
          <>
            {message.attempts > 0 && <div>{t('messages.attempts', { count: message.attempts })}</div>}
            {message.status === 'queued' && message.attempts > 0 && <div>{t('messages.nextAttempt', { when: when(message.next_attempt_at) })}</div>}
            {message.last_error && <div className="break-words text-red-700">{t('messages.lastError', { error: message.last_error })}</div>}
          </>
        )}
      </td>
      {resend && (
        <td className={CELL}>
          {message.can_resend && (
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={t('messages.resendLabel', { what: t(`messages.kinds.${message.kind}`), name: message.customer.name })}
              disabled={resend.disabled}
              onClick={resend.onResend}
            >
              {resend.busy ? t('messages.resending') : t('messages.resend')}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}
