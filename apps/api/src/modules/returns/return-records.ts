import { and, desc, eq, type SQL } from 'drizzle-orm';
import { lineRefund, toTaka, type ReturnRecord, type ReturnStatus } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, returnRequests } from '../../db/schema/index';

/** The caller's returns as the returns screen lists them, newest first. */
export function findReturns(db: Database, userId: string, where?: SQL): Promise<ReturnRecord[]> {
  return queryReturns(db, and(eq(returnRequests.userId, userId), where));
}

/** Every shopper's returns, newest first, for staff deciding them (decision 016). */
export function findAllReturns(db: Database, where: SQL | undefined, limit: number): Promise<ReturnRecord[]> {
  return queryReturns(db, where, limit);
}

async function queryReturns(db: Database, where: SQL | undefined, limit?: number): Promise<ReturnRecord[]> {
  const query = db
    .select({ ret: returnRequests, line: orderLines, orderNumber: orders.orderNumber, subtotal: orders.subtotal, discount: orders.discount })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ ret, line, orderNumber, subtotal, discount }) => ({
    id: ret.id,
    image: line.image,
    name: line.name,
    returnDate: ret.createdAt.toISOString(),
    reason: ret.reason,
    status: ret.status as ReturnStatus,
    order_id: ret.orderId,
    order_number: orderNumber,
    order_line_id: line.id,
    product_id: line.productId,
    size: line.size,
    quantity: line.quantity,
    amount: toTaka(lineRefund(line.price * line.quantity, subtotal, discount)),
  }));
}
