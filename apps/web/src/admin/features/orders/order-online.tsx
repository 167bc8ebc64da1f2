import { Link } from 'react-router';
import type { AdminOrderDetail, AdminRefund, OrderRefund } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useAttempts, useRefunds } from '../../api/online-payments';
import { may, useStaffMe } from '../../api/session';
import { formatDateTime } from '../../components/date-time';
import { AttemptStateBadge, RefundStateBadge } from '../../components/order-labels';
import { CARD } from '../../kit/card';
import { Section } from '../../kit/section';
import { useAdminTranslation } from '../../i18n/i18n';
import { HandRefundForm } from './hand-refund-form';

type RefundLine = OrderRefund & Pick<AdminRefund, 'gateway_refund_id' | 'note'>;

const LINK = 'text-sm font-medium text-brand-700 underline';

/**
 * The order's tries at paying online and the money going back, as the payments section lists them (read with the
 * order number as the search), and the form to record a hand refund of a cancelled order paid by proof. Staff who
 * may not read payments see the order's own refunds only; the form is for those who may send refunds.
 */
export function OrderOnline({ order, proofs }: Pick<AdminOrderDetail, 'order' | 'proofs'>) {
  const { t, i18n } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayPay = may(me, 'payments.read');
  const maySend = may(me, 'refunds.send');
  const number = order.order_number;
  const attempts = useAttempts({ q: number }, mayPay);
  const refunds = useRefunds({ q: number }, mayPay);
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const own = <R extends { order_number: string }>(list: R[] | undefined) => list?.filter((row) => row.order_number === number);
  const attemptRows = own(attempts.data?.attempts) ?? [];
  const refundRows: RefundLine[] = own(refunds.data?.refunds) ?? (mayPay ? [] : order.refunds.map((refund) => ({ ...refund, gateway_refund_id: null, note: null })));
  const handDone = refundRows.filter((refund) => refund.channel === 'hand').reduce((sum, refund) => sum + refund.amount, 0);
  const owed = Math.round(((order.refund_amount ?? 0) - handDone) * 100) / 100;
  const proofPaid = proofs.some((proof) => proof.status === 'paid');
  const search = `?q=${encodeURIComponent(number)}`;

  return (
    <Section title={t('orderOnline.attempts')} className={CARD}>
      {attemptRows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orderOnline.noAttempts')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {attemptRows.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap items-center gap-2">
              <AttemptStateBadge state={attempt.state} />
              <span>{t('orderOnline.attempt', { gateway: t(`onlinePayments.gateways.${attempt.gateway}`), amount: taka(attempt.amount), when: when(attempt.created_at) })}</span>
              {attempt.instrument && <span className="text-slate-600">{attempt.instrument}</span>}
              {attempt.note && <span className="block w-full text-slate-700">{attempt.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {mayPay && attemptRows.length > 0 && (
        <Link to={`/admin/payments/gateway${search}`} className={LINK}>
          {t('orderOnline.allPayments')}
        </Link>
      )}
      <h3 className="mt-2 text-sm font-semibold text-slate-900">{t('orderOnline.refunds')}</h3>
      {refundRows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orderOnline.noRefunds')}</p>
      ) : (
        <ul aria-label={t('orderOnline.refunds')} className="flex flex-col gap-2 text-sm">
          {refundRows.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center gap-2">
              <RefundStateBadge state={refund.state} />
              <span>
                {t('orderOnline.refund', {
                  channel: t(`onlinePayments.channels.${refund.channel}`),
                  amount: taka(refund.amount),
                  cause: t(`onlinePayments.causes.${refund.cause}`),
                  when: when(refund.done_at ?? refund.created_at),
                })}
              </span>
              {refund.gateway_refund_id && <span className="font-mono text-xs text-slate-600">{t('orderOnline.reference', { reference: refund.gateway_refund_id })}</span>}
              {refund.note && <span className="block w-full text-slate-700">{refund.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {mayPay && refundRows.length > 0 && (
        <Link to={`/admin/payments/refunds${search}`} className={LINK}>
          {t('orderOnline.allRefunds')}
        </Link>
      )}
      {mayPay && maySend && order.status === 'cancelled' && proofPaid && owed > 0 && refunds.data && <HandRefundForm orderNumber={number} owed={owed} />}
    </Section>
  );
}
