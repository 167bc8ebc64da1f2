import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SESSION_KEYS, type MyReview } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { writeString } from '../../../lib/storage';
import { useReviewEligibility } from '../../../api/reviews';
import { useReviewFormat } from '../hooks/use-review-format';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';

const NOTE = 'rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200';

/**
 * The product page's review box: sign in, "once delivered", the form for a shopper who received the
 * product, or their own review with Edit. Success is announced in the box's live region.
 */
export function WriteReview({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const [notice, setNotice] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const eligibility = useReviewEligibility(productId);
  const { hash } = useLocation();
  // A link from My Reviews ('Write a review') lands on the form once it knows what to show.
  const ready = !signedIn || !eligibility.isPending;
  useEffect(() => {
    if (hash === '#write-review' && ready) boxRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
  return (
    <div ref={boxRef} id="write-review" className="flex scroll-mt-24 flex-col gap-3 border-b border-slate-200 pb-6 dark:border-slate-800">
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">{notice}</p>
      {signedIn ? (
        <Eligible productId={productId} onSaved={(edited) => setNotice(t(edited ? 'reviews.form.updated' : 'reviews.form.saved'))} onEdit={() => setNotice('')} />
      ) : (
        <div className={`${NOTE} flex flex-wrap items-center justify-between gap-3`}>
          <p>{t('reviews.gate.signInText')}</p>
          <Link to="/login" onClick={() => writeString(SESSION_KEYS.redirect, `/product/${productId}`)} className={buttonClass('secondary')}>
            {t('reviews.gate.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}

function Eligible({ productId, onSaved, onEdit }: { productId: number; onSaved: (edited: boolean) => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const eligibility = useReviewEligibility(productId);
  const [editing, setEditing] = useState(false);
  if (eligibility.isPending) return null;
  if (eligibility.isError) return <p className={NOTE}>{t('reviews.gate.checkFailed')}</p>;
  const { canReview, review } = eligibility.data;
  if (review && !editing) {
    return <OwnReview review={review} onEdit={() => { setEditing(true); onEdit(); }} />;
  }
  if (!canReview) return <p className={NOTE}>{t('reviews.gate.notReceived')}</p>;
  return (
    <section aria-labelledby="write-review-title" className="flex flex-col gap-3">
      <h3 id="write-review-title" className="font-semibold text-slate-900 dark:text-white">{t(review ? 'reviews.form.editTitle' : 'reviews.form.title')}</h3>
      <ReviewForm
        productId={productId}
        existing={review}
        onSaved={(_saved: MyReview, edited) => { setEditing(false); onSaved(edited); }}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </section>
  );
}

function OwnReview({ review, onEdit }: { review: MyReview; onEdit: () => void }) {
  const { t } = useTranslation();
  const format = useReviewFormat();
  return (
    <section aria-labelledby="own-review-title" className="flex flex-col gap-2 rounded-md border border-brand-200 bg-brand-50/50 p-4 dark:border-brand-900 dark:bg-brand-950/30">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="own-review-title" className="font-semibold text-slate-900 dark:text-white">{t('reviews.form.yours')}</h3>
        <button type="button" onClick={onEdit} className={buttonClass('secondary')}>{t('reviews.form.edit')}</button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <StarRating value={review.rating} />
        <span>{format.date(review.date)}</span>
      </div>
      <p className="text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-100">{review.message}</p>
    </section>
  );
}
