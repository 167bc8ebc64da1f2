import { and, asc, count, desc, eq, exists, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_BLOCKED_MESSAGE, CUSTOMER_PAGE_SIZE, normaliseBdPhone, toTaka,
  type CustomerDetail, type CustomerList, type CustomerProfile, type CustomerQuery, type CustomerSummary,
  type OrderStatus, type PaymentStatus, type ReturnStatus,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { addresses, orderLines, orders, products, returnRequests, reviews, users } from '../../db/schema/index';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';
import { writeBlock } from '../auth/auth.service';
import { listAddresses } from './addresses.service';
import { likeContains } from '../../lib/like';

/**
 * Customers as staff see them (docs/product/back-office-customers-promo-pickup.md): found by name, e-mail or
 * any phone they gave (account, orders, addresses), with their orders, returns and reviews read to answer.
 * Nothing of the password is ever read: only whether there is one.
 */
const customerNotFound = () => notFound('No such customer.');

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const phone = normaliseBdPhone(q);
  const byText = [ilike(users.name, likeContains(q)), ilike(users.email, likeContains(q))];
  // Part of a number ('1712 345'): the account phones holding those digits, in their stored 01… form.
  const digits = q.replace(/[\s+-]/g, '');
  if (/^\d{4,}$/.test(digits)) byText.push(ilike(users.phone, likeContains(digits.replace(/^880(?=1)/, '0'))));
  if (!phone) return or(...byText);
  return or(
    ...byText,
    eq(users.phone, phone),
    // Phones are stored in the local 01… form (shared/account/phone.ts), so one normalised value finds them all.
    exists(sql`(select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.customerPhone} = ${phone})`),
    exists(sql`(select 1 from ${addresses} where ${addresses.userId} = ${users.id} and ${addresses.phone} = ${phone})`),
  );
}

/** Orders per customer and the taka of those not cancelled, as a subquery joined to users. */
function orderTotals(db: Database) {
  return db
    .select({
      userId: orders.userId,
      orderCount: count().as('order_count'),
      // Drizzle has no word for a filtered sum; bigint poisha, read back as a number.
      spend: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(Number).as('spend'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_totals');
}

const summaryColumns = (totals: ReturnType<typeof orderTotals>) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  orderCount: totals.orderCount,
  spend: totals.spend,
});

type SummaryRow = { id: string; name: string; email: string | null; phone: string | null; createdAt: Date; blockedAt: Date | null; orderCount: number | null; spend: number | null };

function toSummary(row: SummaryRow): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    signed_up_at: row.createdAt.toISOString(),
    blocked: row.blockedAt !== null,
    order_count: Number(row.orderCount ?? 0),
    spend: toTaka(Number(row.spend ?? 0)),
  };
}

export async function searchCustomers(db: Database, query: CustomerQuery): Promise<CustomerList> {
  const where = searchCondition(query.q);
  const totals = orderTotals(db);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns(totals))
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMER_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { customers: rows.map(toSummary), total: counted?.n ?? 0, page: query.page, page_size: CUSTOMER_PAGE_SIZE };
}

async function customerProfile(db: Database, id: string): Promise<CustomerProfile> {
  const totals = orderTotals(db);
  const [row] = await db
    .select({
      ...summaryColumns(totals),
      emailVerified: users.emailVerified,
      hasPassword: isNotNull(users.passwordHash),
      google: isNotNull(users.googleSubject),
      blockedReason: users.blockedReason,
    })
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw customerNotFound();
  return {
    ...toSummary(row),
    email_verified: row.emailVerified,
    sign_in: row.google && row.hasPassword ? 'both' : row.google ? 'google' : row.hasPassword ? 'password' : 'phone',
    blocked_at: row.blockedAt?.toISOString() ?? null,
    blocked_reason: row.blockedReason,
  };
}

export async function customerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const customer = await customerProfile(db, id);
  const [orderRows, addressList, returnRows, reviewRows] = await Promise.all([
    db
      .select({ id: orders.id, number: orders.orderNumber, createdAt: orders.createdAt, status: orders.status, paymentStatus: orders.paymentStatus, total: orders.total })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    listAddresses(db, id),
    db
      .select({ id: returnRequests.id, number: orders.orderNumber, productName: orderLines.name, reason: returnRequests.reason, status: returnRequests.status, createdAt: returnRequests.createdAt })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
      .where(eq(returnRequests.userId, id))
      .orderBy(desc(returnRequests.createdAt)),
    db
      .select({ id: reviews.id, productId: reviews.productId, productName: products.name, rating: reviews.rating, message: reviews.message, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, id))
      .orderBy(desc(reviews.createdAt)),
  ]);
  return {
    customer,
    orders: orderRows.map((o) => ({
      id: o.id, order_number: o.number, created_at: o.createdAt.toISOString(),
      status: o.status as OrderStatus, payment_status: o.paymentStatus as PaymentStatus, total: toTaka(o.total),
    })),
    addresses: addressList,
    returns: returnRows.map((r) => ({
      id: r.id, order_number: r.number, product_name: r.productName, reason: r.reason, status: r.status as ReturnStatus, created_at: r.createdAt.toISOString(),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id, product_id: r.productId, product_name: r.productName, rating: r.rating, message: r.message, created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Blocks a customer from ordering (or lifts it), audited in the same transaction. Blocking a blocked
 * customer again changes the reason; lifting a block that is not there changes nothing and is not audited.
 */
export async function setCustomerBlock(db: Database, actor: StaffActor, id: string, block: { reason: string } | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ blockedAt: users.blockedAt, reason: users.blockedReason }).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw customerNotFound();
    if (!block && before.blockedAt === null) return;
    const after = await writeBlock(tx, id, block ? { reason: block.reason, since: before.blockedAt ?? new Date() } : null);
    await recordAudit(tx, actor, {
      action: block ? 'customer.block' : 'customer.unblock',
      entityType: 'customer',
      entityId: id,
      before: { blocked: before.blockedAt !== null, reason: before.reason },
      after: { blocked: after!.blockedAt !== null, reason: block?.reason ?? null },
      reason: block?.reason ?? null,
    });
  });
}

/** The shopper may not order while blocked: 403 with a plain message, never staff's reason. */
export async function assertMayOrder(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNotNull(users.blockedAt)));
  if (row) throw new AppError(403, 'account_blocked', ACCOUNT_BLOCKED_MESSAGE);
}

/** The shopper's name and phone, as an order they place is addressed when the checkout sends none. */
export interface Shopper {
  name: string;
  phone: string | null;
}

export async function findShopper(db: Database, userId: string): Promise<Shopper> {
  const [row] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  // A valid token of a deleted account: the session is over.
  if (!row) throw unauthorized();
  return row;
}
