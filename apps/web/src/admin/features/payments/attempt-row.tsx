import { Link } from 'react-router';
import type { AdminAttempt } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { AttemptStateBadge } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { ROW_BUTTON, ROW_DANGER, ROW_PRIMARY, td } from './row-classes';

interface Props {
  attempt: AdminAttempt;
  /** Staff who may read but not decide see no actions. */
  mayDecide: boolean;
  /** While an action is on its way, no other can be asked for. */
  disabled: boolean;
  onCheck: () => void;
  onAccept: () => void;
  onRefuse: () => void;
}

/** One try at paying online: its order, gateway, state, amount, every id, what paid it, why it is held, its checks; the actions left. */
export function AttemptRow({ attempt, mayDecide, disabled, onCheck, onAccept, onRefuse }: Props) {
  const { t, i18n } = useAdminTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const number = attempt.order_number;
  const ids = [
    t('gatewayPayments.tranId', { id: attempt.tran_id }),
    attempt.gateway_payment_id && t('gatewayPayments.paymentId', { id: attempt.gateway_payment_id }),
    attempt.val_id && t('gatewayPayments.valId', { id: attempt.val_id }),
    attempt.gateway_trx_id && t('gatewayPayments.trxId', { id: attempt.gateway_trx_id }),
  ].filter(Boolean);
  return (
    <tr>
      <th scope="row" className={`${td} min-w-40 font-normal`}>
        <Link to={`/admin/orders/${encodeURIComponent(number)}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {number}
        </Link>
        <span className="block text-slate-600">{t(`onlinePayments.gateways.${attempt.gateway}`)}</span>
      </th>
      <td className={`${td} min-w-36`}>
        <AttemptStateBadge state={attempt.state} />
        <span className="mt-1 block font-semibold whitespace-nowrap text-slate-900">{formatTaka(attempt.amount, toLanguage(i18n.language))}</span>
        {attempt.instrument && <span className="block text-slate-700">{attempt.instrument}</span>}
      </td>
      <td className={`${td} max-w-72 min-w-48 font-mono text-xs break-all text-slate-700`}>
        <ul>
          {ids.map((id) => (
            <li key={id as string}>{id}</li>
          ))}
        </ul>
      </td>
      <td className={`${td} min-w-48 text-slate-700`}>
        <span className="block">{t('gatewayPayments.started', { when: when(attempt.created_at) })}</span>
        {attempt.settled_at && <span className="block">{t('gatewayPayments.settled', { when: when(attempt.settled_at) })}</span>}
        <span className="block text-slate-600">
          {attempt.checked_at ? t('gatewayPayments.checks', { count: attempt.checks, when: when(attempt.checked_at) }) : t('gatewayPayments.notChecked')}
        </span>
        {attempt.note && <p className="mt-1 max-w-64 break-words whitespace-pre-line text-slate-800">{attempt.note}</p>}
      </td>
      <td className={`${td} min-w-40`}>
        <div className="flex flex-wrap gap-2">
          {mayDecide && (attempt.state === 'started' || attempt.state === 'held') && (
            <button type="button" className={ROW_BUTTON} disabled={disabled} aria-label={t('gatewayPayments.checkLabel', { number })} onClick={onCheck}>
              {t('gatewayPayments.check')}
            </button>
          )}
          {mayDecide && attempt.state === 'held' && (
            <>
              <button type="button" className={ROW_PRIMARY} disabled={disabled} aria-label={t('gatewayPayments.acceptLabel', { number })} onClick={onAccept}>
                {t('gatewayPayments.accept')}
              </button>
              <button type="button" className={ROW_DANGER} disabled={disabled} aria-label={t('gatewayPayments.refuseLabel', { number })} onClick={onRefuse}>
                {t('gatewayPayments.refuse')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
