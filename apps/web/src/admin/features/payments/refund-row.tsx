import { Link } from 'react-router';
import type { AdminRefund } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { RefundStateBadge } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { ROW_BUTTON, td } from './row-classes';

/** One refund: its order, channel and cause, state and amount, the gateway's refund id, the note, tries and times; Retry when it failed. */
export function RefundRow({ refund, disabled, mayRetry, onRetry }: { refund: AdminRefund; disabled: boolean; mayRetry: boolean; onRetry: () => void }) {
  const { t, i18n } = useAdminTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const number = refund.order_number;
  return (
    <tr>
      <th scope="row" className={`${td} min-w-40 font-normal`}>
        <Link to={`/admin/orders/${encodeURIComponent(number)}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {number}
        </Link>
        <span className="block text-slate-600">{t(`onlinePayments.channels.${refund.channel}`)}</span>
        <span className="block text-slate-600">{t(`onlinePayments.causes.${refund.cause}`)}</span>
      </th>
      <td className={`${td} min-w-36`}>
        <RefundStateBadge state={refund.state} />
        <span className="mt-1 block font-semibold whitespace-nowrap text-slate-900">{formatTaka(refund.amount, toLanguage(i18n.language))}</span>
      </td>
      <td className={`${td} max-w-72 min-w-40 text-slate-700`}>
        {refund.gateway_refund_id && <span className="block font-mono text-xs break-all">{refund.gateway_refund_id}</span>}
        {refund.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{refund.note}</p>}
      </td>
      <td className={`${td} min-w-44 text-slate-700`}>
        <span className="block">{t('refunds.asked', { when: when(refund.created_at) })}</span>
        {refund.done_at && <span className="block">{t('refunds.done', { when: when(refund.done_at) })}</span>}
        {refund.channel !== 'hand' && <span className="block text-slate-600">{t('refunds.tries', { count: refund.tries })}</span>}
      </td>
      <td className={`${td} min-w-28`}>
        {mayRetry && refund.state === 'failed' && (
          <button type="button" className={ROW_BUTTON} disabled={disabled} aria-label={t('refunds.retryLabel', { number })} onClick={onRetry}>
            {t('refunds.retry')}
          </button>
        )}
      </td>
    </tr>
  );
}
