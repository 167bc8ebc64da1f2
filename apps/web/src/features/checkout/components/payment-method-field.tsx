import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/shared';
import { usePaymentOptions, wayOf } from '../../../api/online-payments';
import { CASH_ON_DELIVERY } from '../utils/after-order';
import { fieldClass, labelClass, linkClass } from './styles';

interface Props {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod | null) => void;
  disabled?: boolean;
  /** Home delivery: cash goes to the courier, not to the pickup point. */
  home?: boolean;
}

/** The payment select of docs/product/checkout.md, with what each choice means for the shopper. */
export function PaymentMethodField({ value, onChange, disabled = false, home = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // Only the methods that work now (GET /payments/options), in the checkout's order; all of them until it answers.
  const options = usePaymentOptions();
  const methods = options.data ? PAYMENT_METHODS.filter((m) => wayOf(options.data, m) !== undefined) : PAYMENT_METHODS;
  const way = value ? wayOf(options.data, value) : undefined;
  // A draft's method no longer offered (the shop turned its gateway off): the shopper chooses again.
  const gone = value !== null && options.data !== undefined && way === undefined;
  useEffect(() => {
    if (gone) onChange(null);
  }, [gone, onChange]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>{t('checkout.payment.label')}</label>
      <select
        id={id}
        value={gone ? '' : (value ?? '')}
        disabled={disabled}
        aria-describedby={value ? `${id}-hint` : undefined}
        onChange={(event) => onChange((PAYMENT_METHODS as readonly string[]).includes(event.target.value) ? (event.target.value as PaymentMethod) : null)}
        className={`${fieldClass} h-11`}
      >
        <option value="">{t('checkout.payment.placeholder')}</option>
        {methods.map((method) => (
          <option key={method} value={method}>{t(`checkout.payment.methods.${method}`)}</option>
        ))}
      </select>
      {value && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {value === CASH_ON_DELIVERY ? (home ? t('delivery.checkout.codHome') : t('checkout.payment.codHint')) : way === 'sslcommerz' || way === 'bkash' ? t('online.checkout.gatewayHint') : t('checkout.payment.manualHint')}{' '}
          {value !== CASH_ON_DELIVERY && (
            <Link to="/payment" className={linkClass}>{t('checkout.payment.howLink')}</Link>
          )}
        </p>
      )}
    </div>
  );
}
