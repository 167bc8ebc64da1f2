import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { dashboard } from '../../modules/dashboard/dashboard.service';
import { requirePermission } from '../../plugins/staff-session';

/** The dashboard, for everyone who sees orders. */
export async function dashboardRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => number }) {
  app.get('/dashboard', { preHandler: requirePermission('orders.view') }, async (request) => dashboard(db, request.staff.role, now()));
}
