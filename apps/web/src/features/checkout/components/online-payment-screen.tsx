import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../components/ui/icons';
import { formatNumber, toLanguage } from '../../../lib/format';
import { PAYMENT_ACCOUNTS, WALLETS } from '../utils/payment-accounts';
import { AwaitingPayment } from './awaiting-payment';
import { cardClass, linkClass } from './styles';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/**
 * /payment (docs/product/checkout.md, linked from the simple checkout): how a manual online payment works
 * here (decision 017), where to send the money, and the shopper's orders waiting for it.
 */
export function OnlinePaymentScreen({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const { bank } = PAYMENT_ACCOUNTS;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-4">
        <section aria-labelledby="payment-how" className={cardClass}>
          <p className="text-slate-700 dark:text-slate-300">{t('checkout.onlinePayment.intro')}</p>
          <h2 id="payment-how" className="mt-4 text-lg font-semibold">{t('checkout.onlinePayment.stepsTitle')}</h2>
          <ol className="mt-3 flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {formatNumber(index + 1, toLanguage(i18n.language))}
                </span>
                <span className="pt-1">{t(`checkout.onlinePayment.${step}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="payment-awaiting" className={cardClass}>
          <h2 id="payment-awaiting" className="mb-2 text-lg font-semibold">{t('checkout.onlinePayment.awaitingTitle')}</h2>
          <AwaitingPayment signedIn={signedIn} />
        </section>
      </div>
      <aside className="flex flex-col gap-4">
        <section aria-labelledby="payment-accounts" className={cardClass}>
          <h2 id="payment-accounts" className="text-lg font-semibold">{t('checkout.onlinePayment.accountsTitle')}</h2>
          <dl className="mt-3 flex flex-col gap-3 text-sm">
            {WALLETS.map((wallet) => (
              <div key={wallet} className="flex flex-col">
                <dt className="text-slate-600 dark:text-slate-400">{t(`checkout.onlinePayment.accountType.${wallet}`)}</dt>
                <dd className="text-base font-semibold tracking-wide text-slate-900 dark:text-white" dir="ltr">{PAYMENT_ACCOUNTS[wallet]}</dd>
              </div>
            ))}
            <div className="flex flex-col">
              <dt className="text-slate-600 dark:text-slate-400">{t('checkout.onlinePayment.accountType.bank')}</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{t('checkout.onlinePayment.bankDetails', bank)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('checkout.onlinePayment.cardNote')}</p>
        </section>
        <p className="flex gap-2 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
          <ShieldIcon className="size-5 shrink-0" />
          {t('checkout.onlinePayment.safety')}
        </p>
        <Link to="/products" className={`${linkClass} text-sm`}>{t('checkout.onlinePayment.startShopping')}</Link>
      </aside>
    </div>
  );
}
