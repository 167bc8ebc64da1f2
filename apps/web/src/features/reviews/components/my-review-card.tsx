import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../lib/use-local-name';
import { Link } from 'react-router';
import type { MyReview } from '@shop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { useReviewFormat } from '../hooks/use-review-format';
import { StarRating } from './star-rating';

const DANGER_OUTLINE =
  'inline-flex h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/50';

/** One of the shopper's reviews: product image and name (to /product/{productId}), stars, message, date, Delete. */
export function MyReviewCard({ review, onDelete }: { review: MyReview; onDelete: (review: MyReview) => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useReviewFormat();
  const productPath = `/product/${review.productId}`;
  return (
    <article aria-label={localName(review.productName, review.productNameBn)} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <Link to={productPath} tabIndex={-1} aria-hidden="true" className="w-16 shrink-0 sm:w-20">
        <ProductImage src={review.productImage} alt="" className="rounded-md" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="text-base font-semibold break-words">
          <Link to={productPath} className="text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300">
            {localName(review.productName, review.productNameBn)}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <StarRating value={review.rating} />
          <span>{t('reviews.my.reviewedOn', { date: format.date(review.date) })}</span>
        </div>
        <p className="text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{review.message}</p>
        <div className="flex justify-end">
          <button type="button" onClick={() => onDelete(review)} aria-label={t('reviews.my.deleteLabel', { name: localName(review.productName, review.productNameBn) })} className={DANGER_OUTLINE}>
            {t('reviews.my.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
