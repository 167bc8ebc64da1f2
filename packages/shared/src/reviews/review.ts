import { z } from 'zod';

/** A review in the shopper's own list (docs/product/returns-and-reviews.md, Review, plus its rating). */
export const MyReviewSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** The Bengali name, for Bengali mode; null where none is given. */
  productNameBn: z.string().nullable(),
  productImage: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  /** ISO time the review was written (or last edited). */
  date: z.string(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** GET /api/reviews/my and /api/v1/reviews/my (bearer): newest first. */
export const MyReviewListSchema = z.object({ reviews: z.array(MyReviewSchema) });
export type MyReviewList = z.infer<typeof MyReviewListSchema>;

/** POST and PUT answer the review as the shopper's list shows it. */
export const ReviewAnswerSchema = z.object({ review: MyReviewSchema });

/**
 * GET /api/v1/reviews/eligibility (bearer): whether the caller received the product (and so may review
 * it), and their review of it if they already wrote one (the form then edits it).
 */
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reviewId: z.string().optional(),
  review: MyReviewSchema.optional(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

/** A product's reviews at a glance: the average (one decimal; 0 with no reviews), the count, and each star's count. */
export const ReviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  histogram: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** A review as anyone sees it: the author is a first name and an initial ('Rahima K.'), never an e-mail. */
export const ProductReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  date: z.string(),
  /** Null when the account's name gives nothing safe to show. */
  author: z.string().nullable(),
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

/** GET /api/v1/products/{id}/reviews?page=: the summary and one page of reviews, newest first. */
export const ProductReviewsSchema = z.object({
  summary: ReviewSummarySchema,
  reviews: z.array(ProductReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
});
export type ProductReviews = z.infer<typeof ProductReviewsSchema>;

/** A product the shopper received and has not reviewed yet: the "from the order" way to a review. */
export const ProductToReviewSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  /** The Bengali name, for Bengali mode; null where none is given. */
  productNameBn: z.string().nullable(),
  productImage: z.string(),
  /** ISO time of the latest delivery that brought it. */
  deliveredAt: z.string(),
});
export type ProductToReview = z.infer<typeof ProductToReviewSchema>;

/** GET /api/v1/reviews/pending (bearer): latest delivery first, at most 20. */
export const ProductsToReviewSchema = z.object({ products: z.array(ProductToReviewSchema) });
