import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type CreateReviewInput, type MyReview, type ReviewEligibility, type UpdateReviewInput } from '@shop/shared';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../orders/orders.service';
import { findMyReview, findMyReviews } from './my-reviews';
import { receivedIn, requireProduct } from './review-eligibility';

const reviewNotFound = () => notFound(REVIEW_MESSAGES.notFound);

/** Only a shopper who received the product may review it, once; the unique index settles a double submit. */
export async function createReview(db: Database, userId: string, input: CreateReviewInput): Promise<MyReview> {
  await requireProduct(db, input.product_id);
  const orderId = await receivedIn(db, userId, input.product_id, input.order_id);
  if (!orderId) throw new AppError(403, 'not_received', REVIEW_MESSAGES.notReceived);
  const [row] = await db
    .insert(reviews)
    .values({ userId, productId: input.product_id, orderId, rating: input.rating, message: input.message })
    .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
    .returning({ id: reviews.id });
  if (!row) throw new AppError(409, 'review_exists', REVIEW_MESSAGES.alreadyReviewed);
  return (await findMyReview(db, userId, row.id))!;
}

/** An edit dates the review anew: the text shown is what the shopper says now. */
export async function updateReview(db: Database, userId: string, id: string, input: UpdateReviewInput): Promise<MyReview> {
  if (!isUuid(id)) throw reviewNotFound();
  const updated = await db
    .update(reviews)
    .set({ rating: input.rating, message: input.message, createdAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw reviewNotFound();
  return (await findMyReview(db, userId, id))!;
}

export async function deleteReview(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw reviewNotFound();
  const deleted = await db.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.userId, userId))).returning({ id: reviews.id });
  if (deleted.length === 0) throw reviewNotFound();
}

export function listMyReviews(db: Database, userId: string): Promise<MyReview[]> {
  return findMyReviews(db, userId);
}

export async function reviewEligibility(db: Database, userId: string, productId: number): Promise<ReviewEligibility> {
  const [received, [review]] = await Promise.all([
    receivedIn(db, userId, productId),
    findMyReviews(db, userId, eq(reviews.productId, productId)),
  ]);
  return { canReview: received !== null, ...(review ? { reviewId: review.id, review } : {}) };
}
