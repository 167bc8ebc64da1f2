import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { AdminMessageAnswerSchema, AdminMessageListSchema, type AuditList } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages, users } from '../../db/schema/index';
import { staffTestbed } from '../../../test/fixtures/staff';
import { startHttpPeer, type HttpPeer } from '../../../test/http-peer';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { signUp as signUpAccount } from '../../../test/users';
import { createEmailChannel } from './channels/email';
import { createSmsGateway } from './channels/sms-gateway';
import { createSmsWebhook } from './channels/sms-webhook';
import { cancelQueuedMessage, queueMessage } from './outbox';
import { startOutboxWorker } from './outbox-worker';

// Real peers in the test process: an SMTP server, and HTTP servers standing in for the SMS gateway and a webhook.
// The worker's timer is off: each test sends what is due with deliverDue(), on a clock it moves (no real waits).
const MINUTE = 60_000;
const LEASE = 2 * MINUTE;
let mailbox: Mailbox;
let gateway: HttpPeer;
let webhook: HttpPeer;
let t: Awaited<ReturnType<typeof staffTestbed>>;
let skew = 0;
const now = () => Date.now() + skew;
/** Set by a test: runs after a peer accepted a message, before it is marked sent (where a crash would fall). */
let crash: ((id: string) => void) | null = null;
/** Every line the app logged: no address, phone, link or text of a message may be among them. */
const logLines: string[] = [];
beforeAll(async () => {
  [mailbox, gateway, webhook] = await Promise.all([startMailbox(), startHttpPeer(), startHttpPeer()]);
  t = await staffTestbed({
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    publicUrl: 'https://bazar.test',
    messages: {
      channels: { email: { url: mailbox.url, from: 'Bazar <orders@bazar.test>' } },
      now,
      leaseMs: LEASE,
      maxAttempts: 3,
      retryBaseMs: MINUTE,
      afterSend: (id) => crash?.(id),
    },
  });
});
afterEach(() => {
  crash = null;
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mailbox?.close(), gateway?.close(), webhook?.close()]);
});

/**
 * A new shopper without the e-mail of sign-up (the address's verification, decision 047, tested in
 * routes/auth/password-reset.api.test.ts): these tests count the other messages of an account.
 */
async function signUp(...args: Parameters<typeof signUpAccount>) {
  const shopper = await signUpAccount(...args);
  await t.db.delete(outboxMessages).where(eq(outboxMessages.userId, shopper.user.id));
  return shopper;
}

const rowsOf = (dedupeKey: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, dedupeKey));
const emailOf = async (dedupeKey: string) => (await rowsOf(dedupeKey)).find((r) => r.channel === 'email')!;
/** Moves the clock by `ms` and sends what is then due. */
async function later(ms: number) {
  skew += ms;
  return t.app.outbox.deliverDue();
}
let n = 0;
async function placedMessage(overrides: { phone?: string } = {}) {
  const shopper = await signUp(t.app);
  if (overrides.phone) await t.db.update(users).set({ phone: overrides.phone }).where(eq(users.id, shopper.user.id));
  const key = `test:${shopper.user.id}:${(n += 1)}`;
  await queueMessage(t.db, { kind: 'order_placed', userId: shopper.user.id, dedupeKey: key, data: { order_id: `o-${n}`, order_number: `BZ-${1000 + n}`, total: 129_000 } });
  return { shopper, key };
}

describe('sending', () => {
  it('sends a queued message once over SMTP, as HTML and text, with a Message-ID made from its row; SMS off means skipped, not stuck', async () => {
    const { shopper, key } = await placedMessage();
    await queueMessage(t.db, { kind: 'order_placed', userId: shopper.user.id, dedupeKey: key, data: { order_number: 'changed' } });
    expect((await rowsOf(key)).map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    await t.app.outbox.deliverDue();
    const mails = mailbox.find(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^We have your order BZ-\d+$/);
    expect(mails[0]!.text).toContain('of ৳1,290.');
    expect(mails[0]!.html).toContain('of ৳1,290.</p>');
    const email = await emailOf(key);
    expect(email).toMatchObject({ status: 'sent', attempts: 1, recipient: shopper.email, language: 'en', lastError: null });
    expect(mails[0]!.messageId).toBe(`<${email.id}@bazar.test>`);
    expect(email.providerMessageId).toBe(`<${email.id}@bazar.test>`);
    const sms = (await rowsOf(key)).find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({ status: 'skipped', lastError: 'SMS is off: neither SSL_SMS_API_TOKEN nor SMS_WEBHOOK_URL is set.' });
    await later(LEASE * 2);
    expect(mailbox.find(shopper.email)).toHaveLength(1);
  });

  it("tells the old address when the profile's address changes, and mails the new one its link", async () => {
    const shopper = await signUp(t.app);
    const moved = `moved-${shopper.user.id}@example.com`;
    const saved = await t.app.inject({
      method: 'PUT', url: '/api/v1/profile', headers: shopper.auth,
      payload: { name: 'Sadia Islam', email: moved, phone: '01712345678', birthday: '1994-02-21', gender: 'Female' },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.outbox.deliverDue();
    const [notice] = mailbox.find(shopper.email);
    expect(notice!.subject).toBe('The e-mail address of your Bazar account was changed');
    expect(notice!.text).toContain('was changed to mo…@example.com.');
    expect(notice!.text).not.toContain(moved);
    expect(notice!.text).toContain('https://bazar.test/help-center');
    // Its button undoes the change: a one-time link to the restore screen, the token in the fragment.
    expect(notice!.text).toContain('Restore my e-mail address');
    expect(notice!.text).toMatch(/https:\/\/bazar\.test\/auth\/restore-email#token=[A-Za-z0-9_-]{43}/);
    const [link] = mailbox.find(moved);
    expect(link!.subject).toBe('Confirm your e-mail address');
    expect(mailbox.find(moved)).toHaveLength(1);
  });

  it('seals a link until it is sent, then erases it; a cancelled reminder is never sent', async () => {
    const shopper = await signUp(t.app);
    const link = 'https://bazar.test/reset-password?token=very-secret-token';
    await queueMessage(t.db, { kind: 'password_reset', userId: shopper.user.id, dedupeKey: `test:${shopper.user.id}:reset`, secret: { link } });
    await queueMessage(t.db, { kind: 'email_verification_reminder', userId: shopper.user.id, dedupeKey: `test:${shopper.user.id}:reminder`, secret: { link }, sendAfter: new Date(now() + 60 * MINUTE) });
    const [queued] = await rowsOf(`test:${shopper.user.id}:reset`);
    expect(queued!.channel).toBe('email');
    expect(queued!.secretSealed).not.toContain('very-secret-token');
    await cancelQueuedMessage(t.db, `test:${shopper.user.id}:reminder`);
    await later(2 * 60 * MINUTE);
    const mails = mailbox.find(shopper.email);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Bazar password']);
    expect(mails[0]!.links).toEqual([link]);
    expect(await emailOf(`test:${shopper.user.id}:reset`)).toMatchObject({ status: 'sent', secretSealed: null });
    expect(await emailOf(`test:${shopper.user.id}:reminder`)).toMatchObject({ status: 'cancelled', secretSealed: null });
  });

  it('sends an SMS through the SSL Wireless gateway with its documented body; a retry carries the same csms_id, and a duplicate answer counts as sent', async () => {
    let answers = 0;
    gateway.answer((request) => {
      answers += 1;
      const body = request.body as { msisdn: string; sms: string; csms_id: string };
      if (answers === 1) return { status: 503, body: { status: 'FAILED', status_code: 503, error_message: 'Service busy' } };
      if (answers === 3) return { status: 200, body: { status: 'FAILED', status_code: 4025, error_message: 'SMS: DUPLICATE (CSMS ID)' } };
      return { status: 200, body: { status: 'SUCCESS', status_code: 200, error_message: '', smsinfo: [{ sms_status: 'SUCCESS', status_message: 'Success', msisdn: body.msisdn, sms_type: 'EN', sms_body: body.sms, csms_id: body.csms_id, reference_id: 'ref-1' }] } };
    });
    const { key } = await placedMessage({ phone: '01712345678' });
    const worker = startOutboxWorker({ db: t.db, log: t.app.log, channels: { email: null, sms: createSmsGateway({ url: gateway.url, apiToken: 'token-123', sid: 'BAZARBRAND' }) }, everyMs: 0, now, retryBaseMs: MINUTE });
    await worker.deliverDue();
    let sms = (await rowsOf(key)).find((r) => r.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMS gateway answered 503: Service busy' });
    skew += MINUTE;
    await worker.deliverDue();
    sms = (await rowsOf(key)).find((r) => r.channel === 'sms')!;
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests[1]).toMatchObject({ method: 'POST', path: '/api/v3/send-sms' });
    const csmsId = sms.id.replace(/-/g, '').slice(0, 20);
    expect(gateway.requests[1]!.body).toEqual({
      api_token: 'token-123',
      sid: 'BAZARBRAND',
      msisdn: '8801712345678',
      sms: expect.stringMatching(/^Bazar: we received your order BZ-\d+ of ৳1,290\. Thank you!$/),
      csms_id: csmsId,
    });
    expect((gateway.requests[0]!.body as { csms_id: string }).csms_id).toBe(csmsId);
    expect(sms).toMatchObject({ status: 'sent', recipient: '+8801712345678', providerMessageId: 'ref-1' });

    // A repeat the gateway already has (a crash after its answer): refused as a duplicate, which means it was sent.
    const again = await placedMessage({ phone: '01712345679' });
    await worker.deliverDue();
    expect((await rowsOf(again.key)).find((r) => r.channel === 'sms')).toMatchObject({ status: 'sent', lastError: null });
    await worker.stop();
  });

  it('sends an SMS to the webhook as { to, text } with the message id as Idempotency-Key; a 4xx is refused for good', async () => {
    webhook.answer(() => ({ status: 202, body: { queued: true } }));
    const { key } = await placedMessage({ phone: '+880 1812-345678' });
    const worker = startOutboxWorker({ db: t.db, log: t.app.log, channels: { email: null, sms: createSmsWebhook({ url: `${webhook.url}/sms` }) }, everyMs: 0, now });
    await worker.deliverDue();
    const sms = (await rowsOf(key)).find((r) => r.channel === 'sms')!;
    expect(webhook.requests.at(-1)).toMatchObject({ method: 'POST', path: '/sms', body: { to: '+8801812345678', text: expect.stringContaining('Bazar: we received your order') } });
    expect(webhook.requests.at(-1)!.headers['idempotency-key']).toBe(sms.id);
    expect(sms.status).toBe('sent');

    webhook.answer(() => ({ status: 422, body: { error: 'number not reachable' } }));
    const refused = await placedMessage({ phone: '01912345678' });
    await worker.deliverDue();
    expect((await rowsOf(refused.key)).find((r) => r.channel === 'sms')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMS webhook answered 422: {"error":"number not reachable"}' });
    await worker.stop();
  });
});

describe('failures', () => {
  it('retries a refusing server later and later, then gives up as failed with the reason staff read', async () => {
    const { shopper, key } = await placedMessage();
    mailbox.refuseNext(3, 451, 'Greylisted, try again later');
    await t.app.outbox.deliverDue();
    let email = await emailOf(key);
    expect(email).toMatchObject({ status: 'queued', attempts: 1 });
    expect(email.lastError).toContain('Greylisted');
    const firstWait = email.nextAttemptAt.getTime() - now();
    expect(firstWait).toBeGreaterThan(MINUTE - 5_000);
    expect(firstWait).toBeLessThanOrEqual(MINUTE);
    // Not due yet: nothing is tried.
    await later(MINUTE / 2);
    expect((await emailOf(key)).attempts).toBe(1);
    await later(MINUTE / 2);
    email = await emailOf(key);
    expect(email).toMatchObject({ status: 'queued', attempts: 2 });
    // The wait doubles.
    expect(email.nextAttemptAt.getTime() - now()).toBeGreaterThan(2 * MINUTE - 5_000);
    await later(2 * MINUTE);
    email = await emailOf(key);
    expect(email).toMatchObject({ status: 'failed', attempts: 3 });
    expect(email.lastError).toContain('Greylisted, try again later');
    expect(mailbox.find(shopper.email)).toHaveLength(0);
    await later(60 * MINUTE);
    expect((await emailOf(key)).attempts).toBe(3);

    const manager = await t.staffMember('manager');
    const list = AdminMessageListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages?status=failed&limit=100', headers: manager.read })).json());
    expect(list.messages.find((m) => m.id === email.id)).toMatchObject({ status: 'failed', attempts: 3, channel: 'email', last_error: expect.stringContaining('Greylisted'), can_resend: true, recipient: shopper.email });
  });

  it('gives up at once on a permanent refusal', async () => {
    const { key } = await placedMessage();
    mailbox.refuseNext(1, 550, 'No such user here');
    await t.app.outbox.deliverDue();
    expect(await emailOf(key)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('No such user here') });
  });

  it('loses no message when the worker dies between the send and the mark: after the lease it is sent again with the same Message-ID', async () => {
    const { shopper, key } = await placedMessage();
    crash = () => {
      throw new Error('worker killed');
    };
    await expect(t.app.outbox.deliverDue()).rejects.toThrow('worker killed');
    crash = null;
    expect(mailbox.find(shopper.email)).toHaveLength(1);
    expect(await emailOf(key)).toMatchObject({ status: 'sending', attempts: 1 });
    // Under its lease, no other worker takes it.
    const other = startOutboxWorker({ db: t.db, log: t.app.log, channels: { email: null, sms: null }, everyMs: 0, now });
    await later(LEASE - 10_000);
    await other.deliverDue();
    expect(await emailOf(key)).toMatchObject({ status: 'sending', attempts: 1 });
    await other.stop();
    await later(20_000);
    const email = await emailOf(key);
    expect(email).toMatchObject({ status: 'sent', attempts: 2 });
    const copies = mailbox.find(shopper.email);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect(copies[0]!.messageId).toBe(`<${email.id}@bazar.test>`);
  });
});

describe('stopping', () => {
  it('finishes the message under way and leaves the others queued for the next process, unclaimed', async () => {
    // Nothing else due: only this test's messages are in the way.
    while ((await t.app.outbox.deliverDue()) > 0);
    const placed = [await placedMessage(), await placedMessage(), await placedMessage()];
    const held: Array<() => void> = [];
    mailbox.answerAfter(() => new Promise<void>((resolve) => held.push(resolve)));
    try {
      const worker = startOutboxWorker({ db: t.db, log: t.app.log, channels: { email: createEmailChannel({ url: mailbox.url, from: 'Bazar <orders@bazar.test>' }), sms: null }, everyMs: 3_600_000, now });
      worker.wake();
      await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 10_000, interval: 5 });
      // The server answers everything from now on: the stop waits for what the worker still sends.
      let stopped = false;
      const stopping = worker.stop().finally(() => (stopped = true));
      while (!stopped) {
        for (const release of held.splice(0)) release();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await stopping;
      const emails = await Promise.all(placed.map(({ key }) => emailOf(key)));
      expect(emails.map((e) => e.status).sort()).toEqual(['queued', 'queued', 'sent']);
      expect(emails.filter((e) => e.status === 'queued').map((e) => e.attempts)).toEqual([0, 0]);
    } finally {
      mailbox.answerAfter(null);
      for (const release of held.splice(0)) release();
    }
    await t.app.outbox.deliverDue();
    expect((await Promise.all(placed.map(({ key }) => emailOf(key)))).map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('a database fault', () => {
  it('is logged and leaves the process running; the next sweep tries again', async () => {
    const faults: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { error: (fields: unknown) => void faults.push(fields) });
    // A database server that is not there: every claim fails to connect.
    const pool = new pg.Pool({ connectionString: 'postgres://shop@127.0.0.1:1/shop', connectionTimeoutMillis: 2_000 });
    const away = drizzle(pool) as unknown as Database;
    const worker = startOutboxWorker({ db: away, log, channels: { email: null, sms: null }, everyMs: 3_600_000, now });
    worker.wake();
    await worker.stop();
    expect(faults).toHaveLength(1);
    expect(JSON.stringify(faults[0])).toContain('ECONNREFUSED');
    worker.wake();
    await worker.stop();
    expect(faults).toHaveLength(2);
    await pool.end();
  });
});

describe('staff', () => {
  it('see the messages by status and resend one: a new send of the same text, audited; support may look but not resend', async () => {
    const { shopper, key } = await placedMessage();
    await t.app.outbox.deliverDue();
    const sent = await emailOf(key);
    const support = await t.staffMember('support');
    const manager = await t.staffMember('manager');
    const list = AdminMessageListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/admin/messages?status=sent&q=${encodeURIComponent(shopper.email)}`, headers: support.read })).json());
    expect(list.messages.map((m) => m.id)).toEqual([sent.id]);
    expect(list.messages[0]).toMatchObject({ kind: 'order_placed', subject: expect.stringMatching(/^We have your order BZ-/), customer: { name: 'Rahima Khatun', email: shopper.email } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages?status=lost', headers: support.read })).statusCode).toBe(400);

    const resend = (headers: Record<string, string>, id = sent.id) => t.app.inject({ method: 'POST', url: `/api/v1/admin/messages/${id}/resend`, headers });
    expect((await resend(support.change)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/messages/${sent.id}/resend` })).statusCode).toBe(401);
    const res = await resend(manager.change);
    expect(res.statusCode, res.body).toBe(200);
    const resent = AdminMessageAnswerSchema.parse(res.json()).message;
    expect(resent).toMatchObject({ status: 'queued', resend_of: sent.id, kind: 'order_placed', channel: 'email' });
    // While it waits, a second resend is refused.
    expect((await resend(manager.change)).statusCode).toBe(409);
    await t.app.outbox.deliverDue();
    const copies = mailbox.find(shopper.email);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.subject).toBe(copies[0]!.subject);
    expect(copies[1]!.text).toBe(copies[0]!.text);
    expect(copies[1]!.messageId).toBe(`<${resent.id}@bazar.test>`);
    const owner = await t.staffMember('owner');
    const audit = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?entity_type=message&entity_id=${sent.id}`, headers: owner.read })).json<AuditList>();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ action: 'message.resend', after: { resend_id: resent.id } });
    expect((await resend(manager.change, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('cannot resend a one-time link: the shopper asks for a new one', async () => {
    const shopper = await signUp(t.app);
    await queueMessage(t.db, { kind: 'password_reset', userId: shopper.user.id, dedupeKey: `test:${shopper.user.id}:link`, secret: { link: 'https://bazar.test/reset?token=x' } });
    await t.app.outbox.deliverDue();
    const row = await emailOf(`test:${shopper.user.id}:link`);
    const manager = await t.staffMember('manager');
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/messages/${row.id}/resend`, headers: manager.change });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This message carried a one-time link: the shopper asks for a new one instead.');
  });
});

describe('the log', () => {
  it('names messages by id, kind and channel only: no address, phone, link or text', async () => {
    const { shopper } = await placedMessage({ phone: '01555123456' });
    mailbox.refuseNext(1, 451, `Mailbox of ${shopper.email} is busy`);
    await t.app.outbox.deliverDue();
    await later(MINUTE);
    const sent = logLines.filter((line) => line.includes('"message sent"'));
    expect(sent.length).toBeGreaterThan(0);
    expect(JSON.parse(sent.at(-1)!)).toMatchObject({ messageId: expect.any(String), kind: 'order_placed', channel: 'email' });
    const all = logLines.join('\n');
    expect(all).toContain('will retry');
    for (const secret of [shopper.email, '1555123456', 'very-secret-token', 'We have your order', 'we received your order']) expect(all).not.toContain(secret);
  });
});
