import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductReview } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useProductReviews } from '../../../api/reviews';
import { useReviewFormat } from '../hooks/use-review-format';
import { StarRating } from './star-rating';
import { WriteReview } from './write-review';

/**
 * The product page's reviews (`#review-list`): the shopper's own review box, then every review newest
 * first, ten to a page. Authors are a first name and an initial; every review is a verified purchase.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page);
  const data = reviews.data;
  return (
    <section id="review-list" aria-labelledby="review-list-title" className="flex scroll-mt-24 flex-col gap-4 rounded-lg bg-white p-4 shadow-xs sm:p-6 dark:bg-slate-900">
      <h2 id="review-list-title" className="text-lg font-bold">{t('reviews.product.listLabel')}</h2>
      <WriteReview productId={productId} />
      {reviews.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.product.loading')}</p>
      ) : !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          {t('reviews.product.loadFailed')}
          <button type="button" onClick={() => void reviews.refetch()} className={buttonClass('secondary')}>{t('reviews.product.retry')}</button>
        </div>
      ) : data.reviews.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.product.noneHint')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" aria-busy={reviews.isPlaceholderData || undefined}>
            {data.reviews.map((review) => <ReviewItem key={review.id} review={review} />)}
          </ul>
          {data.pages > 1 && <Pager page={data.page} pages={data.pages} onPage={setPage} />}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  const format = useReviewFormat();
  return (
    <li className="flex flex-col gap-1.5 py-4 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <span className="text-sm font-medium text-slate-900 dark:text-white">{review.author ?? t('reviews.product.anonymous')}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400">{format.date(review.date)}</span>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/50 dark:text-green-200">
          {t('reviews.product.verified')}
        </span>
      </div>
      <p className="text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{review.message}</p>
    </li>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reviews.product.pagesLabel')} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonClass('secondary')}>
        {t('reviews.product.newer')}
      </button>
      <span className="text-sm text-slate-600 dark:text-slate-300">{t('reviews.product.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={buttonClass('secondary')}>
        {t('reviews.product.older')}
      </button>
    </nav>
  );
}
