import type { AdminMessage } from '@shop/shared';
import type { Database } from '../db/client';
import { notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { adminMessage, resendMessage } from '../modules/messages/admin-messages';

/** Staff send a message again (docs/product/messages.md): the new message and its audit row in one transaction. */
export async function resendMessageByStaff(db: Database, actor: StaffActor, messageId: string): Promise<AdminMessage> {
  const resentId = await db.transaction(async (tx) => {
    const { original, resent } = await resendMessage(tx, messageId);
    await recordAudit(tx, actor, {
      action: 'message.resend',
      entityType: 'message',
      entityId: original.id,
      after: { resend_id: resent.id, kind: original.kind, channel: original.channel },
    });
    return resent.id;
  });
  const message = await adminMessage(db, resentId);
  if (!message) throw notFound('No such message.');
  return message;
}
