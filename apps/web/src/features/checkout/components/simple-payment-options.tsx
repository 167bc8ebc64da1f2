import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentMethod } from '@shop/shared';
import { usePaymentOptions, wayOf } from '../../../api/online-payments';
import { linkClass } from './styles';

/** The wallets of an online payment: paid through a gateway, or by hand and proven on the order's payment page (GET /payments/options says which). */
export const WALLET_METHODS = ['Bkash', 'Nagad'] as const satisfies readonly PaymentMethod[];
export type WalletMethod = (typeof WALLET_METHODS)[number];

interface Props {
  option: 'cod' | 'online' | null;
  wallet: WalletMethod | null;
  onOption: (option: 'cod' | 'online') => void;
  onWallet: (wallet: WalletMethod) => void;
  disabled: boolean;
}

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-3 text-sm font-medium has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-brand-950/40';

/** 'Cash on Delivery' or 'Online Payment' (the latter with a link to /payment and a choice of wallet). */
export function SimplePaymentOptions({ option, wallet, onOption, onWallet, disabled }: Props) {
  const { t } = useTranslation();
  const name = useId();
  // Only the wallets that work now (GET /payments/options); both until it answers.
  const options = usePaymentOptions();
  const wallets = options.data ? WALLET_METHODS.filter((m) => wayOf(options.data, m) !== undefined) : WALLET_METHODS;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('checkout.simple.paymentLegend')}</legend>
      <label className={choiceClass}>
        <input type="radio" name={name} checked={option === 'cod'} onChange={() => onOption('cod')} className="size-4 accent-brand-600" />
        {t('checkout.simple.cod')}
      </label>
      <label className={choiceClass}>
        <input type="radio" name={name} checked={option === 'online'} onChange={() => onOption('online')} className="size-4 accent-brand-600" />
        {t('checkout.simple.online')}
      </label>
      {option === 'online' && (
        <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('checkout.simple.walletLegend')}</legend>
            {wallets.map((method) => (
              <label key={method} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="radio" name={`${name}-wallet`} checked={wallet === method} onChange={() => onWallet(method)} className="size-4 accent-brand-600" />
                {t(`checkout.payment.methods.${method}`)}
              </label>
            ))}
          </fieldset>
          <Link to="/payment" className={`${linkClass} self-start text-sm`}>{t('checkout.simple.onlineLink')}</Link>
        </div>
      )}
    </fieldset>
  );
}
