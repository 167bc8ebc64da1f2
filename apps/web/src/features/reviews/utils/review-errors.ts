import { REVIEW_MESSAGE_MAX } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';

export type ReviewErrorKey =
  | 'rating' | 'message' | 'tooLong' | 'notReceived' | 'exists' | 'failed' | 'network';

export interface ReviewFormErrors {
  rating?: ReviewErrorKey;
  message?: ReviewErrorKey;
  form?: ReviewErrorKey;
}

/** The form's own checks, the same rules as the server's (shared RatingSchema and ReviewMessageSchema). */
export function checkReview(rating: number, message: string): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'rating';
  const text = message.trim();
  if (!text) errors.message = 'message';
  else if (text.length > REVIEW_MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

/** Which text a refused save shows, and beside which field; never the server's English in a Bengali page. */
export function reviewFailure(error: unknown): ReviewFormErrors {
  if (!(error instanceof ApiError)) return { form: 'failed' };
  if (error.status === 0) return { form: 'network' };
  if (error.status === 403) return { form: 'notReceived' };
  if (error.status === 409) return { form: 'exists' };
  if (error.status === 400) {
    const errors: ReviewFormErrors = {};
    if (error.fields.rating) errors.rating = 'rating';
    if (error.fields.message) errors.message = 'message';
    return errors.rating || errors.message ? errors : { form: 'failed' };
  }
  return { form: 'failed' };
}
