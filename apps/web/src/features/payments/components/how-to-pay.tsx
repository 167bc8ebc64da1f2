import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared';
import { ShieldIcon } from '../../../components/ui/icons';
import { formatNumber, toLanguage } from '../../../lib/format';
import { usePaymentFormat } from '../hooks/use-payment-format';
import type { PaymentAccounts } from '../utils/payment-accounts';
import { CopyButton } from './copy-button';
import { cardClass, headingClass } from './styles';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const WALLETS = ['bkash', 'nagad', 'rocket'] as const;

/** Where and how to send the money: four steps and the shop's bKash, Nagad, Rocket and bank accounts. */
export function HowToPay({ order, accounts }: { order: Order; accounts: PaymentAccounts }) {
  const { t, i18n } = useTranslation();
  const format = usePaymentFormat();
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="payment-how" className={cardClass}>
      <h2 id="payment-how" className={headingClass}>
        {t('payments.howTo.title')}
      </h2>
      <ol className="mt-3 flex flex-col gap-2.5">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
            <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {formatNumber(index + 1, language)}
            </span>
            <span className="pt-0.5">{t(`payments.howTo.${step}`, { total: format.taka(order.total), number: order.order_number })}</span>
          </li>
        ))}
      </ol>
      <h3 className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">{t('payments.howTo.accountsTitle')}</h3>
      <dl className="mt-2 flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {WALLETS.map((wallet) => {
          const account = t(`payments.howTo.account.${wallet}`);
          return (
            <div key={wallet} className="py-2">
              <dt className="text-slate-600 dark:text-slate-400">{account}</dt>
              <dd className="flex items-center justify-between gap-3">
                <span className="font-semibold tracking-wide text-slate-900 dark:text-white" dir="ltr">
                  {accounts[wallet]}
                </span>
                <CopyButton text={accounts[wallet].replace(/[\s-]/g, '')} label={t('payments.howTo.copyNumber', { account })} />
              </dd>
            </div>
          );
        })}
        <div className="py-2">
          <dt className="text-slate-600 dark:text-slate-400">{t('payments.howTo.account.bank')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{t('payments.howTo.bankDetails', accounts.bank)}</dd>
        </div>
      </dl>
      <p className="mt-3 flex gap-2 rounded-md bg-emerald-50 p-3 text-xs text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
        <ShieldIcon className="size-4 shrink-0" />
        {t('payments.howTo.safety')}
      </p>
    </section>
  );
}
