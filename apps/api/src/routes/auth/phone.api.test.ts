import { AuthAnswerSchema, PhoneCodeSentSchema, ProfileSchema, SessionUserSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { checkPhoneCode, issuePhoneCode } from '../../modules/auth/phone-codes.service';
import { queueMessage } from '../../modules/messages/outbox';
import type { MessageChannels } from '../../modules/messages/channels/index';
import type { OutgoingSms } from '../../modules/messages/channels/channel';
import { buildTestApp } from '../../../test/helper';
import { signUp } from '../../../test/users';

// Signing in by phone (issue 25, docs/decisions/076), through the real routes on a fresh database.

const texts: OutgoingSms[] = [];
let smsDown = false;
const mails: string[] = [];
const mailTexts: { to: string; text: string }[] = [];
const channels: MessageChannels = {
  email: {
    state: () => 'closed',
    close: () => undefined,
    send: async (message) => {
      mails.push(message.to);
      mailTexts.push({ to: message.to, text: message.text });
      return { providerMessageId: null };
    },
  },
  sms: {
    name: 'test',
    state: () => 'closed',
    send: async (message) => {
      if (smsDown) throw new Error('peer away');
      texts.push(message);
      return { providerMessageId: null };
    },
  },
};
const logLines: string[] = [];
let clock = Date.parse('2026-11-28T10:00:00Z');
const MINUTE = 60_000;

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({
    messages: { channels },
    throttling: { now: () => clock },
    logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  smsDown = false;
  // A new quarter of an hour for every test: the per-number limits of one test never reach the next.
  clock += 16 * MINUTE;
});

let numberCounter = 0;
/** A new Bangladeshi mobile number per call. */
const freshPhone = () => `0171${String(1_000_000 + ++numberCounter).slice(-7)}`;
let ipCounter = 0;
const freshIp = () => `10.7.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

const askCode = (phone: string, ip = freshIp()) => t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/code', payload: { phone }, remoteAddress: ip });
const signIn = (payload: object, ip = freshIp()) => t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/sign-in', payload, remoteAddress: ip });
/** The code in the newest SMS to `phone` (01…). */
function lastCode(phone: string): string {
  const text = texts.filter((m) => m.to === `+88${phone}`).at(-1)?.text;
  const code = text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signedInByPhone(phone: string, name?: string) {
  expect((await askCode(phone)).statusCode).toBe(202);
  const res = await signIn({ phone, code: lastCode(phone), ...(name ? { name } : {}) });
  expect(res.statusCode).toBe(200);
  return AuthAnswerSchema.parse(res.json());
}

describe('asking for a code', () => {
  it('sends a six-digit code by SMS and answers without it, saying when a new one may be asked', async () => {
    const phone = freshPhone();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/code', payload: { phone: `+880 ${phone.slice(1)}` }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(202);
    expect(PhoneCodeSentSchema.parse(res.json())).toEqual({ sent: true, expires_in_seconds: 300, resend_after_seconds: 60 });
    const sms = texts.at(-1)!;
    expect(sms.to).toBe(`+88${phone}`);
    expect(sms.text).toMatch(/^Bazar: \d{6} is your sign-in code\. It works for 5 minutes\./);
    expect(res.body).not.toContain(lastCode(phone));
  });

  it('keeps only a digest of the code', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const [row] = await queryRows<{ code_hash: string }>(t.database.db, sql`SELECT code_hash FROM phone_codes WHERE phone = ${phone}`);
    expect(row!.code_hash).not.toContain(lastCode(phone));
    expect(row!.code_hash.length).toBeGreaterThan(30);
  });

  it('answers alike whether or not the number has an account', async () => {
    const known = freshPhone();
    await signedInByPhone(known);
    const unknown = freshPhone();
    const [a, b] = [await askCode(known), await askCode(unknown)];
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('refuses a number that is not a Bangladeshi mobile with 400 on the phone field', async () => {
    const res = await askCode('01212345678');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fieldCodes: { phone: 'phone_invalid' } });
  });

  it('limits codes per number: three in a quarter of an hour, then 429 with when to ask again', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1) expect((await askCode(phone)).statusCode).toBe(202);
    const refused = await askCode(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe('900');
  });

  it('limits codes per number per day: ten, even spread over quarters of an hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await askCode(phone)).statusCode).toBe(202);
      clock += 16 * MINUTE;
    }
    const refused = await askCode(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));
  });

  it('limits codes per address: ten numbers an hour, thirty a day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await askCode(freshPhone(), ip)).statusCode).toBe(202);
    const hourly = await askCode(freshPhone(), ip);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.headers['retry-after']).toBe('3600');
    for (let hour = 0; hour < 2; hour += 1) {
      clock += 61 * MINUTE;
      for (let i = 0; i < 10; i += 1) expect((await askCode(freshPhone(), ip)).statusCode).toBe(202);
    }
    clock += 61 * MINUTE;
    const daily = await askCode(freshPhone(), ip);
    expect(daily.statusCode).toBe(429);
    expect(daily.headers['retry-after']).toBe(String(24 * 3600));
    // Another address is not held back by this one.
    expect((await askCode(freshPhone())).statusCode).toBe(202);
  });

  it('says whether the shop sends SMS codes', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/phone/status' })).json()).toEqual({ enabled: true });
  });

  it('says the SMS could not go (503 sms_unavailable, Retry-After) when the SMS peer fails', async () => {
    smsDown = true;
    const res = await askCode(freshPhone());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'sms_unavailable' });
    expect(res.headers['retry-after']).toBe('60');
  });
});

describe('signing in with the code', () => {
  it('makes an account on first use, with the name given, no e-mail and the number verified, and signs it in', async () => {
    const phone = freshPhone();
    const answer = await signedInByPhone(phone, ' Shirin Akter ');
    expect(answer.user).toMatchObject({ name: 'Shirin Akter', email: null, verified_email: false });
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${answer.token}` } });
    expect(SessionUserSchema.parse(me.json())).toEqual(answer.user);
    const [row] = await queryRows<{ user_id: string }>(t.database.db, sql`SELECT user_id FROM user_phones WHERE phone = ${phone}`);
    expect(row!.user_id).toBe(answer.user.id);
    const profile = ProfileSchema.parse((await t.app.inject({ url: '/api/v1/profile', headers: { authorization: `Bearer ${answer.token}` } })).json());
    expect(profile).toMatchObject({ name: 'Shirin Akter', email: null, phone });
  });

  it('signs the same number into the same account the next time', async () => {
    const phone = freshPhone();
    const first = await signedInByPhone(phone, 'Rina');
    clock += 16 * MINUTE;
    const again = await signedInByPhone(phone, 'Another Name');
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.name).toBe('Rina');
  });

  it('refuses a wrong code with phone_code_wrong, and the right one still works after it', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const code = lastCode(phone);
    const wrong = await signIn({ phone, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'phone_code_wrong' });
    expect((await signIn({ phone, code })).statusCode).toBe(200);
  });

  it('spends a code after five wrong tries (the service itself: the route locks the number first, below)', async () => {
    const phone = freshPhone();
    const db = t.database.db;
    const now = new Date(clock);
    const issued = await db.transaction((tx) => issuePhoneCode(tx, { phone, purpose: 'sign_in', ip: null, now }));
    if ('refused' in issued) throw new Error('refused');
    const check = (code: string) => db.transaction((tx) => checkPhoneCode(tx, { phone, purpose: 'sign_in', code, now }));
    for (let i = 0; i < 5; i += 1) expect(await check(otherCode(issued.code))).toBe('wrong');
    expect(await check(issued.code)).toBe('expired');
  });

  it('refuses a code past its five minutes with phone_code_expired', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const code = lastCode(phone);
    clock += 5 * MINUTE + 1000;
    const res = await signIn({ phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'phone_code_expired' });
  });

  it('takes a code once: used again it is expired', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const code = lastCode(phone);
    expect((await signIn({ phone, code })).statusCode).toBe(200);
    const again = await signIn({ phone, code });
    expect(again.json()).toMatchObject({ code: 'phone_code_expired' });
  });

  it('lets only the newest code work', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const first = lastCode(phone);
    await askCode(phone);
    const second = lastCode(phone);
    if (first !== second) expect((await signIn({ phone, code: first })).statusCode).toBe(400);
    expect((await signIn({ phone, code: second })).statusCode).toBe(200);
  });

  it('answers a wrong code for a number with an account as for one without', async () => {
    const known = freshPhone();
    await signedInByPhone(known);
    clock += 16 * MINUTE;
    const unknown = freshPhone();
    await askCode(known);
    await askCode(unknown);
    const a = await signIn({ phone: known, code: otherCode(lastCode(known)) });
    const b = await signIn({ phone: unknown, code: otherCode(lastCode(unknown)) });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    // No code asked at all looks like a spent one.
    const none = await signIn({ phone: freshPhone(), code: '123456' });
    expect(none.json()).toMatchObject({ code: 'phone_code_expired' });
  });

  it('refuses a code that is not six digits with 400 before any check', async () => {
    const res = await signIn({ phone: freshPhone(), code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });

  it('locks the number after five wrong codes in a row, across new codes (429)', async () => {
    const phone = freshPhone();
    await askCode(phone);
    for (let i = 0; i < 5; i += 1) await signIn({ phone, code: otherCode(lastCode(phone)) });
    await askCode(phone);
    const locked = await signIn({ phone, code: lastCode(phone) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('a number verified on an e-mail account', () => {
  const verifyCode = (auth: Record<string, string>, phone: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/verify-code', payload: { phone }, headers: auth, remoteAddress: freshIp() });
  const verify = (auth: Record<string, string>, phone: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/verify', payload: { phone, code }, headers: auth, remoteAddress: freshIp() });

  it('is verified from the account with the same code flow, and then signs into that account', async () => {
    const shopper = await signUp(t.app, { name: 'Mitu Rahman' });
    const phone = freshPhone();
    expect((await t.app.inject({ url: '/api/v1/auth/phone', headers: shopper.auth })).json()).toEqual({ phone: null, verified_at: null });
    expect((await verifyCode(shopper.auth, phone)).statusCode).toBe(202);
    const wrong = await verify(shopper.auth, phone, otherCode(lastCode(phone)));
    expect(wrong.json()).toMatchObject({ code: 'phone_code_wrong' });
    const ok = await verify(shopper.auth, phone, lastCode(phone));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone });
    clock += 16 * MINUTE;
    const byPhone = await signedInByPhone(phone, 'Someone');
    expect(byPhone.user).toMatchObject({ id: shopper.user.id, email: shopper.email, name: 'Mitu Rahman' });
  });

  it('refuses a number another account verified (409 phone_in_use), and it stays with that account', async () => {
    const phone = freshPhone();
    const owner = await signedInByPhone(phone);
    clock += 16 * MINUTE;
    const other = await signUp(t.app);
    await verifyCode(other.auth, phone);
    const res = await verify(other.auth, phone, lastCode(phone));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'phone_in_use' });
    clock += 16 * MINUTE;
    expect((await signedInByPhone(phone)).user.id).toBe(owner.user.id);
  });

  it('a number typed into a profile only (never verified) does not lead to that account', async () => {
    const shopper = await signUp(t.app);
    const phone = freshPhone();
    const saved = await t.app.inject({
      method: 'PUT', url: '/api/v1/profile', headers: shopper.auth,
      payload: { name: 'Typed Number', email: shopper.email, phone, birthday: '1990-01-01', gender: 'Female' },
    });
    expect(saved.statusCode).toBe(200);
    const byPhone = await signedInByPhone(phone);
    expect(byPhone.user.id).not.toBe(shopper.user.id);
  });
});

describe('an account made by phone', () => {
  it('saves its profile without an e-mail, and adding one sends its verification', async () => {
    const phone = freshPhone();
    const { token } = await signedInByPhone(phone, 'Jui');
    const auth = { authorization: `Bearer ${token}` };
    const base = { name: 'Jui Begum', phone, birthday: '1995-05-05', gender: 'Female' };
    const without = await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: auth, payload: base });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ name: 'Jui Begum', email: null });
    const email = `jui-${numberCounter}@example.com`;
    const withEmail = await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: auth, payload: { ...base, email } });
    expect(withEmail.json()).toMatchObject({ email });
    const queued = await queryRows<{ kind: string }>(t.database.db, sql`
      SELECT m.kind FROM outbox_messages m JOIN users u ON u.id = m.user_id WHERE u.email = ${email} ORDER BY m.kind`);
    // The new address is asked to verify; there is no old address to tell of the change.
    expect(queued.map((r) => r.kind)).toEqual(['email_verification']);
  });
});

describe('a password for an account made by phone', () => {
  it("comes from 'Forgot password?' once it has an e-mail: then it signs in by e-mail too, the same account", async () => {
    const phone = freshPhone();
    const { token, user } = await signedInByPhone(phone, 'Lipi');
    const email = `lipi-${numberCounter}@example.com`;
    const base = { name: 'Lipi Das', email, phone, birthday: '1992-02-02', gender: 'Female' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: { authorization: `Bearer ${token}` }, payload: base })).statusCode).toBe(200);
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email }, remoteAddress: freshIp() });
    expect(asked.statusCode).toBe(202);
    await t.app.outbox.deliverDue();
    const link = mailTexts.filter((m) => m.to === email).map((m) => m.text.match(/reset-password#token=([\w-]+)/)?.[1]).find(Boolean);
    expect(link).toBeDefined();
    const password = 'Kathal-gach-42-Phone';
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', payload: { token: link, password }, remoteAddress: freshIp() });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: freshIp() });
    expect(login.statusCode).toBe(200);
    expect(AuthAnswerSchema.parse(login.json()).user).toMatchObject({ id: user.id, email, verified_email: true });
    // And the number still signs into it.
    clock += 16 * MINUTE;
    expect((await signedInByPhone(phone)).user.id).toBe(user.id);
  });
});

describe('messages to an account made by phone', () => {
  it('skip the e-mail with a clear reason and send the SMS to its number', async () => {
    const phone = freshPhone();
    const { user } = await signedInByPhone(phone, 'Mina');
    const key = `test:${user.id}:placed`;
    await queueMessage(t.database.db, { kind: 'order_placed', userId: user.id, dedupeKey: key, data: { order_number: 'BZ-1234', total: 129_000 } });
    const before = mails.length;
    await t.app.outbox.deliverDue();
    const rows = await queryRows<{ channel: string; status: string; last_error: string | null; recipient: string | null }>(
      t.database.db, sql`SELECT channel, status, last_error, recipient FROM outbox_messages WHERE dedupe_key LIKE ${`${key}%`} ORDER BY channel`);
    expect(rows).toEqual([
      { channel: 'email', status: 'skipped', last_error: 'The account has no e-mail address (it signs in by phone).', recipient: null },
      { channel: 'sms', status: 'sent', last_error: null, recipient: `+88${phone}` },
    ]);
    // The other accounts' e-mails went out in the same round, each to an address.
    expect(mails.slice(before).every((to) => to.includes('@'))).toBe(true);
  });
});

describe('logs', () => {
  it('never hold a code the shop sent', () => {
    const codes = texts.filter((m) => m.text.includes('sign-in code')).map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).filter((c): c is string => Boolean(c));
    expect(codes.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    const leaked = codes.filter((code) => logLines.some((line) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(line.replace(/"time":\d+/, ''))));
    expect(leaked).toEqual([]);
  });
});
