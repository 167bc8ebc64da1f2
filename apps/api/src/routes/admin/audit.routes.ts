import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { listAudit } from '../../modules/audit/audit.service';
import { requirePermission } from '../../plugins/staff-session';

/** The audit log, owners only; read-only: nothing in the shop changes or deletes an entry. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/audit', { preHandler: requirePermission('audit.view') }, async (request) => listAudit(db, parseInput(AuditQuerySchema, request.query)));
}
