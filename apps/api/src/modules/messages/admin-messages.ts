import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMessage, AdminMessageKind, AdminMessageList, AdminMessageQuery, Language, MessageStatus } from '@shop/shared';
import type { Database } from '../../db/client';
import { outboxMessages, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../orders/orders.service';
import type { MessageKind } from './outbox';
import { renderMessage } from './texts/render';
import { likeContains } from '../../lib/like';

/** Kinds whose text carries a one-time link: the shopper asks again rather than staff resending a spent link. */
const LINK_KINDS: ReadonlySet<string> = new Set(['password_reset', 'email_verification', 'email_verification_reminder', 'email_changed']);
const WAITING: readonly string[] = ['queued', 'sending'];

function rows(db: Database, where: SQL | undefined) {
  return db
    .select({ message: outboxMessages, name: users.name, email: users.email, accountLanguage: users.language })
    .from(outboxMessages)
    .innerJoin(users, eq(users.id, outboxMessages.userId))
    .where(where)
    .$dynamic();
}
type Row = Awaited<ReturnType<typeof rows>>[number];

function toAdminMessage(row: Row, waitingResends: ReadonlySet<string>): AdminMessage {
  const m = row.message;
  const language = (m.language ?? row.accountLanguage) === 'bn' ? 'bn' : 'en';
  const rendered = renderMessage({ kind: m.kind as MessageKind, language: language as Language, name: row.name, data: m.data, secret: null });
  const subject = m.channel === 'sms' ? (rendered.sms.length > 80 ? `${rendered.sms.slice(0, 77)}...` : rendered.sms) : rendered.subject;
  const orderNumber = typeof m.data.order_number === 'string' ? m.data.order_number : null;
  return {
    id: m.id,
    kind: m.kind as AdminMessageKind,
    channel: m.channel as AdminMessage['channel'],
    status: m.status as MessageStatus,
    subject,
    customer: { id: m.userId, name: row.name, email: row.email },
    recipient: m.recipient,
    language: (m.language as Language | null) ?? null,
    order_number: orderNumber,
    attempts: m.attempts,
    last_error: m.lastError,
    next_attempt_at: m.nextAttemptAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    provider_message_id: m.providerMessageId,
    resend_of: m.resendOf,
    can_resend: !LINK_KINDS.has(m.kind) && !WAITING.includes(m.status) && m.status !== 'cancelled' && !waitingResends.has(m.id),
  };
}

async function waitingResendsOf(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const waiting = await db
    .select({ of: outboxMessages.resendOf })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.resendOf, ids), inArray(outboxMessages.status, [...WAITING])));
  return new Set(waiting.map((w) => w.of!));
}

/** The back office's list: newest first, by status, searched by order number, e-mail address or phone. */
export async function listMessages(db: Database, query: AdminMessageQuery): Promise<AdminMessageList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(outboxMessages.status, query.status));
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(or(ilike(sql`${outboxMessages.data} ->> 'order_number'`, pattern), ilike(users.email, pattern), ilike(outboxMessages.recipient, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const found = await rows(db, where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(outboxMessages).innerJoin(users, eq(users.id, outboxMessages.userId)).where(where);
  const waiting = await waitingResendsOf(db, found.map((r) => r.message.id));
  return { messages: found.map((row) => toAdminMessage(row, waiting)), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

export async function adminMessage(db: Database, id: string): Promise<AdminMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await rows(db, eq(outboxMessages.id, id));
  return row ? toAdminMessage(row, await waitingResendsOf(db, [id])) : null;
}

/**
 * Staff's resend, in the caller's transaction: a new message of the same kind, account, channel and data (the same
 * text, in the account's language), sent by the worker like any other; the original keeps its history. Refused for a
 * one-time link, a message still waiting or cancelled, and while an earlier resend of it waits.
 */
export async function resendMessage(tx: Database, id: string): Promise<{ original: typeof outboxMessages.$inferSelect; resent: typeof outboxMessages.$inferSelect }> {
  if (!isUuid(id)) throw notFound('No such message.');
  const [original] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
  if (!original) throw notFound('No such message.');
  if (LINK_KINDS.has(original.kind)) throw new AppError(409, 'conflict', 'This message carried a one-time link: the shopper asks for a new one instead.');
  if (WAITING.includes(original.status)) throw new AppError(409, 'conflict', 'This message is waiting to be sent already.');
  if (original.status === 'cancelled') throw new AppError(409, 'conflict', 'This message was cancelled: it is no longer needed.');
  const [waiting] = await tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.resendOf, id), inArray(outboxMessages.status, [...WAITING])))
    .limit(1);
  if (waiting) throw new AppError(409, 'conflict', 'A resend of this message is waiting to be sent already.');
  const [resent] = await tx
    .insert(outboxMessages)
    .values({
      kind: original.kind,
      userId: original.userId,
      channel: original.channel,
      dedupeKey: `${original.dedupeKey}:resend:${randomUUID()}`,
      data: original.data,
      resendOf: original.id,
    })
    .returning();
  return { original, resent: resent! };
}
