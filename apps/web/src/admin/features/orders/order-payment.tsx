import type { AdminOrderDetail } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { PaymentStatusBadge, useMethodLabel } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { Fact } from './order-facts';

/** How the order is paid, where the payment stands, and every proof the shopper sent. */
export function OrderPayment({ order, proofs }: Pick<AdminOrderDetail, 'order' | 'proofs'>) {
  const { t, i18n } = useAdminTranslation();
  const methodLabel = useMethodLabel();
  return (
    <Section title={t('orders.detail.payment')} className={CARD}>
      <div>
      <dl className="flex flex-col gap-2">
        <Fact label={t('orders.detail.method')}>{methodLabel(order.payment_method)}</Fact>
        <Fact label={t('orders.detail.paymentStatus')}><PaymentStatusBadge status={order.payment_status} /></Fact>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">{t('orders.detail.proofs')}</h3>
      {proofs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orders.detail.noProofs')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {proofs.map((proof) => (
            <li key={proof.id}>
              {t('orders.detail.proof', {
                method: proof.method,
                amount: formatTaka(proof.amount, toLanguage(i18n.language)),
                transaction: proof.transaction_id,
                when: formatDateTime(proof.created_at, i18n.language),
              })}{' '}
              <span className="font-medium">({proof.status})</span>
              {proof.reject_reason && <span className="block text-red-800">{t('orders.detail.proofRejected', { reason: proof.reject_reason })}</span>}
            </li>
          ))}
        </ul>
      )}
      </div>
    </Section>
  );
}
