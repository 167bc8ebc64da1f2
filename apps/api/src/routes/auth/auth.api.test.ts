import { AuthAnswerSchema, SessionUserSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { buildTestApp } from '../../../test/helper';
import { signUp, TEST_PASSWORD } from '../../../test/users';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each request from its own address, so these tests never meet the address throttles. */
const freshIp = () => `10.1.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object, remoteAddress: freshIp() });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, remoteAddress: freshIp() });
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@Example.com`;

describe('POST /api/v1/auth/register', () => {
  it('creates the account and answers a session whose token opens personal routes', async () => {
    const email = uniqueEmail('Karim.Uddin');
    const res = await register({ name: ' Karim Uddin ', email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    const answer = AuthAnswerSchema.parse(res.json());
    expect(answer.user).toMatchObject({ email, name: 'Karim Uddin', verified_email: false, picture: null });
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${answer.token}` } });
    expect(me.statusCode).toBe(200);
    expect(SessionUserSchema.parse(me.json())).toEqual(answer.user);
  });

  it('marks the browser as one that signed in, in a cookie scripts cannot read', async () => {
    const res = await register({ name: 'Cookie Test', email: uniqueEmail('cookie'), password: TEST_PASSWORD });
    const [pair, ...attributes] = String(res.headers['set-cookie']).split('; ');
    expect(pair).toMatch(/^bazar_device=[\w-]+\.[\w-]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api/v1/auth', 'SameSite=Strict']);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await signUp(t.app);
    const [row] = await queryRows<{ password_hash: string }>(t.database.db, sql`SELECT password_hash FROM users WHERE id = ${user.id}`);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('refuses an e-mail already registered in another letter case with 409 and the sign-up screen message', async () => {
    const { email } = await signUp(t.app, { email: uniqueEmail('Nasrin') });
    for (const again of [email, email.toUpperCase(), ` ${email.toLowerCase()} `]) {
      const res = await register({ name: 'Someone Else', email: again, password: 'another-Passphrase-9' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Email already exists. Please use a different email.', code: 'conflict' });
    }
  });

  it.each(['password', 'PASSWORD', 'Password1', '12345678', 'qwertyuiop', 'iloveyou'])('refuses the common password %s', async (password) => {
    const res = await register({ name: 'Rafiq', email: uniqueEmail('rafiq'), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'password_too_common', fields: { password: expect.stringMatching(/too common/) } });
  });

  it('needs at least 8 characters and accepts exactly 8', async () => {
    const short = await register({ name: 'Mitu', email: uniqueEmail('mitu'), password: 'x7#kQ2p' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_error', fields: { password: 'Password must be at least 8 characters.' } });
    expect((await register({ name: 'Mitu', email: uniqueEmail('mitu'), password: 'x7#kQ2p9' })).statusCode).toBe(201);
  });

  it('accepts up to 256 characters and refuses more', async () => {
    expect((await register({ name: 'Long', email: uniqueEmail('long'), password: 'ab3$'.repeat(64) })).statusCode).toBe(201);
    const res = await register({ name: 'Long', email: uniqueEmail('long'), password: 'ab3$'.repeat(64) + 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Password must be at most 256 characters.');
  });

  it.each([
    [{ email: 'a@example.com', password: TEST_PASSWORD }, 'name', 'name_required'],
    [{ name: 'A', password: TEST_PASSWORD }, 'email', 'email_required'],
    [{ name: 'A', email: 'not-an-email', password: TEST_PASSWORD }, 'email', 'email_invalid'],
    [{ name: 'A', email: 'a@example.com' }, 'password', 'invalid'],
    [{ name: 'A', email: 'a@example.com', password: TEST_PASSWORD, role: 'admin' }, 'role', 'unknown_field'],
  ])('refuses %o naming %s with its field code', async (payload, field, fieldCode) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(res.json().fieldCodes[field]).toBe(fieldCode);
  });
});

describe('POST /api/v1/auth/login', () => {
  it('signs in with the e-mail in any letter case', async () => {
    const { email, user } = await signUp(t.app);
    const res = await login({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const answer = AuthAnswerSchema.parse(res.json());
    expect(answer.user).toEqual(user);
    expect((await t.app.inject({ url: '/api/v1/profile', headers: { authorization: `Bearer ${answer.token}` } })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await signUp(t.app);
    const wrong = await login({ email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.', code: 'unauthorized' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers a Google-only account (no password) with the same 401', async () => {
    const email = uniqueEmail('google-only');
    await t.database.db.execute(sql`INSERT INTO users (email, name, google_subject, email_verified) VALUES (${email}, 'G User', ${`sub-${email}`}, true)`);
    const res = await login({ email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password.', code: 'unauthorized' });
  });

  it('never truncates a long password: a 200-character one does not open with its first 100', async () => {
    const password = 'Shapla-Nodi-'.repeat(17).slice(0, 200);
    const { email } = await signUp(t.app, { password });
    expect((await login({ email, password: password.slice(0, 100) })).statusCode).toBe(401);
    expect((await login({ email, password: password.slice(0, 199) })).statusCode).toBe(401);
    expect((await login({ email, password })).statusCode).toBe(200);
  });

  it('refuses a body with unknown fields or no password', async () => {
    const extra = await login({ email: 'a@example.com', password: 'x', remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toHaveProperty('remember');
    const empty = await login({ email: 'a@example.com', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('password');
  });
});

describe('GET /api/v1/auth/me', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/me' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a renamed profile, so the client can refresh its stored user', async () => {
    const { auth, email } = await signUp(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: auth,
      payload: { name: 'Renamed Shopper', email, phone: '01712345678', birthday: '1995-04-14', gender: 'Female' },
    });
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: auth });
    expect(me.json()).toMatchObject({ name: 'Renamed Shopper', email });
  });
});
