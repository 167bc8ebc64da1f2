import { ONE_SIZE, type AdminReturn } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { useAdminTranslation } from '../../i18n/i18n';

const STATUS_TONE = { requested: 'yellow', approved: 'blue', rejected: 'red', refunded: 'green' } as const;
const SMALL = 'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const APPROVE = `${SMALL} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500`;
const REJECT = `${SMALL} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600`;
const td = 'px-3 py-3 align-top';

interface Props {
  record: AdminReturn;
  /** While a decision is on its way, no other can be asked for. */
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
  onRefund: () => void;
}

/** One return: the item and what it refunds, its order and shopper, the reason, its state and the decisions left. */
export function ReturnRow({ record, disabled, onApprove, onReject, onRefund }: Props) {
  const { t, i18n } = useAdminTranslation();
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const labels = { name: record.product_name, number: record.order_number };
  return (
    <tr>
      <th scope="row" className={`${td} min-w-52 font-normal`}>
        <div className="flex gap-3">
          <img src={record.image} alt="" className="size-14 shrink-0 rounded-md border border-slate-200 object-cover" />
          <div className="min-w-0">
            <span className="block font-semibold break-words text-slate-900">{record.product_name}</span>
            <span className="block text-slate-600">
              {record.size !== ONE_SIZE && <>{t('returns.size', { size: record.size })} · </>}
              {t('returns.quantity', { count: record.quantity })} · {t('returns.unitPrice', { price: taka(record.price) })}
            </span>
            <span className="block text-slate-600">{t('returns.refundAmount', { amount: taka(record.refund_amount) })}</span>
          </div>
        </div>
      </th>
      <td className={`${td} min-w-44`}>
        <span className="block font-medium whitespace-nowrap text-slate-900">{record.order_number}</span>
        <span className="block break-words text-slate-700">{record.customer_name}</span>
        <span className="block text-slate-600">{formatDateTime(record.requested_at, i18n.language)}</span>
      </td>
      <td className={`${td} max-w-72 min-w-40 break-words whitespace-pre-line text-slate-800`}>{record.reason}</td>
      <td className={`${td} min-w-36`}>
        <StatusBadge tone={STATUS_TONE[record.status]}>{t(`returns.statuses.${record.status}`)}</StatusBadge>
        {record.decision_reason && <p className="mt-1 max-w-60 break-words whitespace-pre-line text-slate-700">{record.decision_reason}</p>}
        <div className="mt-2 flex flex-wrap gap-2">
          {record.status === 'requested' && (
            <>
              <button type="button" className={APPROVE} disabled={disabled} aria-label={t('returns.approveLabel', labels)} onClick={onApprove}>
                {t('returns.approve')}
              </button>
              <button
                type="button"
                className={REJECT}
                disabled={disabled}
                aria-label={t('returns.rejectLabel', labels)}
                onClick={onReject}
              >
                {t('returns.reject')}
              </button>
            </>
          )}
          {record.status === 'approved' && (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={disabled}
              aria-label={t('returns.refundLabel', labels)}
              onClick={onRefund}
            >
              {t('returns.refund')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
