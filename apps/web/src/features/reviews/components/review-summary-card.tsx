import { useTranslation } from 'react-i18next';
import { STAR_VALUES, type ReviewSummary } from '@shop/shared';
import { useProductReviews } from '../../../api/reviews';
import { useReviewFormat } from '../hooks/use-review-format';
import { StarRating } from './star-rating';

/**
 * The product page's ratings summary (`#reviews`): the average, the count and each star's share, from
 * real reviews. Until the first review it says so rather than showing made-up numbers.
 */
export function ReviewSummaryCard({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const reviews = useProductReviews(productId);
  const summary = reviews.data?.summary;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="flex scroll-mt-24 flex-col gap-3 rounded-lg bg-white p-4 shadow-xs sm:p-6 dark:bg-slate-900">
      <h2 id="reviews-title" className="text-lg font-bold">{t('reviews.product.title')}</h2>
      {reviews.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.product.loading')}</p>
      ) : !summary ? (
        <p role="alert" className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.product.loadFailed')}</p>
      ) : summary.count === 0 ? (
        <>
          <StarRating value={0} size="lg" />
          <p className="font-medium text-slate-800 dark:text-slate-100">{t('reviews.product.none')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.product.noneHint')}</p>
        </>
      ) : (
        <Summary summary={summary} />
      )}
      {summary && (
        <a href="#review-list" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          {summary.count > 0 ? t('reviews.product.count', { count: summary.count }) : t('reviews.form.title')}
        </a>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  const format = useReviewFormat();
  return (
    <>
      <div className="flex items-end gap-3">
        <p className="text-4xl font-bold text-slate-900 dark:text-white">
          {format.rating(summary.average)}
          <span className="ml-1 text-base font-normal text-slate-500 dark:text-slate-400">{t('reviews.product.outOf')}</span>
        </p>
      </div>
      <StarRating value={summary.average} size="lg" />
      <ul aria-label={t('reviews.product.histogramLabel')} className="flex flex-col gap-1.5">
        {[...STAR_VALUES].reverse().map((stars) => {
          const count = summary.histogram[stars];
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t('reviews.product.histogramRow', { stars, count })}</span>
              <span aria-hidden="true" className="w-6 text-right text-slate-600 dark:text-slate-300">{format.number(stars)}★</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(count / summary.count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-slate-600 dark:text-slate-300">{format.number(count)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
