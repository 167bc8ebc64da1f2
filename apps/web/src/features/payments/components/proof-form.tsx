import { useTranslation } from 'react-i18next';
import { PROOF_METHODS, WALLET_METHODS, dhakaDate, type Order, type ProofMethod } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useProofForm } from '../hooks/use-proof-form';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ScreenshotField } from './screenshot-field';
import { SubmitFailureText } from './submit-failure-text';
import { controlClass, hintClass } from '../../../components/ui/field-styles';
import { cardClass, headingClass } from './styles';

interface Props {
  order: Order;
  onSubmitted: () => void;
  onOrderChanged: () => void;
}

/** docs/product/payments.md: the seven fields of a payment proof, each with its own message. */
export function ProofForm({ order, onSubmitted, onOrderChanged }: Props) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const form = useProofForm(order, { onSubmitted, onOrderChanged });
  const { values, errors } = form;
  const message = (field: keyof typeof errors) => (errors[field] ? t(`payments.errors.${errors[field]}`) : undefined);
  const wallet = values.payment_method !== '' && WALLET_METHODS.includes(values.payment_method);
  const senderHint = wallet
    ? t('payments.form.senderNumberWalletHint', { method: format.proofMethod(values.payment_method) })
    : values.payment_method === 'bank'
      ? t('payments.form.senderNumberBankHint')
      : undefined;

  return (
    <section aria-labelledby="payment-form" className={cardClass}>
      <h2 id="payment-form" className={headingClass}>
        {t('payments.form.title')}
      </h2>
      <p className={`mt-1 ${hintClass}`}>{t('payments.form.required')}</p>
      <form noValidate onSubmit={form.submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field required label={t('payments.form.method')} error={message('payment_method')}>
          {(control) => (
            <select
              {...control}
              ref={form.register('payment_method')}
              value={values.payment_method}
              onChange={(event) => form.set('payment_method', event.target.value as ProofMethod | '')}
              className={controlClass(Boolean(errors.payment_method))}
            >
              <option value="">{t('payments.form.methodPlaceholder')}</option>
              {PROOF_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`payments.methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field required label={t('payments.form.transactionId')} hint={t('payments.form.transactionIdHint')} error={message('transaction_id')}>
          {(control) => (
            <input
              {...control}
              ref={form.register('transaction_id')}
              value={values.transaction_id}
              onChange={(event) => form.set('transaction_id', event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className={controlClass(Boolean(errors.transaction_id))}
            />
          )}
        </Field>
        <Field required label={t('payments.form.amount')} hint={t('payments.form.amountHint', { total: format.taka(order.total) })} error={message('amount')}>
          {(control) => (
            <input
              {...control}
              ref={form.register('amount')}
              type="text"
              inputMode="decimal"
              value={values.amount}
              onChange={(event) => form.set('amount', event.target.value)}
              autoComplete="off"
              className={controlClass(Boolean(errors.amount))}
            />
          )}
        </Field>
        <Field required label={t('payments.form.paymentDate')} error={message('payment_date')}>
          {(control) => (
            <input
              {...control}
              ref={form.register('payment_date')}
              type="date"
              min={dhakaDate(order.created_at)}
              max={dhakaDate(new Date())}
              value={values.payment_date}
              onChange={(event) => form.set('payment_date', event.target.value)}
              className={controlClass(Boolean(errors.payment_date))}
            />
          )}
        </Field>
        <Field required label={t('payments.form.senderNumber')} hint={senderHint} error={message('sender_number')}>
          {(control) => (
            <input
              {...control}
              ref={form.register('sender_number')}
              type={wallet ? 'tel' : 'text'}
              inputMode={wallet ? 'tel' : 'text'}
              placeholder={wallet ? '01XXXXXXXXX' : undefined}
              value={values.sender_number}
              onChange={(event) => form.set('sender_number', event.target.value)}
              autoComplete={wallet ? 'tel-national' : 'off'}
              maxLength={40}
              className={controlClass(Boolean(errors.sender_number))}
            />
          )}
        </Field>
        <Field required label={t('payments.form.senderName')} hint={t('payments.form.senderNameHint')} error={message('sender_name')}>
          {(control) => (
            <input
              {...control}
              ref={form.register('sender_name')}
              value={values.sender_name}
              onChange={(event) => form.set('sender_name', event.target.value)}
              autoComplete="name"
              maxLength={100}
              className={controlClass(Boolean(errors.sender_name))}
            />
          )}
        </Field>
        <ScreenshotField className="sm:col-span-2" error={message('screenshot')} inputRef={form.register('screenshot')} onRead={form.setScreenshot} />
        {form.failure && (
          <div className="sm:col-span-2">
            <Notice tone="error" role="alert">
              <SubmitFailureText failure={form.failure} />
            </Notice>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={form.busy} aria-busy={form.busy || undefined} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
            {form.busy ? t('payments.form.submitting') : t('payments.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
