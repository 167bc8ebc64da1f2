import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { lineRefund, toTaka, type AdminReturn, type AdminReturnList, type AdminReturnQuery, type ReturnRecord, type ReturnStatus } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderLines, orders, returnRequests, users } from '../../db/schema/index';
import { isUuid } from '../orders/orders.service';

/** The caller's returns as the returns screen lists them, newest first. */
export function findReturns(db: Database, userId: string, where?: SQL): Promise<ReturnRecord[]> {
  return queryReturns(db, and(eq(returnRequests.userId, userId), where));
}

/** Every shopper's returns, newest first, for staff deciding them (decision 016). */
export function findAllReturns(db: Database, where: SQL | undefined, limit: number): Promise<ReturnRecord[]> {
  return queryReturns(db, where, limit);
}

async function queryReturns(db: Database, where: SQL | undefined, limit?: number): Promise<ReturnRecord[]> {
  const query = returnRows(db, where).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ ret, line, orderNumber, subtotal, discount }) => ({
    id: ret.id,
    image: line.image,
    name: line.name,
    name_bn: line.nameBn,
    returnDate: ret.createdAt.toISOString(),
    reason: ret.reason,
    status: ret.status as ReturnStatus,
    decision_reason: ret.decisionReason,
    order_id: ret.orderId,
    order_number: orderNumber,
    order_line_id: line.id,
    product_id: line.productId,
    size: line.size,
    quantity: line.quantity,
    amount: toTaka(lineRefund(line.price * line.quantity, subtotal, discount)),
  }));
}

/**
 * The back office's returns queue (docs/product/back-office-payments-and-returns.md): requested returns oldest
 * first, so the longest waiting come first; decided ones newest first.
 */
export async function returnsQueue(db: Database, query: AdminReturnQuery): Promise<AdminReturnList> {
  const where = eq(returnRequests.status, query.status);
  const order = query.status === 'requested' ? [asc(returnRequests.createdAt), asc(returnRequests.id)] : [desc(returnRequests.updatedAt), desc(returnRequests.id)];
  const rows = await returnRows(db, where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  return { returns: rows.map(toAdminReturn), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** One return as the back office shows it, or null. */
export async function staffReturn(db: Database, returnId: string): Promise<AdminReturn | null> {
  if (!isUuid(returnId)) return null;
  const [row] = await returnRows(db, eq(returnRequests.id, returnId));
  return row ? toAdminReturn(row) : null;
}

/**
 * The one reader of returns with what each list shows of them (the line, the order's totals, the customer's name):
 * the shopper's returns, the staff key's list and the back office's queue are views of its rows.
 */
function returnRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      ret: returnRequests,
      line: orderLines,
      orderNumber: orders.orderNumber,
      subtotal: orders.subtotal,
      discount: orders.discount,
      customerName: users.name,
    })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(where)
    .$dynamic();
}

type ReturnRow = Awaited<ReturnType<typeof returnRows>>[number];

function toAdminReturn({ ret, line, orderNumber, subtotal, discount, customerName }: ReturnRow): AdminReturn {
  return {
    id: ret.id,
    order_id: ret.orderId,
    order_number: orderNumber,
    customer_name: customerName,
    product_id: line.productId,
    product_name: line.name,
    image: line.image,
    size: line.size,
    quantity: line.quantity,
    price: toTaka(line.price),
    refund_amount: toTaka(lineRefund(line.price * line.quantity, subtotal, discount)),
    reason: ret.reason,
    status: ret.status as ReturnStatus,
    decision_reason: ret.decisionReason,
    requested_at: ret.createdAt.toISOString(),
    updated_at: ret.updatedAt.toISOString(),
  };
}
