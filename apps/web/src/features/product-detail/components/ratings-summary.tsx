import { useTranslation } from 'react-i18next';

/**
 * There is no reviews API yet, so the spec's placeholder numbers (4.3 from 187 reviews) are not shown as
 * fact: the summary says honestly that nobody has reviewed the product. The purchase issue adds reviews.
 */
export function RatingsSummary() {
  const { t } = useTranslation();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-xs sm:p-6 dark:bg-slate-900">
      <h2 id="reviews-title" className="text-lg font-bold">{t('productPage.reviews.title')}</h2>
      <div className="flex items-center gap-1 text-slate-300 dark:text-slate-600" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <svg key={i} viewBox="0 0 24 24" className="size-6" fill="currentColor">
            <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
          </svg>
        ))}
      </div>
      <p className="font-medium text-slate-800 dark:text-slate-100">{t('productPage.reviews.none')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('productPage.reviews.noneHint')}</p>
    </section>
  );
}
