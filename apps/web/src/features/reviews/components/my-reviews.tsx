import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyReview } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageStatus } from '../../../components/ui/page-status';
import { useDeleteReview, useMyReviews } from '../../../api/reviews';
import { MyReviewCard } from './my-review-card';
import { ProductsToReview } from './products-to-review';

/** My Reviews (docs/product/returns-and-reviews.md): the list, Delete with 'Are you sure you want to delete this review?', removed once the server confirms. */
export function MyReviews() {
  const { t } = useTranslation();
  const reviews = useMyReviews();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const close = () => {
    remove.reset();
    setDeleting(null);
  };

  if (reviews.isPending) return <PageStatus busy title={t('reviews.my.loading')} />;
  if (reviews.isError) {
    return (
      <PageStatus role="alert" title={t('reviews.my.loadFailed')}>
        <button type="button" onClick={() => void reviews.refetch()} className={buttonClass('secondary')}>{t('reviews.my.retry')}</button>
      </PageStatus>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm font-medium text-green-800 outline-none empty:hidden dark:text-green-300">
        {notice}
      </p>
      <ProductsToReview />
      {reviews.data.length === 0 ? (
        <PageStatus title={t('reviews.my.empty')}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.my.emptyHint')}</p>
          <Link to="/products" className={buttonClass('secondary')}>{t('product.browseProducts')}</Link>
        </PageStatus>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <MyReviewCard review={review} onDelete={(r) => { setNotice(''); setDeleting(r); }} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('reviews.my.confirmTitle')}
        message={t('reviews.my.confirmText')}
        confirmLabel={t('reviews.my.confirmDelete')}
        cancelLabel={t('reviews.my.cancel')}
        busy={remove.isPending}
        busyLabel={t('reviews.my.deleting')}
        error={remove.isError ? t('reviews.my.deleteFailed') : undefined}
        onCancel={close}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setNotice(t('reviews.my.deleted'));
              close();
            },
          });
        }}
        fallbackFocus={noticeRef}
      />
    </div>
  );
}
