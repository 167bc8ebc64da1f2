import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';
import type { PromoState } from '../../../api/promo';
import { fieldClass, labelClass } from './styles';

/**
 * The checkout's promotion box with a working APPLY (the old site's said 'Promo code functionality not
 * implemented', decision 017): the server checks the code; the summary takes it off the goods.
 */
export function PromoField({ promo, disabled = false }: { promo: PromoState; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const id = useId();
  const [code, setCode] = useState('');
  const { applied, apply, remove, failure } = promo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim());
  };

  return (
    <div className="flex flex-col gap-2">
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-md bg-emerald-50 px-3 py-2 dark:bg-emerald-950/40">
          <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
            <span className="font-bold">{applied.code}</span> ·{' '}
            {applied.kind === 'percent'
              ? t('checkout.promo.appliedPercent', { n: applied.value })
              : t('checkout.promo.appliedAmount', { amount: format(applied.value) })}
          </p>
          <button
            type="button"
            disabled={remove.isPending || disabled}
            onClick={() => remove.mutate()}
            aria-label={t('checkout.promo.remove', { code: applied.code })}
            className="flex size-8 shrink-0 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-emerald-200 dark:hover:bg-emerald-900/50"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-1.5">
          <label htmlFor={id} className={labelClass}>{t('checkout.promo.label')}</label>
          <div className="flex gap-2">
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t('checkout.promo.placeholder')}
              autoComplete="off"
              maxLength={40}
              disabled={disabled}
              aria-describedby={failure ? `${id}-error` : undefined}
              className={`${fieldClass} h-10 min-w-0 flex-1 uppercase placeholder:normal-case`}
            />
            <button type="submit" disabled={disabled || apply.isPending || code.trim() === ''} className={buttonClass('primary')}>
              {apply.isPending ? t('checkout.promo.applying') : t('checkout.promo.apply')}
            </button>
          </div>
          <p id={`${id}-error`} role="status" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
            {failure === 'invalid' && (
              <>
                {t('checkout.promo.invalid')} <span className="font-normal text-slate-700 dark:text-slate-300">{t('checkout.promo.invalidHint')}</span>
              </>
            )}
            {failure === 'tooMany' && t('checkout.promo.tooMany')}
            {failure === 'error' && t('checkout.promo.error')}
          </p>
        </form>
      )}
    </div>
  );
}
