import { useTranslation } from 'react-i18next';
import { OnlinePaymentScreen } from '../../features/checkout/components/online-payment-screen';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /payment: how online payment works, open to everyone; signed in, also the orders waiting for it. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const title = t('pages.payment');
  usePageTitle(title);
  const session = useSession();
  return (
    <div className="flex flex-col gap-4 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <OnlinePaymentScreen signedIn={session !== null} />
    </div>
  );
}
