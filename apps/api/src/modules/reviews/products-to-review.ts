import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductToReview } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, products, reviews } from '../../db/schema/index';
import { RECEIVED_STATUSES } from './review-eligibility';

const LIMIT = 20;

/** Products the caller received and has not reviewed yet, latest delivery first. */
export async function productsToReview(db: Database, userId: string): Promise<ProductToReview[]> {
  const lastDelivery = sql<Date | string>`max(${orders.deliveredAt})`;
  const rows = await db
    .select({ productId: orderLines.productId, productName: products.name, productNameBn: products.nameBn, productImage: sql<string | null>`${products.images}[1]`, deliveredAt: lastDelivery })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(reviews, and(eq(reviews.productId, orderLines.productId), eq(reviews.userId, userId)))
    .where(and(eq(orders.userId, userId), inArray(orders.status, RECEIVED_STATUSES), isNull(reviews.id)))
    .groupBy(orderLines.productId, products.name, products.nameBn, products.images)
    .orderBy(desc(lastDelivery), orderLines.productId)
    .limit(LIMIT);
  return rows.map((r) => ({ ...r, productImage: r.productImage ?? '', deliveredAt: new Date(r.deliveredAt).toISOString() }));
}
