import { describe, expect, it } from 'vitest';
import { CreateReviewInputSchema } from './review-input';
import { summarise } from './review-summary';

describe('summarise', () => {
  it('averages to one decimal, half up, with each star’s count', () => {
    expect(summarise({ 5: 1, 4: 1, 2: 1 })).toEqual({ average: 3.7, count: 3, histogram: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } });
    expect(summarise({ 5: 1, 4: 1, 3: 2 })).toMatchObject({ average: 3.8, count: 4 }); // 3.75 rounds up
    expect(summarise({ 5: 90, 4: 50, 3: 30, 2: 10, 1: 7 })).toMatchObject({ average: 4.1, count: 187 });
  });

  it('is zero with no reviews', () => {
    expect(summarise({})).toEqual({ average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});

describe('CreateReviewInputSchema', () => {
  const ok = { product_id: 7, rating: 4, message: '  Fits well  ' };
  it('trims the message and takes whole stars only', () => {
    expect(CreateReviewInputSchema.parse(ok)).toEqual({ product_id: 7, rating: 4, message: 'Fits well' });
    for (const rating of [0, 6, 2.5, '5', null]) expect(CreateReviewInputSchema.safeParse({ ...ok, rating }).success).toBe(false);
  });
  it('refuses blank or overlong messages and unknown fields', () => {
    expect(CreateReviewInputSchema.safeParse({ ...ok, message: '   ' }).success).toBe(false);
    expect(CreateReviewInputSchema.safeParse({ ...ok, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(CreateReviewInputSchema.safeParse({ ...ok, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(CreateReviewInputSchema.safeParse({ ...ok, price: 1 }).success).toBe(false);
  });
});
