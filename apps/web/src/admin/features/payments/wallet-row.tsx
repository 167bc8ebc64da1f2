import { Link } from 'react-router';
import type { AdminWalletTransaction, WalletDifference } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { MatchBadge } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { ROW_BUTTON, td } from './row-classes';

/** Money received on a wallet number: its TrxID, amount, sender and time, where it came from, the proof it settled or nearly matches and how it differs. */
export function WalletRow({ transaction: tx, mayResolve, disabled, onResolve }: { transaction: AdminWalletTransaction; mayResolve: boolean; disabled: boolean; onResolve: () => void }) {
  const { t, i18n } = useAdminTranslation();
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const value = (given: number | string | null) => (typeof given === 'number' ? taka(given) : (given ?? ''));
  const differenceText = ({ kind, expected, received }: WalletDifference) =>
    kind === 'sender' && received === null
      ? t('walletMoney.differences.senderNone', { expected: value(expected) })
      : t(`walletMoney.differences.${kind}`, { expected: value(expected), received: value(received) });
  return (
    <tr>
      <th scope="row" className={`${td} min-w-40 font-normal`}>
        <span className="block font-mono font-semibold break-all text-slate-900">{tx.trx_id}</span>
        <span className="block text-slate-600">{t(`onlinePayments.wallets.${tx.wallet}`)}</span>
      </th>
      <td className={`${td} min-w-36`}>
        <span className="block font-semibold whitespace-nowrap text-slate-900">{taka(tx.amount)}</span>
        <span className="block text-slate-700">
          {t('walletMoney.sender')}: {tx.sender ?? t('walletMoney.noSender')}
        </span>
      </td>
      <td className={`${td} min-w-44 text-slate-700`}>
        <span className="block">{formatDateTime(tx.received_at ?? tx.created_at, i18n.language)}</span>
        <span className="block text-slate-600">{t(`onlinePayments.sources.${tx.source}`)}</span>
      </td>
      <td className={`${td} max-w-80 min-w-52`}>
        <MatchBadge match={tx.match} />
        {tx.proof ? (
          <p className="mt-1 text-slate-800">
            <Link to={`/admin/orders/${encodeURIComponent(tx.proof.order_number)}`} className="font-semibold text-brand-700 underline">
              {t('walletMoney.proofOf', {
                number: tx.proof.order_number,
                amount: taka(tx.proof.amount),
                sender: tx.proof.sender_number,
                status: t(`onlinePayments.proofStatuses.${tx.proof.status}`),
              })}
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">{t('walletMoney.noProof')}</p>
        )}
        {tx.differences.length > 0 && (
          <ul aria-label={t('walletMoney.differencesLabel')} className="mt-1 list-disc pl-5 text-slate-800">
            {tx.differences.map((found) => (
              <li key={found.kind}>{differenceText(found)}</li>
            ))}
          </ul>
        )}
        {tx.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{tx.note}</p>}
      </td>
      <td className={`${td} min-w-32`}>
        {mayResolve && (tx.match === 'near' || tx.match === 'unmatched') && (
          <button type="button" className={ROW_BUTTON} disabled={disabled} aria-label={t('walletMoney.resolveLabel', { trx: tx.trx_id })} onClick={onResolve}>
            {t('walletMoney.resolve')}
          </button>
        )}
      </td>
    </tr>
  );
}
