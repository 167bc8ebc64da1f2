import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkReview, reviewFailure } from './review-errors';

describe('checkReview', () => {
  it('needs whole stars from 1 to 5 and a message of at most 2000 characters', () => {
    expect(checkReview(4, 'Nice')).toEqual({});
    expect(checkReview(0, '  ')).toEqual({ rating: 'rating', message: 'message' });
    expect(checkReview(5, 'x'.repeat(2001))).toEqual({ message: 'tooLong' });
  });
});

describe('reviewFailure', () => {
  it('maps the server’s refusals to the form’s texts', () => {
    expect(reviewFailure(new ApiError(403, 'x', 'not_received'))).toEqual({ form: 'notReceived' });
    expect(reviewFailure(new ApiError(409, 'x', 'review_exists'))).toEqual({ form: 'exists' });
    expect(reviewFailure(new ApiError(400, 'x', 'validation_error', { rating: 'bad' }))).toEqual({ rating: 'rating' });
    expect(reviewFailure(new ApiError(0, 'x', 'network_error'))).toEqual({ form: 'network' });
    expect(reviewFailure(new ApiError(500, 'x', 'internal_error'))).toEqual({ form: 'failed' });
  });
});
