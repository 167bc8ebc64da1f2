import { count, desc, eq } from 'drizzle-orm';
import { PRODUCT_REVIEWS_PAGE_SIZE, summarise, type ProductReviews } from '@shop/shared';
import type { Database } from '../../db/client';
import { reviews, users } from '../../db/schema/index';
import { requireProduct } from './review-eligibility';
import { publicAuthor } from './review-author';

/** A product's review summary and one page of its reviews, newest first; authors named for privacy. */
export async function productReviews(db: Database, productId: number, page: number): Promise<ProductReviews> {
  await requireProduct(db, productId);
  const [byStars, rows] = await Promise.all([
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(eq(reviews.productId, productId)).groupBy(reviews.rating),
    db
      .select({ id: reviews.id, rating: reviews.rating, message: reviews.message, date: reviews.createdAt, name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PRODUCT_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * PRODUCT_REVIEWS_PAGE_SIZE),
  ]);
  const summary = summarise(Object.fromEntries(byStars.map((r) => [r.rating, Number(r.n)])));
  return {
    summary,
    reviews: rows.map((r) => ({ id: r.id, rating: r.rating, message: r.message, date: r.date.toISOString(), author: publicAuthor(r.name) })),
    page,
    pageSize: PRODUCT_REVIEWS_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(summary.count / PRODUCT_REVIEWS_PAGE_SIZE)),
  };
}
