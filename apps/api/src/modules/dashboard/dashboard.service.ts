import { and, count, eq, gte, ne, sql, sum } from 'drizzle-orm';
import { ORDER_STATUSES, roleMay, toTaka, type Dashboard, type OrderStatus, type StaffRole } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs, returnRequests } from '../../db/schema/index';
import { listAudit } from '../audit/audit.service';
import { countLowStock } from '../catalog/product-admin.service';
import { bdDayOf, bdDayStart as bdDayStartOf } from '../../lib/bangladesh-days';

/**
 * The back office's first screen (docs/decisions/037): orders and revenue of today and this week by
 * Bangladesh days, what waits for staff, and the latest staff changes. Reads the orders, payment, return and stock
 * tables; changes nothing.
 */
const DAY_MS = 86_400_000;
const bdDay = bdDayOf;
/** The first instant of the Bangladesh day `day`, in milliseconds. */
const bdDayStart = (day: string) => bdDayStartOf(day).getTime();

/** Entity types anyone who sees orders may see on the dashboard; owners see every change. */
const ORDER_WORK = ['order', 'payment', 'payment_proof', 'return'];

export async function dashboard(db: Database, role: StaffRole, nowMs = Date.now()): Promise<Dashboard> {
  const today = bdDay(nowMs);
  const firstDay = bdDay(bdDayStart(today) - 6 * DAY_MS);
  // Saturday starts the week in Bangladesh: getUTCDay of the day's date is its weekday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekStart = bdDay(bdDayStart(today) - ((weekday + 1) % 7) * DAY_MS);

  // The Bangladesh day of each order, in SQL: UTC plus six hours (no daylight saving), the same on PGlite and PostgreSQL.
  const orderDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC' + interval '6 hours', 'YYYY-MM-DD')`;
  const [perDay, perStatus, [proofs], [returns], recent, lowStock] = await Promise.all([
    db
      .select({ day: orderDay, orders: count(), revenue: sum(orders.total).mapWith(Number) })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(bdDayStart(firstDay))), ne(orders.status, 'cancelled')))
      .groupBy(orderDay),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db.select({ n: count() }).from(paymentProofs).where(eq(paymentProofs.status, 'submitted')),
    db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, 'requested')),
    listAudit(db, { limit: 10 }, roleMay(role, 'audit.view') ? undefined : ORDER_WORK),
    countLowStock(db),
  ]);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = bdDay(bdDayStart(firstDay) + i * DAY_MS);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenue: toTaka(row?.revenue ?? 0) };
  });
  const total = (from: string) => days.filter((d) => d.day >= from).reduce((acc, d) => ({ orders: acc.orders + d.orders, revenue: acc.revenue + d.revenue }), { orders: 0, revenue: 0 });
  const waitingOrders = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of perStatus) waitingOrders[row.status as OrderStatus] = row.n;

  return {
    today,
    week_start: weekStart,
    today_totals: total(today),
    week_totals: total(weekStart),
    days,
    waiting: { orders: waitingOrders, payment_proofs: proofs?.n ?? 0, returns: returns?.n ?? 0, low_stock: lowStock },
    recent: recent.entries,
  };
}
