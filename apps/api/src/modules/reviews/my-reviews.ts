import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MyReview } from '@shop/shared';
import type { Database } from '../../db/client';
import { products, reviews } from '../../db/schema/index';

/** Reviews as the shopper's own list shows them, with the product's current name and first picture. */
export async function findMyReviews(db: Database, userId: string, where?: SQL): Promise<MyReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      productNameBn: products.nameBn,
      productImage: sql<string | null>`${products.images}[1]`,
      rating: reviews.rating,
      message: reviews.message,
      date: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.userId, userId), where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => ({ ...r, productImage: r.productImage ?? '', date: r.date.toISOString() }));
}

export async function findMyReview(db: Database, userId: string, id: string): Promise<MyReview | undefined> {
  const [review] = await findMyReviews(db, userId, eq(reviews.id, id));
  return review;
}
