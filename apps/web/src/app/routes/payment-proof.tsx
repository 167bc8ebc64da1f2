import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { RedirectToLogin } from '../../features/account/components/redirect-to-login';
import { PAYMENT_ACCOUNTS } from '../../features/checkout/utils/payment-accounts';
import { PaymentProofScreen } from '../../features/payments/components/payment-proof-screen';
import { reasonFromSearch } from '../../features/payments/utils/online-reason';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The payment screen (online payments, or the payment proof) with the shop's receiving accounts (the ones /payment shows, decision 017). A proof
 * sent updates the order for every screen that shows it (api/payment-proofs.ts).
 */
export function PaymentProofContent({ ordersPath }: { ordersPath: string }) {
  const { id = '' } = useParams();
  // The gateways send the shopper back with ?attempt= (the return page); the checkout with ?failed= when it could not start.
  const [search] = useSearchParams();
  const attemptId = search.get('attempt');
  return <PaymentProofScreen key={`${id}:${attemptId ?? ''}`} orderId={id} accounts={PAYMENT_ACCOUNTS} ordersPath={ordersPath} attemptId={attemptId} startFailed={reasonFromSearch(search.get('failed'))} />;
}

/** /payments/{id} (docs/product/payments.md): signed-in shoppers only; a guest signs in and comes back here. */
export default function PaymentProofPage() {
  const { t } = useTranslation();
  const title = t('pages.paymentProof');
  usePageTitle(title);
  const session = useSession();
  const location = useLocation();
  if (!session) return <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  return (
    <div className="flex flex-col gap-4 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <PaymentProofContent ordersPath="/orders" />
    </div>
  );
}
