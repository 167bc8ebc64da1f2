import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, PaymentProof } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { ApiError } from '../../../lib/api-client';
import { isPaidOnline } from '../utils/paid-online';
import { useOrder } from '../../../api/orders';
import { usePaymentProofs } from '../../../api/payment-proofs';
import type { PaymentAccounts } from '../utils/payment-accounts';
import { HowToPay } from './how-to-pay';
import { Notice } from '../../../components/ui/notice';
import { OrderSummaryCard } from './order-summary-card';
import { ProofForm } from './proof-form';
import { ProofHistory } from './proof-history';
import { SubmittedProof } from './submitted-proof';
import { useOnlineView } from '../hooks/use-online-view';
import type { OnlineReason } from '../utils/online-reason';
import { isGatewayWay } from '../utils/online-state';
import { OnlinePaymentPanel } from './online-payment-panel';
import { RefundList } from './online-history';

interface Props {
  orderId: string;
  accounts: PaymentAccounts;
  /** Where the shopper's orders are listed (the not-found and cash-on-delivery links). */
  ordersPath: string;
  /** ?attempt=: back from a gateway's page with this try (the return page). */
  attemptId?: string | null;
  /** ?failed=: the checkout could not open the gateway's page, for this reason. */
  startFailed?: OnlineReason | null;
}

const awaitsProof = (order: Order) => isPaidOnline(order) && order.status !== 'cancelled' && (order.payment_status === 'pending' || order.payment_status === 'rejected');

/**
 * /payments/{id} (docs/product/payments.md): the order to pay, how to pay it and the proof form; once a
 * proof is in, the proof and its screenshot instead. A refused proof brings the form back with a notice.
 */
export function PaymentProofScreen({ orderId, accounts, ordersPath, attemptId = null, startFailed = null }: Props) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const { online, polls, checkAgain } = useOnlineView(order.data, attemptId, () => void order.refetch());
  // An order paid through a gateway (or tried through one) shows its online payments instead of the proof form.
  const viaGateway = online.data !== undefined && (isGatewayWay(online.data.way) || online.data.attempts.length > 0);
  const proofs = usePaymentProofs(orderId, order.isSuccess && isPaidOnline(order.data) && !online.isPending && !viaGateway);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSubmitted) success.current?.focus();
  }, [justSubmitted]);

  if (order.isPending || (order.isSuccess && isPaidOnline(order.data) && online.isPending)) return <PageStatus busy title={t('payments.loading')} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <PageStatus role="alert" title={t(missing ? 'payments.notFound' : 'payments.loadFailed')}>
        {missing ? (
          <>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t('payments.notFoundHint')}</p>
            <Link to={ordersPath} className={buttonClass('primary')}>
              {t('payments.toOrders')}
            </Link>
          </>
        ) : (
          <button type="button" onClick={() => void order.refetch()} className={buttonClass('secondary')}>
            {t('payments.retry')}
          </button>
        )}
      </PageStatus>
    );
  }

  const current = order.data;
  const [latest, ...earlier] = proofs.data ?? [];
  const payable = awaitsProof(current);
  const submitted = () => {
    setJustSubmitted(true);
  };

  let main: ReactNode;
  if (!isPaidOnline(current)) {
    main = <NotNeeded text={t(online.data && online.data.attempts.length > 0 ? 'online.pay.switched' : 'payments.notNeeded.cod')} ordersPath={ordersPath} />;
  } else if (viaGateway) {
    main = <OnlinePaymentPanel order={current} online={online.data} attemptId={attemptId} startFailed={startFailed} polls={polls} onCheckAgain={checkAgain} />;
  } else if (payable) {
    main = (
      <>
        {current.payment_status === 'rejected' && (
          <Notice tone="warning">
            <p>{t('payments.form.rejectedNotice')}</p>
            {current.payment_reject_reason && (
              <p className="mt-2">
                <span className="font-semibold">{t('payments.form.rejectedReason')}</span>{' '}
                <span className="break-words whitespace-pre-line">
                  {current.payment_reject_reason}
                </span>
              </p>
            )}
          </Notice>
        )}
        <ProofForm key={current.payment_status} order={current} onSubmitted={submitted} onOrderChanged={() => void order.refetch()} />
        <ProofHistory proofs={proofs.data ?? []} />
      </>
    );
  } else if (current.status === 'cancelled' && current.payment_status === 'pending') {
    main = <NotNeeded text={t('payments.notNeeded.cancelled')} ordersPath={ordersPath} />;
  } else {
    main = (
      <>
        {justSubmitted && (
          <Notice tone="success" role="status" ref={success}>
            <strong>{t('payments.submit.success')}</strong>
          </Notice>
        )}
        {!justSubmitted && <StateNote status={current.payment_status} />}
        <ProofDetails latest={latest} order={current} loading={proofs.isPending} failed={proofs.isError} onRetry={() => void proofs.refetch()} />
        <ProofHistory proofs={earlier} />
        <RefundList refunds={online.data?.refunds ?? []} />
      </>
    );
  }

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <aside className="flex flex-col gap-4 xl:col-start-2 xl:row-start-1">
        <OrderSummaryCard order={current} />
        {payable && !viaGateway && <HowToPay order={current} accounts={accounts} />}
      </aside>
      <div className="flex min-w-0 flex-col gap-4 xl:col-start-1 xl:row-start-1">{main}</div>
    </div>
  );
}

function NotNeeded({ text, ordersPath }: { text: string; ordersPath: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="info">
      <p>{text}</p>
      <Link to={ordersPath} className="mt-2 inline-block font-semibold underline underline-offset-2">
        {t('payments.toOrders')}
      </Link>
    </Notice>
  );
}

function StateNote({ status }: { status: Order['payment_status'] }) {
  const { t } = useTranslation();
  if (status === 'paid') return <Notice tone="success">{t('payments.submitted.paid')}</Notice>;
  if (status === 'refunded') return <Notice tone="info">{t('payments.submitted.refunded')}</Notice>;
  return <Notice tone="info">{t('payments.submitted.checking')}</Notice>;
}

interface DetailsProps {
  latest: PaymentProof | undefined;
  order: Order;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

function ProofDetails({ latest, order, loading, failed, onRetry }: DetailsProps) {
  const { t } = useTranslation();
  if (latest) return <SubmittedProof proof={latest} order={order} />;
  if (loading) return <PageStatus busy title={t('payments.loading')} />;
  if (failed) {
    return (
      <PageStatus role="alert" title={t('payments.loadFailed')}>
        <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
          {t('payments.retry')}
        </button>
      </PageStatus>
    );
  }
  return null;
}
