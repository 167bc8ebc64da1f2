import { asc, and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { toTaka, type AdminAttempt, type AttemptState, type OnlineGateway, type OrderStatus, type PaymentAttempt, type PaymentStatus } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { orders, paymentAttempts, users } from '../../db/schema/index';
import { likeContains } from '../../lib/like';

/**
 * The rows of payment attempts (docs/decisions/068): one try at paying an order through a gateway. Written only
 * here, in the caller's transaction; the workflows hold the order's lock (`lockOrder`) before they lock an attempt.
 */
export type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface NewAttempt {
  id: string;
  orderId: string;
  userId: string;
  gateway: OnlineGateway;
  tranId: string;
  gatewayPaymentId: string;
  amount: number;
}

export async function insertAttempt(tx: Tx, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.insert(paymentAttempts).values(attempt).returning();
  return row!;
}

export async function attemptById(db: Database | Tx, id: string): Promise<AttemptRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

/** SSLCommerz's attempt by our tran_id, bKash's by its paymentID. */
export async function attemptByGatewayKey(db: Database, gateway: OnlineGateway, key: string): Promise<AttemptRow | undefined> {
  if (!key || key.length > 100) return undefined;
  const where = gateway === 'sslcommerz' ? eq(paymentAttempts.tranId, key) : eq(paymentAttempts.gatewayPaymentId, key);
  const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.gateway, gateway), where));
  return row;
}

/** The attempt locked to the end of the transaction (taken after its order's lock). */
export async function lockAttempt(tx: Tx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row;
}

/** The order's paid gateway attempt (at most one: a unique index holds it), or undefined: paid by hand, or not paid. */
export async function paidAttemptOf(tx: Pick<Database, 'select'>, orderId: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'paid')));
  return row;
}

/** The order's held attempts (money moved, staff have not decided), oldest first. */
export async function heldAttemptsOf(tx: Pick<Database, 'select'>, orderId: string): Promise<AttemptRow[]> {
  return tx.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'held'))).orderBy(asc(paymentAttempts.createdAt));
}

export interface AttemptChange {
  state: AttemptState;
  valId?: string | null;
  gatewayTrxId?: string | null;
  instrument?: string | null;
  note?: string | null;
}

/** The attempt moved to a new state with what the gateway told of it; a state other than started is settled now. */
export async function changeAttempt(tx: Tx, id: string, change: AttemptChange): Promise<AttemptRow> {
  const now = new Date();
  const [row] = await tx
    .update(paymentAttempts)
    .set({
      state: change.state,
      ...(change.valId !== undefined ? { valId: change.valId } : {}),
      ...(change.gatewayTrxId !== undefined ? { gatewayTrxId: change.gatewayTrxId } : {}),
      ...(change.instrument !== undefined ? { instrument: change.instrument } : {}),
      ...(change.note !== undefined ? { note: change.note?.slice(0, 500) ?? null } : {}),
      settledAt: change.state === 'started' ? null : now,
      updatedAt: now,
    })
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

/** How many attempts the order has had, and how many are still open (started) or held. */
export async function attemptTally(db: Database | Tx, orderId: string): Promise<{ all: number; open: number; held: number; paid: number }> {
  const rows = await db.select({ state: paymentAttempts.state, n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).groupBy(paymentAttempts.state);
  const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return { all: rows.reduce((sum, r) => sum + r.n, 0), open: of('started'), held: of('held'), paid: of('paid') };
}

export const toPaymentAttempt = (row: AttemptRow): PaymentAttempt => ({
  id: row.id,
  gateway: row.gateway as OnlineGateway,
  state: row.state as AttemptState,
  amount: toTaka(row.amount),
  instrument: row.instrument,
  created_at: row.createdAt.toISOString(),
  settled_at: row.settledAt?.toISOString() ?? null,
});

/** An order's attempts, newest first. */
export async function attemptsOfOrder(db: Database, orderId: string): Promise<AttemptRow[]> {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
}

/**
 * Claims up to `limit` attempts left started since before `openedBefore` and not asked about since `checkedBefore`
 * (a lease on checked_at, so several processes never ask about the same attempt at once): marks each checked now
 * and counts the check. Rows another process holds are skipped (FOR UPDATE SKIP LOCKED).
 */
export async function claimOpenAttempts(db: Database, opts: { now: Date; openedBefore: Date; checkedBefore: Date; limit: number }): Promise<AttemptRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.state, 'started'), lt(paymentAttempts.createdAt, opts.openedBefore), or(isNull(paymentAttempts.checkedAt), lt(paymentAttempts.checkedAt, opts.checkedBefore))))
      .orderBy(paymentAttempts.createdAt)
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(paymentAttempts)
      .set({ checkedAt: opts.now, checks: sql`${paymentAttempts.checks} + 1` })
      .where(inArray(paymentAttempts.id, due.map((d) => d.id)))
      .returning();
  });
}

/** A check by staff counted (the reconciliation counts its own when it claims). */
export async function countCheck(db: Database, id: string, now: Date): Promise<void> {
  await db.update(paymentAttempts).set({ checkedAt: now, checks: sql`${paymentAttempts.checks} + 1` }).where(eq(paymentAttempts.id, id));
}

/** Attempts of one account since `since` (the per-account limit's second line, in the database). */
export async function attemptsOfUserSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentAttempts).where(and(eq(paymentAttempts.userId, userId), gte(paymentAttempts.createdAt, since)));
  return row?.n ?? 0;
}

const adminColumns = {
  attempt: paymentAttempts,
  orderNumber: orders.orderNumber,
  orderStatus: orders.status,
  orderPaymentStatus: orders.paymentStatus,
};

function toAdminAttempt(row: { attempt: AttemptRow; orderNumber: string; orderStatus: string; orderPaymentStatus: string }): AdminAttempt {
  const a = row.attempt;
  return {
    ...toPaymentAttempt(a),
    order_id: a.orderId,
    order_number: row.orderNumber,
    order_status: row.orderStatus as OrderStatus,
    order_payment_status: row.orderPaymentStatus as PaymentStatus,
    tran_id: a.tranId,
    gateway_payment_id: a.gatewayPaymentId,
    val_id: a.valId,
    gateway_trx_id: a.gatewayTrxId,
    note: a.note,
    checks: a.checks,
    checked_at: a.checkedAt?.toISOString() ?? null,
  };
}

/** The back office's list: newest first, by state, gateway, or part of an order number or a gateway id. */
export async function staffAttempts(db: Database, query: { state?: AttemptState; gateway?: OnlineGateway; q?: string; page: number; limit: number }) {
  const where: SQL[] = [];
  if (query.state) where.push(eq(paymentAttempts.state, query.state));
  if (query.gateway) where.push(eq(paymentAttempts.gateway, query.gateway));
  if (query.q) {
    const pattern = likeContains(query.q);
    where.push(or(ilike(orders.orderNumber, pattern), ilike(paymentAttempts.tranId, pattern), ilike(paymentAttempts.gatewayPaymentId, pattern), ilike(paymentAttempts.gatewayTrxId, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId)).where(condition);
  const rows = await db
    .select(adminColumns)
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(condition)
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { attempts: rows.map(toAdminAttempt), total: total?.n ?? 0 };
}

/** One attempt as the back office shows it. */
export async function staffAttempt(db: Database, id: string): Promise<AdminAttempt | undefined> {
  if (!(await attemptById(db, id))) return undefined;
  const [row] = await db.select(adminColumns).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId)).where(eq(paymentAttempts.id, id));
  return row ? toAdminAttempt(row) : undefined;
}

/** What a gateway's session asks of the buyer: the order's name, phone and address, and the account's e-mail. */
export async function buyerOf(db: Database, orderId: string) {
  const [row] = await db
    .select({ name: orders.customerName, phone: orders.customerPhone, address: orders.shippingAddress, district: orders.deliveryDistrict, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}
