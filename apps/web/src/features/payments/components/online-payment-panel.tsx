import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentsAnswer, Order, PaymentAttempt } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { goToGateway, usePayOnDelivery, useStartOnlinePayment } from '../../../api/online-payments';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { onlineReason, type OnlineReason } from '../utils/online-reason';
import { attemptInView, canPayOnline, isGatewayWay, offersCash, WAIT_POLLS } from '../utils/online-state';
import { AttemptList, RefundList } from './online-history';
import { cardClass, headingClass } from './styles';

interface Props {
  order: Order;
  online: OnlinePaymentsAnswer;
  /** ?attempt=: the try the gateway sent the shopper back from (the return page). */
  attemptId: string | null;
  /** ?failed=: why the checkout could not open the gateway's page. */
  startFailed: OnlineReason | null;
  /** How many times the page has asked again for a 'started' attempt; `onCheckAgain` starts over. */
  polls: number;
  onCheckAgain: () => void;
}

/**
 * The online part of /payments/{id} (docs/product/payments.md): the outcome of the try the shopper came back from,
 * Pay now / Try again, Pay on delivery instead after a failed or cancelled try, and every try and refund.
 */
export function OnlinePaymentPanel({ order, online, attemptId, startFailed, polls, onCheckAgain }: Props) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const start = useStartOnlinePayment(order.id);
  const cash = usePayOnDelivery(order.id);
  const [leaving, setLeaving] = useState(false);
  const attempt = attemptInView(online, attemptId);
  // Back from the gateway and still waiting for its word: no second try is offered yet.
  const waiting = attemptId !== null && attempt?.state === 'started' && polls < WAIT_POLLS;
  const payable = canPayOnline(order, online) && !waiting;
  const failure = start.error ? onlineReason(start.error) : cash.error ? onlineReason(cash.error) : startFailed;
  // Back from the gateway with the browser's back button: the page is shown again, not loaded.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = () =>
    start.mutate(undefined, {
      onSuccess: ({ redirect_url }) => {
        setLeaving(true);
        goToGateway(redirect_url);
      },
    });
  const busy = start.isPending || leaving || cash.isPending;

  return (
    <>
      {(attemptId !== null || attempt?.state !== 'started') && attempt && <Outcome attempt={attempt} polls={polls} onCheckAgain={onCheckAgain} />}
      {failure && (
        <Notice tone="error" role="alert">
          {t(`online.reasons.${failure}`)}
        </Notice>
      )}
      {payable && (
        <section aria-labelledby="online-pay" className={cardClass}>
          <h2 id="online-pay" className={headingClass}>{t('online.pay.title')}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t(`online.pay.${isGatewayWay(online.way) ? online.way : 'sslcommerz'}`, { total: format.taka(order.total) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" onClick={pay} disabled={busy} aria-busy={start.isPending || leaving} className={buttonClass('primary', 'lg')}>
              {start.isPending || leaving ? t('online.pay.starting') : t(attempt || startFailed ? 'online.pay.tryAgain' : 'online.pay.payNow')}
            </button>
            {offersCash(attempt, startFailed !== null || start.isError) && (
              <button type="button" onClick={() => cash.mutate()} disabled={busy} className={buttonClass('secondary', 'lg')}>
                {cash.isPending ? t('online.pay.switching') : t('online.pay.payOnDelivery')}
              </button>
            )}
          </div>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('online.pay.safety')}</p>
        </section>
      )}
      <AttemptList attempts={online.attempts} />
      <RefundList refunds={online.refunds} />
    </>
  );
}

function Outcome({ attempt, polls, onCheckAgain }: { attempt: PaymentAttempt; polls: number; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  if (attempt.state === 'paid') return <Notice tone="success" role="status">{t('online.result.paid')}</Notice>;
  if (attempt.state === 'held') return <Notice tone="info" role="status">{t('online.result.held')}</Notice>;
  if (attempt.state === 'refused') return <Notice tone="warning" role="status">{t('online.result.refused')}</Notice>;
  if (attempt.state === 'failed') return <Notice tone="error" role="alert">{t('online.result.failed')}</Notice>;
  if (attempt.state === 'cancelled') return <Notice tone="warning" role="status">{t('online.result.cancelled')}</Notice>;
  if (polls < WAIT_POLLS) return <Notice tone="info" role="status">{t('online.result.started')}</Notice>;
  return (
    <Notice tone="warning" role="status">
      <p>{t('online.result.stillWaiting')}</p>
      <button type="button" onClick={onCheckAgain} className={`${buttonClass('secondary')} mt-2`}>
        {t('online.result.checkAgain')}
      </button>
    </Notice>
  );
}
