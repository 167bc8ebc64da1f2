import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useFormatPrice } from '../../../components/ui/price';
import type { PromoState } from '../../../api/promo';

/**
 * The promotion box (docs/product/cart.md): a voucher code, APPLY, and the server's verdict; a voucher the cart
 * keeps from before is shown as applied, with a way to remove it.
 */
export function PromoBox({ promo }: { promo: PromoState }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const id = useId();
  const [code, setCode] = useState('');
  const { applied, apply, remove, failure } = promo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(code.trim());
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="mb-3 font-semibold">{t('cart.promo.title')}</h2>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">{t('cart.promo.label')}</label>
        <div className="flex gap-2">
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('cart.promo.placeholder')}
            autoComplete="off"
            maxLength={40}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm uppercase placeholder:normal-case focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-800"
          />
          <button type="submit" disabled={apply.isPending || code.trim() === ''} className={buttonClass('primary')}>
            {apply.isPending ? t('cart.promo.applying') : t('cart.promo.apply')}
          </button>
        </div>
        <div role="status" aria-live="polite" className="min-h-5 text-sm">
          {applied && !failure && (
            <p className="font-medium text-emerald-700 dark:text-emerald-400">
              {applied.kind === 'percent' ? t('cart.promo.appliedPercent', { n: applied.value }) : t('cart.promo.appliedAmount', { amount: format(applied.value) })}
            </p>
          )}
          {failure === 'invalid' && (
            <>
              <p className="font-medium text-red-700 dark:text-red-400">{t('cart.promo.invalid')}</p>
              <p className="text-slate-700 dark:text-slate-300">{t('cart.promo.invalidHint')}</p>
            </>
          )}
          {failure === 'tooMany' && <p className="font-medium text-red-700 dark:text-red-400">{t('cart.promo.tooMany')}</p>}
          {failure === 'error' && <p className="font-medium text-red-700 dark:text-red-400">{t('cart.promo.error')}</p>}
          {failure === 'signIn' && (
            <p className="text-slate-700 dark:text-slate-300">
              {t('cart.promo.signIn')}{' '}
              <Link to="/auth" className="font-semibold text-brand-700 underline dark:text-brand-400">{t('cart.promo.signInLink')}</Link>
            </p>
          )}
        </div>
      </form>
      {applied && !failure && (
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
          className="mt-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-50 dark:text-brand-400"
        >
          {t('cart.promo.remove', { code: applied.code })}
        </button>
      )}
    </section>
  );
}
