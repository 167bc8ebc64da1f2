import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RETURN_WINDOW_DAYS } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';

const STEPS = ['one', 'two', 'three'] as const;

/** The returns policy (docs/product/returns-and-reviews.md): 7 days from delivery, unused and in the original packaging, and how to ask. */
export function ReturnPolicy({ title }: { title: string }) {
  const { t } = useTranslation();
  const card = 'flex flex-col gap-2 rounded-lg bg-white p-5 shadow-xs dark:bg-slate-900';
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('returns.policy.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className={card} aria-labelledby="policy-window">
          <p aria-hidden="true" className="text-3xl font-bold text-brand-600 dark:text-brand-400">{RETURN_WINDOW_DAYS}</p>
          <h2 id="policy-window" className="font-semibold">{t('returns.policy.windowTitle')}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('returns.policy.windowText')}</p>
        </section>
        <section className={card} aria-labelledby="policy-condition">
          <h2 id="policy-condition" className="font-semibold">{t('returns.policy.conditionTitle')}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('returns.policy.conditionText')}</p>
        </section>
      </div>
      <section className={card} aria-labelledby="policy-how">
        <h2 id="policy-how" className="font-semibold">{t('returns.policy.howTitle')}</h2>
        <ol className="ml-5 list-decimal space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {STEPS.map((step) => <li key={step}>{t(`returns.policy.howSteps.${step}`)}</li>)}
        </ol>
      </section>
      <section className={card} aria-labelledby="policy-refund">
        <h2 id="policy-refund" className="font-semibold">{t('returns.policy.refundTitle')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('returns.policy.refundText')}</p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to="/manageaccount/returns" className={buttonClass('primary')}>{t('returns.policy.goToReturns')}</Link>
        <Link to="/products" className={buttonClass('secondary')}>{t('returns.policy.shopping')}</Link>
      </div>
    </article>
  );
}
