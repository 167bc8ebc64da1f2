import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { CopyButton } from './copy-button';
import { PaymentStatusBadge } from './payment-status-badge';
import { cardClass, headingClass, termClass } from './styles';

/** What is being paid: order number (the payment's reference), total in taka, method and payment status. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  return (
    <section aria-labelledby="payment-order" className={cardClass}>
      <h2 id="payment-order" className={headingClass}>
        {t('payments.summary.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="col-span-2">
          <dt className={termClass}>{t('payments.summary.orderNumber')}</dt>
          <dd className="mt-0.5 flex items-center justify-between gap-2">
            <span data-testid="order-number" className="font-semibold break-all text-slate-900 dark:text-white">
              {order.order_number}
            </span>
            <CopyButton text={order.order_number} label={t('payments.summary.copyOrderNumber')} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={termClass}>{t('payments.summary.total')}</dt>
          <dd data-testid="order-total" className="mt-0.5 text-2xl font-bold text-brand-700 dark:text-brand-300">
            {format.taka(order.total)}
          </dd>
        </div>
        <div>
          <dt className={termClass}>{t('payments.summary.method')}</dt>
          <dd className="mt-0.5 font-medium">{format.orderMethod(order.payment_method)}</dd>
        </div>
        <div>
          <dt className={termClass}>{t('payments.summary.placedOn')}</dt>
          <dd className="mt-0.5">{format.date(order.created_at)}</dd>
        </div>
        <div className="col-span-2">
          <dt className={termClass}>{t('payments.summary.paymentStatus')}</dt>
          <dd className="mt-1">
            <PaymentStatusBadge status={order.payment_status} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
