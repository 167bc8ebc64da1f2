import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/** Unpaid: not paid, no proof waiting (rejected counts: nothing came in). */
export const UNPAID_PAYMENT_STATUSES = ['pending', 'rejected'];

/**
 * Refuses a new order while the shopper has `limit` orders that staff have not confirmed and that are not
 * paid. Counted in the database under the shopper's cart lock, which every order of theirs takes first, so
 * two processes cannot both let a shopper past it.
 */
export async function assertUnpaidBelowLimit(tx: Tx, userId: string, limit: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), inArray(orders.paymentStatus, UNPAID_PAYMENT_STATUSES)));
  const unpaid = row?.n ?? 0;
  if (unpaid < limit) return;
  const message = `You have ${unpaid} orders waiting to be paid or confirmed. Please pay for or cancel one of them before placing another order.`;
  throw new AppError(409, 'unpaid_orders', message, { unpaid_orders: String(unpaid) });
}
