import type { FastifyInstance } from 'fastify';
import { AdminMessageQuerySchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { adminMessage, listMessages } from '../../modules/messages/admin-messages';
import { requirePermission } from '../../plugins/staff-session';
import { resendMessageByStaff } from '../../workflows/resend-message';

type ById = { Params: { id: string } };

/**
 * The back office's Messages (docs/product/messages.md): the outbox with what was sent, what waits, what failed and
 * why (messages.view), and a resend (messages.resend), audited.
 */
export async function adminMessageRoutes(app: FastifyInstance, opts: { db: Database; wake?: () => void }) {
  const { db } = opts;
  app.get('/messages', { preHandler: requirePermission('messages.view') }, async (request) => listMessages(db, parseInput(AdminMessageQuerySchema, request.query)));

  app.get<ById>('/messages/:id', { preHandler: requirePermission('messages.view') }, async (request) => {
    const message = await adminMessage(db, request.params.id);
    if (!message) throw notFound('No such message.');
    return { message };
  });

  app.post<ById>('/messages/:id/resend', { preHandler: requirePermission('messages.resend') }, async (request) => {
    const message = await resendMessageByStaff(db, request.staff.actor, request.params.id);
    request.log.info({ staff: { message: request.params.id, resend: message.id } }, 'staff resent a message');
    // Sent at once rather than at the next poll.
    opts.wake?.();
    return { message };
  });
}
