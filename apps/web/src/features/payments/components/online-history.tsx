import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRefund, PaymentAttempt } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { ATTEMPT_TONES, REFUND_TONES } from '../utils/online-state';
import { cardClass, headingClass, termClass } from './styles';

/** The order's tries at paying online, newest first: gateway, state, what was paid with, amount and time. */
export function AttemptList({ attempts }: { attempts: PaymentAttempt[] }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="online-attempts" className={cardClass}>
      <h2 id="online-attempts" className={headingClass}>{t('online.attempts.title')}</h2>
      <ul className="mt-3 flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {attempts.map((attempt) => (
          <li key={attempt.id} data-testid="online-attempt" className="grid grid-cols-2 gap-x-4 gap-y-2 py-3 text-sm sm:grid-cols-5">
            <Term label={t('online.attempts.gateway')}>{t(`online.gateways.${attempt.gateway}`)}</Term>
            <Term label={t('online.attempts.state')}>
              <StatusBadge tone={ATTEMPT_TONES[attempt.state]}>{t(`online.states.${attempt.state}`)}</StatusBadge>
            </Term>
            <Term label={t('online.attempts.instrument')}>{attempt.instrument ?? '—'}</Term>
            <Term label={t('online.attempts.amount')}>{format.taka(attempt.amount)}</Term>
            <Term label={t('online.attempts.time')}>{format.date(attempt.created_at)}</Term>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's refunds, each with the channel the money goes back through (the one it came from). */
export function RefundList({ refunds }: { refunds: OrderRefund[] }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="online-refunds" className={cardClass}>
      <h2 id="online-refunds" className={headingClass}>{t('online.refunds.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('online.refunds.intro')}</p>
      <ul className="mt-3 flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {refunds.map((refund) => (
          <li key={refund.id} data-testid="online-refund" className="grid grid-cols-2 gap-x-4 gap-y-2 py-3 text-sm sm:grid-cols-4">
            <Term label={t('online.refunds.channel')}>{t(`online.refundChannels.${refund.channel}`)}</Term>
            <Term label={t('online.refunds.cause')}>{t(`online.refundCauses.${refund.cause}`)}</Term>
            <Term label={t('online.refunds.state')}>
              <StatusBadge tone={REFUND_TONES[refund.state]}>{t(`online.refundStates.${refund.state}`)}</StatusBadge>
            </Term>
            <Term label={t('online.refunds.amount')}>{format.taka(refund.amount)}</Term>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className={termClass}>{label}</span>
      <span className="break-words text-slate-900 dark:text-slate-100">{children}</span>
    </div>
  );
}
