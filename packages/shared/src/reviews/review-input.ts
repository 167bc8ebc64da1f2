import { z } from 'zod';
import { multiLine } from '../input/text';
import { wholeNumber, wholeNumberText } from '../input/whole-number';
import { REVIEW_MESSAGE_MAX } from './review-limits';

/** Texts of the review rules, shared by the form and the server. */
export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  message: 'Please write your review (1 to 2000 characters).',
  product: 'Please choose a product to review.',
  notReceived: 'Only shoppers who received this product can review it.',
  alreadyReviewed: 'You have already reviewed this product. You can edit your review instead.',
  notFound: 'Review not found.',
} as const;

/** A whole number of stars; "5" or 4.5 are refused, not rounded. */
export const RatingSchema = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);

export const ReviewMessageSchema = multiLine(REVIEW_MESSAGES.message)
  .min(1, REVIEW_MESSAGES.message)
  .max(REVIEW_MESSAGE_MAX, REVIEW_MESSAGES.message);


/** POST /api/v1/reviews (bearer). `order_id` names the order it came with; absent, the latest one is used. */
export const CreateReviewInputSchema = z
  .object({
    product_id: wholeNumber(REVIEW_MESSAGES.product),
    rating: RatingSchema,
    message: ReviewMessageSchema,
    order_id: z.uuid('Unknown order.').optional(),
  })
  .strict();
export type CreateReviewInput = z.infer<typeof CreateReviewInputSchema>;

/** PUT /api/v1/reviews/{id} (bearer): the shopper edits their own review. */
export const UpdateReviewInputSchema = z.object({ rating: RatingSchema, message: ReviewMessageSchema }).strict();
export type UpdateReviewInput = z.infer<typeof UpdateReviewInputSchema>;

/** GET /api/v1/reviews/eligibility?product_id= (bearer). */
export const ReviewEligibilityQuerySchema = z
  .object({ product_id: wholeNumberText(REVIEW_MESSAGES.product) })
  .strict();

/** GET /api/v1/products/{id}/reviews?page= */
export const ProductReviewsQuerySchema = z
  .object({
    page: wholeNumberText('Must be a whole number from 1 to 10000.', { max: 10_000 }).default(1),
  })
  .strict();
