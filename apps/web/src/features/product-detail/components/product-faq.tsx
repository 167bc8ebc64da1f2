import { useTranslation } from 'react-i18next';

const QUESTIONS = ['tracking', 'returns', 'shipping', 'payment', 'cancel'] as const;

/** Native <details>: an accordion that works with keyboard and screen readers without any script. */
export function ProductFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-3">
      <h2 id="faq-title" className="text-xl font-bold">{t('productPage.faq.title')}</h2>
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {QUESTIONS.map((q) => (
          <details key={q} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-sm font-medium text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:text-brand-300 [&::-webkit-details-marker]:hidden">
              {t(`productPage.faq.${q}.question`)}
              <span aria-hidden="true" className="text-lg text-slate-500 transition-transform group-open:rotate-45">+</span>
            </summary>
            <p className="px-4 pb-4 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{t(`productPage.faq.${q}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
