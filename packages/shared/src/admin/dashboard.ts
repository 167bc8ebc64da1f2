import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order';
import { AuditEntrySchema } from './audit';

/**
 * GET /admin/dashboard (docs/decisions/037): the shop at a glance, by Bangladesh days (UTC+6). Money in taka.
 * Revenue counts orders placed and not cancelled; the week starts on Saturday, as Bangladesh's does.
 */
export const DashboardPeriodSchema = z.object({ orders: z.number(), revenue: z.number() });

export const DashboardSchema = z.object({
  /** The Bangladesh day the figures are for (YYYY-MM-DD). */
  today: z.string(),
  week_start: z.string(),
  today_totals: DashboardPeriodSchema,
  week_totals: DashboardPeriodSchema,
  /** The last 7 Bangladesh days, oldest first. */
  days: z.array(DashboardPeriodSchema.extend({ day: z.string() })),
  /** What waits for staff. */
  waiting: z.object({
    orders: z.record(z.enum(ORDER_STATUSES), z.number()),
    payment_proofs: z.number(),
    returns: z.number(),
    /** Sizes of products on sale at or under their low-stock threshold (GET /admin/stock/low). */
    low_stock: z.number(),
  }),
  /** The latest staff changes (owners see all; others those of orders, payments and returns). */
  recent: z.array(AuditEntrySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
