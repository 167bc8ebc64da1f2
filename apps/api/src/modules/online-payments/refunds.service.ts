import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  toTaka, type AdminRefund, type AdminRefundList, type AdminRefundQuery, type RefundCause, type RefundChannel, type RefundState,
} from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { orders, paymentAttempts, paymentRefunds } from '../../db/schema/index';
import { likeContains } from '../../lib/like';
import { isUuid } from '../orders/orders.service';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
type Reader = Pick<Database, 'select'>;

export interface RefundRequest {
  /**
   * Makes the refund once, whoever asks twice: 'cancel:<order id>', 'return:<return id>', 'late:<attempt id>',
   * 'refused:<attempt id>'.
   */
  key: string;
  orderId: string;
  /** The paid attempt whose money goes back; null for a hand refund. */
  attemptId: string | null;
  returnId?: string | null;
  channel: RefundChannel;
  cause: RefundCause;
  /** Poisha, above 0. */
  amount: number;
}

/**
 * Asks for a refund in the caller's transaction (docs/decisions/068, 070): writes the refund's row, once by its key,
 * and answers it (the one already there when the key was asked for before). The refund worker calls the gateway and
 * follows the refund to done; nothing here talks to a gateway, so the caller's transaction never waits on one.
 */
export async function requestRefund(tx: Tx, request: RefundRequest): Promise<RefundRow> {
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values({
      key: request.key,
      orderId: request.orderId,
      attemptId: request.attemptId,
      returnId: request.returnId ?? null,
      channel: request.channel,
      cause: request.cause,
      amount: request.amount,
    })
    .onConflictDoNothing({ target: paymentRefunds.key })
    .returning();
  if (inserted) return inserted;
  const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.key, request.key));
  return existing!;
}

/** A refund the worker took: the row as it was before the claim, and the attempt whose money goes back. */
export interface ClaimedRefund {
  refund: RefundRow;
  attempt: AttemptRow;
  orderNumber: string;
  /** `tries` as the claim left it, and its lease's end: the fence of every write that follows (a later claim, or staff's retry, moves them on). */
  fence: number;
  lease: Date;
}

/**
 * Takes up to `limit` gateway refunds due at `at` (requested, or pending and due a status check), safe with several
 * processes: the rows are locked FOR UPDATE SKIP LOCKED in a short transaction, each gets a lease (`next_check_at`
 * moved `leaseMs` on) and one more try, and a requested one becomes pending at once, before any call: a worker that
 * dies after calling leaves a pending refund without a gateway id, which the next one settles by asking, never by
 * refunding blindly again.
 */
export async function claimDueRefunds(db: Database, at: Date, leaseMs: number, limit: number): Promise<ClaimedRefund[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ refund: paymentRefunds, attempt: paymentAttempts, orderNumber: orders.orderNumber })
      .from(paymentRefunds)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
      .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
      .where(and(inArray(paymentRefunds.state, ['requested', 'pending']), lte(paymentRefunds.nextCheckAt, at)))
      .orderBy(asc(paymentRefunds.nextCheckAt), asc(paymentRefunds.id))
      .limit(limit)
      .for('update', { of: paymentRefunds, skipLocked: true });
    const claimed: ClaimedRefund[] = [];
    const lease = new Date(at.getTime() + leaseMs);
    for (const row of due) {
      await tx
        .update(paymentRefunds)
        .set({ state: 'pending', tries: row.refund.tries + 1, nextCheckAt: lease, updatedAt: at })
        .where(eq(paymentRefunds.id, row.refund.id));
      claimed.push({ ...row, fence: row.refund.tries + 1, lease });
    }
    return claimed;
  });
}

/** The refund's row locked for the caller's transaction, if it is still as the claim left it (`fence`, `lease`). */
export async function lockClaimedRefund(tx: Tx, id: string, claim: { fence: number; lease: Date }): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.tries, claim.fence), eq(paymentRefunds.nextCheckAt, claim.lease), eq(paymentRefunds.state, 'pending')))
    .for('update');
  return row;
}

/** The refund's row locked for the caller's transaction (staff's retry), or undefined. */
export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
  return row;
}

/** Moves a refund on; `doneAt` with state 'done'. */
export async function setRefundState(
  tx: Tx, id: string, change: { state: RefundState; at: Date; nextCheckAt?: Date; gatewayRefundId?: string | null; note?: string | null; tries?: number },
): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({
      state: change.state,
      updatedAt: change.at,
      ...(change.nextCheckAt ? { nextCheckAt: change.nextCheckAt } : {}),
      ...(change.gatewayRefundId !== undefined ? { gatewayRefundId: change.gatewayRefundId } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.tries !== undefined ? { tries: change.tries } : {}),
      ...(change.state === 'done' ? { doneAt: change.at } : {}),
    })
    .where(eq(paymentRefunds.id, id));
}

/** Whether another refund of the order already names this gateway refund id (bKash answers the last refund of a payment). */
export async function gatewayRefundIdTaken(db: Reader, refund: { id: string; orderId: string }, gatewayRefundId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, refund.orderId), eq(paymentRefunds.gatewayRefundId, gatewayRefundId)));
  return rows.some((row) => row.id !== refund.id);
}

/** Poisha sent back for the order and done, through one channel or by hand (`channels`). */
export async function refundedOf(db: Reader, orderId: string, channels: RefundChannel[]): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${paymentRefunds.amount})` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.state, 'done'), inArray(paymentRefunds.channel, channels)));
  return Number(row?.sum ?? 0);
}

/** A refund made by hand (a proof-paid order), done when staff record it, with the transfer's reference. */
export async function recordHandRefundRow(
  tx: Tx, refund: { orderId: string; amount: number; cause: RefundCause; reference: string; note: string | null; at: Date },
): Promise<RefundRow> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      key: `hand:${refund.orderId}:${crypto.randomUUID()}`,
      orderId: refund.orderId,
      attemptId: null,
      channel: 'hand',
      cause: refund.cause,
      amount: refund.amount,
      state: 'done',
      gatewayRefundId: refund.reference,
      note: refund.note,
      doneAt: refund.at,
      createdAt: refund.at,
      updatedAt: refund.at,
    })
    .returning();
  return row!;
}

export function toAdminRefund(row: RefundRow, orderNumber: string): AdminRefund {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: orderNumber,
    channel: row.channel as AdminRefund['channel'],
    cause: row.cause as AdminRefund['cause'],
    state: row.state as AdminRefund['state'],
    amount: toTaka(row.amount),
    attempt_id: row.attemptId,
    return_id: row.returnId,
    gateway_refund_id: row.gatewayRefundId,
    note: row.note,
    tries: row.tries,
    created_at: row.createdAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
  };
}

function refundRows(db: Reader, where: SQL | undefined) {
  return db
    .select({ refund: paymentRefunds, orderNumber: orders.orderNumber })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(where)
    .$dynamic();
}

/** The back office's refunds, newest first, of one state or all; `q` is part of an order number. */
export async function refundList(db: Database, query: AdminRefundQuery): Promise<AdminRefundList> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(paymentRefunds.state, query.state));
  if (query.q) conditions.push(ilike(orders.orderNumber, likeContains(query.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await refundRows(db, where)
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(paymentRefunds).innerJoin(orders, eq(orders.id, paymentRefunds.orderId)).where(where);
  return { refunds: rows.map((row) => toAdminRefund(row.refund, row.orderNumber)), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** One refund as the back office shows it, or null. */
export async function adminRefund(db: Reader, id: string): Promise<AdminRefund | null> {
  if (!isUuid(id)) return null;
  const [row] = await refundRows(db, eq(paymentRefunds.id, id));
  return row ? toAdminRefund(row.refund, row.orderNumber) : null;
}
