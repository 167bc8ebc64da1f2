import { createHash, randomUUID } from 'node:crypto';
import { AuthAnswerSchema } from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { signUp, TEST_PASSWORD } from '../../../test/users';
import { accountLinks, outboxMessages, users } from '../../db/schema/index';
import { unseal } from '../../modules/messages/seal';
import { LINK_LIMITS } from '../../modules/auth/link-limits';

// 'Forgot password?' and e-mail verification (docs/decisions/047): the answer that tells nobody which addresses
// have accounts, a link that works once for 30 minutes and is stored only as a hash, the end of every earlier
// session, and the verification link with its reminder. Links are read where the shop puts them: the outbox.

const PUBLIC_URL = 'http://shop.test';
const NEW_PASSWORD = 'Aam-kathal-lichu-2027';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Line = Record<string, unknown>;
const lines: Line[] = [];
let now = Date.UTC(2026, 10, 27, 9, 0, 0);
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    throttling: { now: () => now, keyPrefix: `test:${randomUUID()}:` },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  lines.length = 0;
});

let ipCounter = 0;
const freshIp = () => `10.88.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const post = (url: string, payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip, headers });
const forgot = (email: string, ip?: string) => post('/auth/password-reset', { email }, ip);
const confirm = (token: string, password = NEW_PASSWORD, ip?: string) => post('/auth/password-reset/confirm', { token, password }, ip);
const check = (token: string) => post('/auth/password-reset/check', { token });
const me = (token: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string) => post('/auth/login', { email, password });
const saveProfile = (auth: Record<string, string>, email: string) =>
  t.app.inject({
    method: 'PUT', url: '/api/v1/profile', headers: auth,
    payload: { name: 'Sadia Islam', email, phone: '01712345678', birthday: '1994-02-21', gender: 'Female' },
  });

const db = () => t.database.db;
const userIdOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
/** The messages of one kind queued for the account, oldest first. */
const messagesOf = (userId: string, kind: string) =>
  db().select().from(outboxMessages).where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, kind))).orderBy(asc(outboxMessages.createdAt));
/** The token of the newest link e-mailed to the account, as the shopper's mail would show it. */
async function mailedToken(userId: string, kind: 'password_reset' | 'email_verification' | 'email_changed'): Promise<string> {
  const rows = await messagesOf(userId, kind);
  const sealed = rows.at(-1)?.secretSealed;
  expect(sealed).toBeTruthy();
  const { link } = JSON.parse(unseal(sealed!)!) as { link: string };
  const url = new URL(link);
  const path = { password_reset: '/auth/reset-password', email_verification: '/auth/verify-email', email_changed: '/auth/restore-email' }[kind];
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${path}`);
  // In the fragment: a browser sends it to no server, so no request log or proxy holds it.
  expect(url.search).toBe('');
  return new URLSearchParams(url.hash.slice(1)).get('token')!;
}

describe("'Forgot password?'", () => {
  it('answers an address with an account exactly as one without, and e-mails only the account', async () => {
    const shopper = await signUp(t.app);
    const known = await forgot(shopper.email);
    const unknown = await forgot(`nobody-${randomUUID()}@example.com`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ requested: true });
    expect(known.headers['cache-control']).toBe('no-store');

    const userId = await userIdOf(shopper.email);
    expect(await messagesOf(userId, 'password_reset')).toHaveLength(1);
    // Another letter case is the same account.
    expect((await forgot(shopper.email.toUpperCase())).statusCode).toBe(202);
    expect(await messagesOf(userId, 'password_reset')).toHaveLength(2);
  });

  it('keeps only a hash of the token: the table holds nothing a link could be made from', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const userId = await userIdOf(shopper.email);
    const token = await mailedToken(userId, 'password_reset');
    const rows = await db().select().from(accountLinks).where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - now).toBe(30 * MINUTE);
  });

  it('ends every earlier session: the old token gets 401, the new password signs in and the old one does not', async () => {
    const shopper = await signUp(t.app);
    const otherDevice = AuthAnswerSchema.parse((await login(shopper.email, TEST_PASSWORD)).json()).token;
    expect((await me(otherDevice)).statusCode).toBe(200);
    await forgot(shopper.email);
    const token = await mailedToken(await userIdOf(shopper.email), 'password_reset');

    expect((await check(token)).json()).toEqual({ valid: true, expires_at: new Date(now + 30 * MINUTE).toISOString() });
    const reset = await confirm(token);
    expect(reset.statusCode).toBe(200);
    const fresh = AuthAnswerSchema.parse(reset.json());
    expect(fresh.user.email).toBe(shopper.email);

    for (const old of [shopper.token, otherDevice]) {
      const res = await me(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect((await login(shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(shopper.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('works once: a second use, and the account’s other links, are refused with a way to ask again', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const userId = await userIdOf(shopper.email);
    const first = await mailedToken(userId, 'password_reset');
    await forgot(shopper.email);
    const second = await mailedToken(userId, 'password_reset');
    expect(second).not.toBe(first);

    expect((await confirm(second)).statusCode).toBe(200);
    for (const used of [second, first]) {
      const again = await confirm(used, 'Another-new-pass-99');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'invalid_link', message: 'This password reset link has expired or was used already. Please ask for a new one.' });
      expect((await check(used)).json().code).toBe('invalid_link');
    }
    expect((await login(shopper.email, 'Another-new-pass-99')).statusCode).toBe(401);
  });

  it('lets two uses of one link sent at the same moment succeed once', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const token = await mailedToken(await userIdOf(shopper.email), 'password_reset');
    const answers = await Promise.all([confirm(token, 'First-of-two-pass-1'), confirm(token, 'Second-of-two-pass-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'First-of-two-pass-1' : 'Second-of-two-pass-2';
    const loser = winner.startsWith('First') ? 'Second-of-two-pass-2' : 'First-of-two-pass-1';
    expect((await login(shopper.email, winner)).statusCode).toBe(200);
    expect((await login(shopper.email, loser)).statusCode).toBe(401);
  });

  it('stops working 30 minutes after it was sent', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const token = await mailedToken(await userIdOf(shopper.email), 'password_reset');
    now += 30 * MINUTE - 1000;
    expect((await check(token)).statusCode).toBe(200);
    now += 1000;
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_link');
    expect((await login(shopper.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the password rules of sign-up, and a refused password leaves the link usable', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const token = await mailedToken(await userIdOf(shopper.email), 'password_reset');
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_error', fields: { password: 'Password must be at least 8 characters.' } });
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('password_too_common');
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses a malformed or unknown token clearly, never with a 5xx', async () => {
    expect((await confirm('not a token')).json()).toMatchObject({ code: 'validation_error', fields: { token: 'The link is not complete.' } });
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_link');
  });

  it('gives a Google-only account a link too, which sets its first password', async () => {
    const email = `google-only-${randomUUID()}@example.com`;
    const [row] = await db().insert(users).values({ email, name: 'Google Shopper', googleSubject: `sub-${randomUUID()}`, emailVerified: true }).returning();
    await forgot(email);
    const token = await mailedToken(row!.id, 'password_reset');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('puts no token in the log, and a page address carrying one is logged without it', async () => {
    const shopper = await signUp(t.app);
    await forgot(shopper.email);
    const token = await mailedToken(await userIdOf(shopper.email), 'password_reset');
    await check(token);
    await confirm(token);
    await t.app.inject({ url: `/auth/reset-password?token=${token}` });
    const log = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(log).toContain('/auth/reset-password?[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(shopper.email);
    expect(log).not.toContain(NEW_PASSWORD);
  });
});

describe('limits of password reset requests', () => {
  it(`refuses request number ${LINK_LIMITS.resetPerEmail.limit + 1} for one address within the hour, known or not, alike`, async () => {
    const shopper = await signUp(t.app);
    const nobody = `nobody-${randomUUID()}@example.com`;
    const answers: Record<string, { status: number; body: string }[]> = { known: [], unknown: [] };
    for (let i = 0; i <= LINK_LIMITS.resetPerEmail.limit; i++) {
      for (const [which, email] of [['known', shopper.email], ['unknown', nobody]] as const) {
        const res = await forgot(email);
        answers[which]!.push({ status: res.statusCode, body: res.body });
      }
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known!.at(-1)!.status).toBe(429);
    expect(answers.known!.slice(0, -1).every((a) => a.status === 202)).toBe(true);
    expect(JSON.parse(answers.known!.at(-1)!.body)).toEqual({
      code: 'rate_limited',
      message: 'Too many password reset requests for this e-mail. Please try again in 60 minutes.',
    });
    expect(await messagesOf(await userIdOf(shopper.email), 'password_reset')).toHaveLength(LINK_LIMITS.resetPerEmail.limit);
    now += HOUR;
    expect((await forgot(shopper.email)).statusCode).toBe(202);
  });

  it(`refuses request number ${LINK_LIMITS.resetPerAddress.limit + 1} from one client address within the hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LINK_LIMITS.resetPerAddress.limit; i++) expect((await forgot(`n${i}-${randomUUID()}@example.com`, ip)).statusCode).toBe(202);
    const refused = await forgot(`n-${randomUUID()}@example.com`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await forgot(`n-${randomUUID()}@example.com`)).statusCode).toBe(202);
  });

  it(`sends an account at most ${LINK_LIMITS.resetMailsPerAccount.limit} reset e-mails a day, answering as always past it`, async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    let sent = 0;
    while (sent < LINK_LIMITS.resetMailsPerAccount.limit) {
      for (let i = 0; i < LINK_LIMITS.resetPerEmail.limit && sent < LINK_LIMITS.resetMailsPerAccount.limit; i++, sent++) {
        expect((await forgot(shopper.email)).statusCode).toBe(202);
      }
      now += HOUR;
    }
    const past = await forgot(shopper.email);
    expect(past.statusCode).toBe(202);
    expect(past.json()).toEqual({ requested: true });
    expect(await messagesOf(userId, 'password_reset')).toHaveLength(LINK_LIMITS.resetMailsPerAccount.limit);
    now += 24 * HOUR;
    await forgot(shopper.email);
    expect(await messagesOf(userId, 'password_reset')).toHaveLength(LINK_LIMITS.resetMailsPerAccount.limit + 1);
  });
});

describe('e-mail verification', () => {
  it('e-mails a new account a link and queues a reminder for two days later; the link verifies and drops the reminder', async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    expect((await me(shopper.token)).json().verified_email).toBe(false);
    const [reminder] = await messagesOf(userId, 'email_verification_reminder');
    expect(reminder!.status).toBe('queued');
    expect(reminder!.nextAttemptAt.getTime()).toBe(now + 2 * 24 * HOUR);

    const token = await mailedToken(userId, 'email_verification');
    const res = await post('/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect((await me(shopper.token)).json().verified_email).toBe(true);
    expect((await messagesOf(userId, 'email_verification_reminder'))[0]!.status).toBe('cancelled');
    // Opening it again (a second click, a mail scanner first) still says so.
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(200);
    // Ordering never waited for it: the session from sign-up still works.
    expect((await me(shopper.token)).statusCode).toBe(200);
  });

  it('refuses an unknown link and one past its 7 days', async () => {
    expect((await post('/auth/verify-email', { token: 'B'.repeat(43) })).json().code).toBe('invalid_link');
    const shopper = await signUp(t.app);
    const token = await mailedToken(await userIdOf(shopper.email), 'email_verification');
    now += 7 * 24 * HOUR;
    const late = await post('/auth/verify-email', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_link');
    expect((await me(shopper.token)).json().verified_email).toBe(false);
  });

  it(`sends the e-mail again from the banner, ${LINK_LIMITS.verificationResends.limit} times an hour, and not once verified`, async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    const resend = () => post('/auth/verify-email/resend', {}, freshIp(), shopper.auth);
    for (let i = 0; i < LINK_LIMITS.verificationResends.limit; i++) {
      const res = await resend();
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true, verified: false });
    }
    expect(await messagesOf(userId, 'email_verification')).toHaveLength(1 + LINK_LIMITS.verificationResends.limit);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    // Any of the links works; the reminder (one per account) is not queued again.
    expect(await messagesOf(userId, 'email_verification_reminder')).toHaveLength(1);
    now += HOUR;
    expect((await post('/auth/verify-email', { token: await mailedToken(userId, 'email_verification') })).statusCode).toBe(200);
    const after = await resend();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ sent: false, verified: true });
    expect(await messagesOf(userId, 'email_verification')).toHaveLength(1 + LINK_LIMITS.verificationResends.limit);
    // Signed out, nobody resends anything.
    expect((await post('/auth/verify-email/resend', {})).statusCode).toBe(401);
  });

  it('opens nothing with a link sent to an address the account has since left; the new address is sent its own at once', async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    await forgot(shopper.email);
    const reset = await mailedToken(userId, 'password_reset');
    const verification = await mailedToken(userId, 'email_verification');
    const moved = `moved-${randomUUID()}@example.com`;
    expect((await saveProfile(shopper.auth, moved)).statusCode).toBe(200);

    expect((await post('/auth/verify-email', { token: verification })).json().code).toBe('invalid_link');
    expect((await confirm(reset)).json().code).toBe('invalid_link');
    expect((await me(shopper.token)).json()).toMatchObject({ email: moved, verified_email: false });
    // The old address's reminder carried a link that no longer works: it is not sent.
    expect((await messagesOf(userId, 'email_verification_reminder'))[0]!.status).toBe('cancelled');
    // The new address's link came with the change, nobody had to ask for it; the old address is told, masked.
    expect(await messagesOf(userId, 'email_verification')).toHaveLength(2);
    const [told] = await messagesOf(userId, 'email_changed');
    expect(told!.data).toEqual({ to: shopper.email, new_email: `${moved.slice(0, 2)}…@example.com` });
    const fresh = await mailedToken(userId, 'email_verification');
    expect((await post('/auth/verify-email', { token: fresh })).statusCode).toBe(200);
    expect((await me(shopper.token)).json()).toMatchObject({ email: moved, verified_email: true });
    // Saving the profile again with the same address (in another case) sends nothing and keeps it verified.
    expect((await saveProfile(shopper.auth, moved.toUpperCase())).statusCode).toBe(200);
    expect(await messagesOf(userId, 'email_verification')).toHaveLength(2);
    expect(await messagesOf(userId, 'email_changed')).toHaveLength(1);
    expect((await me(shopper.token)).json()).toMatchObject({ verified_email: true });
  });

  it(`sends new addresses within the banner's ${LINK_LIMITS.verificationResends.limit} e-mails an hour; past them the profile is saved and nothing mailed`, async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    const addresses = Array.from({ length: LINK_LIMITS.verificationResends.limit + 1 }, () => `spray-${randomUUID()}@example.com`);
    for (const address of addresses) expect((await saveProfile(shopper.auth, address)).statusCode).toBe(200);
    // The sign-up's link, and one per new address until the hour's e-mails are used.
    expect(await messagesOf(userId, 'email_verification')).toHaveLength(1 + LINK_LIMITS.verificationResends.limit);
    expect(await messagesOf(userId, 'email_changed')).toHaveLength(LINK_LIMITS.verificationResends.limit);
    expect((await me(shopper.token)).json()).toMatchObject({ email: addresses.at(-1), verified_email: false });
    // The banner shares the count: it says to wait.
    expect((await post('/auth/verify-email/resend', {}, freshIp(), shopper.auth)).statusCode).toBe(429);
    now += HOUR;
    expect((await post('/auth/verify-email/resend', {}, freshIp(), shopper.auth)).statusCode).toBe(202);
  });

  it('counts the address verified once a reset link was used, and drops the reminder', async () => {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    await forgot(shopper.email);
    const reset = AuthAnswerSchema.parse((await confirm(await mailedToken(userId, 'password_reset'))).json());
    expect(reset.user.verified_email).toBe(true);
    expect((await messagesOf(userId, 'email_verification_reminder'))[0]!.status).toBe('cancelled');
  });
});

describe('undoing an e-mail change from the notice to the old address', () => {
  /** A shopper whose sign-up address is verified, as an owner's would be. */
  async function verifiedShopper() {
    const shopper = await signUp(t.app);
    const userId = await userIdOf(shopper.email);
    expect((await post('/auth/verify-email', { token: await mailedToken(userId, 'email_verification') })).statusCode).toBe(200);
    return { shopper, userId };
  }
  const restore = (token: string, ip?: string) => post('/auth/email-restore', { token }, ip);

  it('puts the old address back, verified, ends every session, and hands over a reset link for a new password', async () => {
    const { shopper, userId } = await verifiedShopper();
    const taker = `taker-${randomUUID()}@example.com`;
    expect((await saveProfile(shopper.auth, taker)).statusCode).toBe(200);
    const token = await mailedToken(userId, 'email_changed');
    // The screen asks first whether the link works; asking changes nothing.
    expect((await post('/auth/email-restore/check', { token })).json()).toMatchObject({ valid: true });
    expect((await me(shopper.token)).json()).toMatchObject({ email: taker });

    const res = await restore(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json() as { email: string; reset_token: string };
    expect(answer.email).toBe(shopper.email);
    // The session that changed the address has ended, and the old password no longer matters to it.
    expect((await me(shopper.token)).statusCode).toBe(401);
    // The reset link sets a new password at once and signs the owner in, at the restored, verified address.
    const signedIn = AuthAnswerSchema.parse((await confirm(answer.reset_token)).json());
    expect(signedIn.user).toMatchObject({ email: shopper.email, verified_email: true });
    expect((await login(shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Used once: a second press, or whoever changed the address, gets nothing.
    expect((await restore(token)).json().code).toBe('invalid_link');
    expect((await post('/auth/email-restore/check', { token })).json().code).toBe('invalid_link');
    // The taker's address got a verification link with the change; it opens nothing now.
    expect((await post('/auth/verify-email', { token: await mailedToken(userId, 'email_verification') })).json().code).toBe('invalid_link');
    expect(lines.some((line) => JSON.stringify(line).includes(token) || JSON.stringify(line).includes(answer.reset_token))).toBe(false);
  });

  it('tells a verified address even when the hour\'s e-mails were used up first', async () => {
    const { shopper, userId } = await verifiedShopper();
    // Whoever holds the session asks for verification e-mails until the banner refuses.
    for (let i = 0; i <= LINK_LIMITS.verificationResends.limit; i++) await post('/auth/verify-email/resend', {}, freshIp(), shopper.auth);
    expect((await post('/auth/verify-email/resend', {}, freshIp(), shopper.auth)).statusCode).toBe(429);
    expect((await saveProfile(shopper.auth, `quiet-${randomUUID()}@example.com`)).statusCode).toBe(200);
    const [told] = await messagesOf(userId, 'email_changed');
    expect(told!.data).toMatchObject({ to: shopper.email });
    expect((await restore(await mailedToken(userId, 'email_changed'))).statusCode).toBe(200);
  });

  it('keeps the first owner\'s link working after a later one was used, and the later ones stop once the first is used', async () => {
    const { shopper, userId } = await verifiedShopper();
    const second = `second-${randomUUID()}@example.com`;
    expect((await saveProfile(shopper.auth, second)).statusCode).toBe(200);
    const toFirst = await mailedToken(userId, 'email_changed');
    expect((await saveProfile(shopper.auth, `third-${randomUUID()}@example.com`)).statusCode).toBe(200);
    const toSecond = await mailedToken(userId, 'email_changed');
    expect(toSecond).not.toBe(toFirst);

    // The middle address takes the account back first: the owner's older link still works, and wins.
    expect((await restore(toSecond)).json().email).toBe(second);
    expect((await restore(toFirst)).json().email).toBe(shopper.email);
    const row = (await db().select().from(users).where(eq(users.id, userId)))[0]!;
    expect(row.email).toBe(shopper.email);
  });

  it('refuses when another account has taken the old address meanwhile, and changes nothing', async () => {
    const { shopper, userId } = await verifiedShopper();
    const moved = `moved-${randomUUID()}@example.com`;
    expect((await saveProfile(shopper.auth, moved)).statusCode).toBe(200);
    const token = await mailedToken(userId, 'email_changed');
    await signUp(t.app, { email: shopper.email });
    const res = await restore(token);
    expect(res.statusCode).toBe(409);
    expect((await me(shopper.token)).json()).toMatchObject({ email: moved });
  });

  it('answers a made-up or malformed token with 400 and no account touched', async () => {
    expect((await restore('x'.repeat(43))).json()).toMatchObject({ code: 'invalid_link' });
    expect((await post('/auth/email-restore', { token: 'short' })).statusCode).toBe(400);
    expect((await post('/auth/email-restore', {})).statusCode).toBe(400);
  });
});
