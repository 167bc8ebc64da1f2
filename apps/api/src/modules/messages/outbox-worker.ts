import { and, asc, desc, eq, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseBdPhone, type Language } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, outboxMessages, users } from '../../db/schema/index';
import { CHANNEL_OFF, PermanentSendError, type MessageChannels } from './channels/channel';
import type { MessageKind } from './outbox';
import { unseal } from './seal';
import { renderMessage } from './texts/render';

export interface OutboxWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  channels: MessageChannels;
  /** How often to look for messages due; 0: never by itself (tests call deliverDue). */
  everyMs: number;
  /** Where shoppers reach the shop (PUBLIC_URL): the texts link to the order. */
  shopUrl?: string;
  now?: () => number;
  /** Messages one sweep sends (each claimed on its own, just before it is sent) before it looks again. */
  batch?: number;
  /**
   * How long a claimed message is this worker's; after that another may send it (docs/decisions/046, 055). The
   * lease is renewed while the message is being sent, so only a sender that died (or lost the database) lets it pass.
   */
  leaseMs?: number;
  /** How often (real time) the lease of the message being sent is renewed; a quarter of the lease unless set. */
  renewEveryMs?: number;
  /** Attempts before a message is given up as `failed`. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each one, up to an hour. */
  retryBaseMs?: number;
  /** Tests: runs after the peer accepted a message and before it is marked sent, where a crash would fall. */
  afterSend?: (id: string) => void | Promise<void>;
  /** Told how each message handled ended (sent, skipped, failed, queued again): the metrics count them. */
  onOutcome?: (status: 'sent' | 'skipped' | 'failed' | 'queued', channel: string) => void;
}

export interface OutboxWorker {
  /** Claims the messages due and sends them; the number handled. */
  deliverDue(): Promise<number>;
  /** Looks for messages now rather than at the next poll (when polling at all). */
  wake(): void;
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = { batch: 20, leaseMs: 2 * 60_000, maxAttempts: 8, retryBaseMs: 60_000 } as const;
const MAX_RETRY_WAIT_MS = 60 * 60_000;

type Row = typeof outboxMessages.$inferSelect;
type Outcome =
  | { status: 'sent'; recipient: string; language: Language; providerMessageId: string | null }
  | { status: 'skipped'; reason: string; recipient?: string | null; language?: Language }
  | { status: 'retry' | 'failed'; reason: string; recipient?: string | null; language?: Language };

function faultOf(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } } | null)?.cause;
  if (cause?.message) return `${cause.code ?? ''} ${cause.message}`.trim();
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('Failed query') ? 'query failed' : message.split('\n')[0]!.slice(0, 200);
}

/** The wait before attempt `attempts + 1`: base, 2 base, 4 base... at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
}

/**
 * Sends the outbox in the shop process (docs/decisions/046, 055). Each message is claimed on its own, just before it
 * is sent, with `FOR UPDATE SKIP LOCKED` and a lease renewed while it is being sent, so two processes never hold one
 * message at once; a message whose lease passed (its sender died) is claimed again. A failure waits longer each
 * time and ends `failed` after maxAttempts; a database fault is logged and the next sweep tries again: the process
 * is never ended by it.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, channels } = options;
  const now = options.now ?? Date.now;
  const batch = options.batch ?? OUTBOX_DEFAULTS.batch;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const retryBaseMs = options.retryBaseMs ?? OUTBOX_DEFAULTS.retryBaseMs;

  const renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(leaseMs / 4));
  const earlier = alias(outboxMessages, 'earlier');

  /**
   * Claims the one message due next, or none. One at a time: a lease covers one send, never a queue of them
   * behind a slow server (docs/decisions/055). A message waits while an earlier one to the same account on the same
   * channel is due or being sent, here or in another process: a shopper reads "placed" before "confirmed".
   */
  async function claim(): Promise<Row | null> {
    const at = new Date(now());
    const waiting = (t: typeof outboxMessages | typeof earlier) =>
      or(and(eq(t.status, 'queued'), lte(t.nextAttemptAt, at)), eq(t.status, 'sending'));
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          or(
            and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, at)),
            and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.leaseUntil, at)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(earlier)
              .where(and(eq(earlier.userId, outboxMessages.userId), eq(earlier.channel, outboxMessages.channel), lt(earlier.createdAt, outboxMessages.createdAt), waiting(earlier))),
          ),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(outboxMessages)
      .set({ status: 'sending', leaseUntil: new Date(at.getTime() + leaseMs), attempts: sql`${outboxMessages.attempts} + 1`, updatedAt: at })
      .where(inArray(outboxMessages.id, due))
      .returning();
    return claimed ?? null;
  }

  /** The message is still this worker's (the same attempt): its lease runs `leaseMs` from now. */
  const mine = (row: Row) => and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, 'sending'), eq(outboxMessages.attempts, row.attempts));

  /**
   * Renews the lease every `renewEveryMs` while `work` runs (a slow peer), so no other process takes the message
   * meanwhile. A renewal that finds the message gone to another (the lease passed while the database was away) is
   * logged: the send under way cannot be called back, and the peer's duplicate key is what is left (decision 046).
   */
  async function underLease<T>(row: Row, work: () => Promise<T>): Promise<T> {
    let lost = false;
    let renewing: Promise<void> | null = null;
    const renew = async () => {
      const at = new Date(now());
      const renewed = await db.update(outboxMessages).set({ leaseUntil: new Date(at.getTime() + leaseMs) }).where(mine(row)).returning({ id: outboxMessages.id });
      if (renewed.length === 0 && !lost) {
        lost = true;
        log.warn({ messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts }, 'message lease lost while sending: another worker may send it too');
      }
    };
    const timer = setInterval(() => {
      // One renewal at a time: a slow database gets no queue of them.
      renewing ??= renew()
        .catch((error: unknown) => log.warn({ messageId: row.id, reason: faultOf(error) }, 'message lease not renewed: will try again'))
        .finally(() => {
          renewing = null;
        });
    }, renewEveryMs);
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
      // Settled before the outcome is marked: a renewal never meets the row already marked (no false alarm).
      await renewing;
    }
  }

  async function phoneOf(row: Row, accountPhone: string | null): Promise<string | null> {
    const own = accountPhone ? normaliseBdPhone(accountPhone) : null;
    if (own) return own;
    // No phone on the account: the one given with the order the message is about.
    const orderId = typeof row.data.order_id === 'string' ? row.data.order_id : null;
    if (!orderId) return null;
    const [order] = await db
      .select({ phone: orders.customerPhone })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, row.userId)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return order ? normaliseBdPhone(order.phone) : null;
  }

  async function send(row: Row): Promise<Outcome> {
    const [account] = await db
      .select({ email: users.email, phone: users.phone, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!account) return { status: 'skipped', reason: 'The account no longer exists.' };
    const language: Language = account.language === 'bn' ? 'bn' : 'en';
    let secret: Record<string, string> | null = null;
    if (row.secretSealed) {
      const plain = unseal(row.secretSealed);
      if (plain === null) return { status: 'failed', reason: 'Its link could not be unsealed: the shop secret (JWT_SECRET) changed since it was queued.', language };
      secret = JSON.parse(plain) as Record<string, string>;
    }
    const rendered = renderMessage({ kind: row.kind as MessageKind, language, name: account.name, data: row.data, secret, shopUrl: options.shopUrl });
    if (row.channel === 'email') {
      if (!channels.email) return { status: 'skipped', reason: CHANNEL_OFF.email, language };
      // The account's address as it is now, unless the message is for another (the old one, after a change).
      const to = typeof row.data.to === 'string' ? row.data.to : account.email;
      // An account made by phone that has added no e-mail yet (docs/decisions/076).
      if (!to) return { status: 'skipped', reason: 'The account has no e-mail address (it signs in by phone).', language };
      const result = await attempt(() => channels.email!.send({ id: row.id, to, subject: rendered.subject, text: rendered.text, html: rendered.html }));
      return 'reason' in result ? { ...result, recipient: to, language } : { status: 'sent', recipient: to, language, providerMessageId: result.providerMessageId };
    }
    if (!channels.sms) return { status: 'skipped', reason: CHANNEL_OFF.sms, language };
    const local = await phoneOf(row, account.phone);
    if (!local) return { status: 'skipped', reason: 'The account has no Bangladeshi mobile number.', language };
    const to = `+88${local}`;
    const result = await attempt(() => channels.sms!.send({ id: row.id, to, text: rendered.sms }));
    return 'reason' in result ? { ...result, recipient: to, language } : { status: 'sent', recipient: to, language, providerMessageId: result.providerMessageId };
  }

  async function attempt(fn: () => Promise<{ providerMessageId: string | null }>): Promise<{ providerMessageId: string | null } | { status: 'retry' | 'failed'; reason: string }> {
    try {
      return await fn();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { status: error instanceof PermanentSendError ? 'failed' : 'retry', reason };
    }
  }

  /** Marks what happened; `attempts` fences a sender whose lease passed and whose message another took over. */
  async function record(row: Row, outcome: Outcome) {
    const at = new Date(now());
    const seen = { ...(outcome.recipient !== undefined ? { recipient: outcome.recipient } : {}), ...(outcome.language ? { language: outcome.language } : {}) };
    if (outcome.status === 'sent') {
      await db
        .update(outboxMessages)
        .set({ ...seen, status: 'sent', sentAt: at, providerMessageId: outcome.providerMessageId, secretSealed: null, leaseUntil: null, lastError: null, updatedAt: at })
        .where(mine(row));
      options.onOutcome?.('sent', row.channel);
      return;
    }
    const giveUp = outcome.status === 'failed' || (outcome.status === 'retry' && row.attempts >= maxAttempts);
    const status = outcome.status === 'skipped' ? 'skipped' : giveUp ? 'failed' : 'queued';
    await db
      .update(outboxMessages)
      .set({
        ...seen,
        status,
        lastError: outcome.reason,
        leaseUntil: null,
        // A message that will not be sent keeps no secret.
        ...(status === 'queued' ? { nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts, retryBaseMs)) } : { secretSealed: null }),
        updatedAt: at,
      })
      .where(mine(row));
    options.onOutcome?.(status, row.channel);
    const fields = { messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts };
    if (status === 'failed') log.warn(fields, 'message not sent: given up');
    else if (status === 'queued') log.info(fields, 'message not sent: will retry');
  }

  /** Set while stopping: the message under way is finished and marked, no further one is claimed. */
  let stopping = false;

  async function deliverDue(): Promise<number> {
    let handled = 0;
    while (handled < batch && !stopping) {
      const row = await claim();
      if (!row) break;
      handled += 1;
      const outcome = await underLease(row, async () => {
        const result = await send(row).catch((error: unknown): Outcome => ({ status: 'retry', reason: error instanceof Error ? error.message : String(error) }));
        if (result.status === 'sent') await options.afterSend?.(row.id);
        return result;
      });
      await record(row, outcome);
      if (outcome.status === 'sent') log.info({ messageId: row.id, kind: row.kind, channel: row.channel }, 'message sent');
    }
    return handled;
  }

  let running: Promise<void> | null = null;
  let again = false;
  const sweep = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // A full batch means more may be waiting: look again at once.
        if ((await deliverDue()) >= batch) again = true;
      } while (again && !stopping);
    })()
      // The database's own words only: a failed query's text would carry its parameters (addresses, texts).
      .catch((error: unknown) => log.error({ reason: faultOf(error) }, 'outbox sweep failed: will try again'))
      .finally(() => {
        running = null;
      });
  };
  const timer = options.everyMs > 0 ? setInterval(sweep, options.everyMs) : null;
  timer?.unref();
  return {
    deliverDue,
    // With no timer (tests), nothing is sent behind the caller's back.
    wake: () => {
      if (options.everyMs > 0) sweep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      stopping = true;
      await running;
      stopping = false;
      channels.email?.close();
    },
  };
}
