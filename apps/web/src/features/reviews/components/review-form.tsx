import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_MESSAGE_MAX, type MyReview } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useSaveReview } from '../../../api/reviews';
import { checkReview, reviewFailure, type ReviewFormErrors } from '../utils/review-errors';
import { RatingInput } from './rating-input';

interface Props {
  productId: number;
  /** The shopper's review when editing it. */
  existing?: MyReview;
  onSaved: (review: MyReview, edited: boolean) => void;
  onCancel?: () => void;
}

/** Write (or edit) a review: stars, a message, submit; refusals in the shopper's language beside their field. */
export function ReviewForm({ productId, existing, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveReview();
  const messageId = useId();
  const hintId = useId();
  const messageErrorId = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [message, setMessage] = useState(existing?.message ?? '');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const text = (key: ReviewFormErrors[keyof ReviewFormErrors]) => (key ? t(`reviews.form.errors.${key}`, { max: REVIEW_MESSAGE_MAX }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkReview(rating, message);
    setErrors(problems);
    if (problems.rating || problems.message) return;
    save.mutate(
      { productId, rating, message: message.trim(), reviewId: existing?.id },
      { onSuccess: (review) => onSaved(review, existing !== undefined), onError: (error) => setErrors(reviewFailure(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <RatingInput value={rating} onChange={(value) => { setRating(value); setErrors((e) => ({ ...e, rating: undefined })); }} error={text(errors.rating)} />
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="text-sm font-medium text-slate-800 dark:text-slate-100">{t('reviews.form.messageLabel')}</label>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">{t('reviews.form.messageHint')}</p>
        <textarea
          id={messageId}
          value={message}
          onChange={(event) => { setMessage(event.target.value); setErrors((e) => ({ ...e, message: undefined })); }}
          rows={4}
          maxLength={REVIEW_MESSAGE_MAX + 200}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${hintId}${errors.message ? ` ${messageErrorId}` : ''}`}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
        />
        <div className="flex justify-between gap-2 text-xs">
          <span id={messageErrorId} className="text-red-700 dark:text-red-300">{text(errors.message)}</span>
          <span className={message.trim().length > REVIEW_MESSAGE_MAX ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}>
            {t('reviews.form.counter', { count: message.trim().length, max: REVIEW_MESSAGE_MAX })}
          </span>
        </div>
      </div>
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">{text(errors.form)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? t('reviews.form.submitting') : t(existing ? 'reviews.form.save' : 'reviews.form.submit')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={save.isPending} className={buttonClass('secondary')}>
            {t('reviews.form.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
