import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../lib/use-local-name';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { useProductsToReview } from '../../../api/reviews';
import { useReviewFormat } from '../hooks/use-review-format';

/** Delivered products still without the shopper's review, each a step from its review form. Hidden when none. */
export function ProductsToReview() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useReviewFormat();
  const pending = useProductsToReview();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section aria-labelledby="to-review-title" className="flex flex-col gap-3">
      <h2 id="to-review-title" className="text-lg font-semibold text-slate-900 dark:text-white">{t('reviews.toReview.title')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pending.data.map((product) => (
          <li key={product.productId} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
            <span className="w-12 shrink-0" aria-hidden="true">
              <ProductImage src={product.productImage} alt="" className="rounded" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-sm font-medium break-words text-slate-900 dark:text-white">{localName(product.productName, product.productNameBn)}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{t('reviews.toReview.deliveredOn', { date: format.date(product.deliveredAt) })}</span>
            </span>
            <Link
              to={`/product/${product.productId}#write-review`}
              aria-label={t('reviews.toReview.writeLabel', { name: localName(product.productName, product.productNameBn) })}
              className={`${buttonClass('secondary')} shrink-0`}
            >
              {t('reviews.toReview.write')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
