import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';

/** A second submit of the same cart this soon after an order is taken as a double click (decision 015). */
const DOUBLE_SUBMIT_WINDOW_SECONDS = 30;

/** The order an earlier request with this Idempotency-Key made, if any. */
export async function findOrderByKey(tx: Database, userId: string, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** The shopper's order placed within the double-submit window without a key, if any. */
export async function findJustPlacedOrder(tx: Database, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(
      eq(orders.userId, userId),
      isNull(orders.idempotencyKey),
      gt(orders.createdAt, sql`now() - make_interval(secs => ${DOUBLE_SUBMIT_WINDOW_SECONDS})`),
    ))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id;
}
