import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { outboxMessages } from '../../db/schema/index';
import { seal } from './seal';

/**
 * The transactional outbox (docs/decisions/046): a message is written in the transaction of the change that causes
 * it, so it exists exactly when the change does; the worker (outbox-worker.ts) sends it later.
 */
export type MessageKind =
  | 'order_placed' | 'order_confirmed' | 'order_shipped' | 'order_out_for_delivery' | 'order_delivered'
  | 'order_cancelled' | 'proof_approved' | 'proof_rejected' | 'return_decided' | 'refund_done'
  | 'password_reset' | 'email_verification' | 'email_verification_reminder' | 'email_changed';

export const MESSAGE_KINDS: readonly MessageKind[] = [
  'order_placed', 'order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered',
  'order_cancelled', 'proof_approved', 'proof_rejected', 'return_decided', 'refund_done',
  'password_reset', 'email_verification', 'email_verification_reminder', 'email_changed',
];

export type MessageChannel = 'email' | 'sms';
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'sms'];

export interface QueuedMessage {
  kind: MessageKind;
  /** The recipient account: its e-mail, phone and language are read when the message is sent. */
  userId: string;
  /** Unique per change that causes it, e.g. `order:${orderId}:shipped`; queueing the same key again is a no-op. */
  dedupeKey: string;
  /** What the text needs: order number, reason, amounts in poisha, courier... (no secrets). */
  data?: Record<string, string | number | null>;
  /** Secrets the text carries, e.g. { link } with a one-time token: stored sealed (AES-256-GCM), erased once sent. */
  secret?: Record<string, string>;
  /** Not sent before this moment (the verification reminder). */
  sendAfter?: Date;
  /** An e-mail address other than the account's (the old one, told that the account's changed); kept in `data.to`. */
  to?: string;
}

/** Account messages (links) go by e-mail only; what happens to an order goes by e-mail and SMS. */
const EMAIL_ONLY: ReadonlySet<MessageKind> = new Set(['password_reset', 'email_verification', 'email_verification_reminder', 'email_changed']);

export function channelsOf(kind: MessageKind): MessageChannel[] {
  return EMAIL_ONLY.has(kind) ? ['email'] : ['email', 'sms'];
}

/** Written in the caller's transaction, so the message exists exactly when the change does. */
export async function queueMessage(tx: Pick<Database, 'insert'>, message: QueuedMessage): Promise<void> {
  const secretSealed = message.secret ? seal(JSON.stringify(message.secret)) : null;
  await tx
    .insert(outboxMessages)
    .values(
      channelsOf(message.kind).map((channel) => ({
        kind: message.kind,
        userId: message.userId,
        channel,
        dedupeKey: message.dedupeKey,
        data: { ...message.data, ...(message.to ? { to: message.to } : {}) },
        secretSealed,
        ...(message.sendAfter ? { nextAttemptAt: message.sendAfter } : {}),
      })),
    )
    .onConflictDoNothing({ target: [outboxMessages.channel, outboxMessages.dedupeKey] });
}

/** Drops a queued, not yet sent message (a reminder no longer needed); a sent one stays as it was. */
export async function cancelQueuedMessage(tx: Pick<Database, 'update' | 'delete'>, dedupeKey: string): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: 'cancelled', secretSealed: null, updatedAt: sql`now()` })
    .where(and(eq(outboxMessages.dedupeKey, dedupeKey), eq(outboxMessages.status, 'queued')));
}

/** The outbox's states it is done with; `queued` and `sending` are never forgotten, however old. */
const FINISHED = ['sent', 'skipped', 'cancelled', 'failed'];

/** Messages finished and written before `before`, deleted `batch` at a time (docs/decisions/048); how many went. */
export function forgetFinishedMessages(db: Database, before: Date, batch: number): Promise<number> {
  return deleteInBatches(db, outboxMessages, outboxMessages.id, and(inArray(outboxMessages.status, FINISHED), lt(outboxMessages.createdAt, before)), batch);
}
