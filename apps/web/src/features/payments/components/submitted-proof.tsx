import { useTranslation } from 'react-i18next';
import { paymentStatusTone, type Order, type PaymentProof } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { ProofScreenshot } from './proof-screenshot';
import { cardClass, headingClass, termClass } from './styles';

/** Where staff are with a proof, in the colours of the payment status it leads to. */
export function ProofStatusBadge({ status }: { status: PaymentProof['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={paymentStatusTone(status)}>{t(`payments.submitted.proofStatus.${status}`)}</StatusBadge>;
}

/** A proof as the shopper sent it, with its screenshot and where staff are with it. */
export function SubmittedProof({ proof, order }: { proof: PaymentProof; order: Order }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const facts: [string, string][] = [
    [t('payments.submitted.transactionId'), proof.transaction_id],
    [t('payments.submitted.method'), format.proofMethod(proof.payment_method)],
    [t('payments.submitted.amount'), format.taka(proof.amount)],
    [t('payments.submitted.paymentDate'), format.date(proof.payment_date)],
    [t('payments.submitted.senderNumber'), proof.sender_number],
    [t('payments.submitted.senderName'), proof.sender_name],
    [t('payments.submitted.submittedOn'), format.date(proof.created_at)],
  ];
  return (
    <section aria-labelledby="payment-proof" className={cardClass} data-testid="submitted-proof">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-proof" className={headingClass}>
          {t('payments.submitted.title')}
        </h2>
        <ProofStatusBadge status={proof.status} />
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 self-start text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className={termClass}>{term}</dt>
              <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-2">
          <p className={termClass}>{t('payments.submitted.screenshot')}</p>
          <ProofScreenshot url={proof.screenshot_url} alt={t('payments.submitted.screenshotAlt', { number: order.order_number })} />
        </div>
      </div>
    </section>
  );
}
