import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../lib/use-page-title';
import { PaymentProofContent } from './payment-proof';

/** /manageaccount/payments/{id}: the payment-proof screen inside the account area, with the way back to the list. */
export default function AccountPaymentPage() {
  const { t } = useTranslation();
  const title = t('pages.accountPayment');
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <Link
        to=".."
        relative="path"
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        <ChevronRightIcon className="size-4 rotate-180" />
        {t('payments.backToPayments')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <PaymentProofContent ordersPath="../orders" />
    </div>
  );
}
