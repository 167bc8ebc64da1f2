import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, StaffAccountAnswer, StaffAccountList, StaffMe, StaffSignInAnswer } from '@shop/shared';
import { queryRows } from '../../db/query';
import { sessionCookie, STAFF_PASSWORD, staffTestbed } from '../../../test/fixtures/staff';
import { signUp } from '../../../test/users';

let t: Awaited<ReturnType<typeof staffTestbed>>;
beforeAll(async () => {
  t = await staffTestbed();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('signing in to the back office', () => {
  it('opens an HttpOnly, SameSite=Strict cookie session that answers who is signed in and what they may do', async () => {
    const owner = await t.staffMember('owner', 'Nasrin Owner');
    const res = await t.signIn(owner.email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bazar_staff')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const me = await get('/api/v1/admin/session', { cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json<StaffMe>()).toMatchObject({ email: owner.email, name: 'Nasrin Owner', role: 'owner' });
    expect(me.json<StaffMe>().permissions).toContain('staff.manage');
    // Nothing of the password or of the session's token is in the answer.
    expect(me.body).not.toMatch(/argon2|password_hash/);
  });

  it('refuses a wrong password and an unknown e-mail alike, and locks the account after five failures', async () => {
    const support = await t.staffMember('support');
    const wrong = await t.signIn(support.email, 'not-the-password');
    const unknown = await t.signIn('nobody@bazar.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    for (let i = 0; i < 4; i++) await t.signIn(support.email, 'still-wrong');
    const locked = await t.signIn(support.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    t.clock.now += 6 * 60_000;
    expect((await t.signIn(support.email)).statusCode).toBe(200);
  });

  it('never takes a shopper for staff: a shopper token or no cookie gets 401 on every back-office route', async () => {
    const shopper = await signUp(t.app);
    for (const url of ['/api/v1/admin/session', '/api/v1/admin/staff', '/api/v1/admin/audit']) {
      const res = await get(url, shopper.auth);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A shopper's e-mail and password open no back-office session either.
    expect((await t.signIn(shopper.email, shopper.password)).statusCode).toBe(401);
  });

  it('refuses a change without the session\'s CSRF token, or from another site, with 403', async () => {
    const owner = await t.staffMember('owner');
    const body = { email: 'csrf-probe@bazar.test', name: 'Probe', role: 'support' };
    expect((await send('POST', '/api/v1/admin/staff', owner.read, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/admin/staff', { ...owner.read, 'x-csrf-token': 'forged' }, body)).statusCode).toBe(403);
    const foreign = await send('POST', '/api/v1/admin/staff', { ...owner.change, origin: 'https://evil.example' }, body);
    expect(foreign.statusCode).toBe(403);
    const staff = (await get('/api/v1/admin/staff', owner.read)).json<StaffAccountList>();
    expect(staff.staff.some((s) => s.email === body.email)).toBe(false);
    expect((await send('POST', '/api/v1/admin/staff', owner.change, body)).statusCode).toBe(201);
  });

  it('ends a session after 30 minutes without a request, and keeps one that is used', async () => {
    const manager = await t.staffMember('manager');
    t.clock.now += 20 * 60_000;
    expect((await get('/api/v1/admin/session', manager.read)).statusCode).toBe(200);
    t.clock.now += 20 * 60_000;
    expect((await get('/api/v1/admin/session', manager.read)).statusCode).toBe(200);
    t.clock.now += 31 * 60_000;
    expect((await get('/api/v1/admin/session', manager.read)).statusCode).toBe(401);
  });

  it('signs out this browser, and everywhere', async () => {
    const support = await t.staffMember('support');
    const second = sessionCookie(await t.signIn(support.email));
    expect((await send('DELETE', '/api/v1/admin/session', support.change)).statusCode).toBe(204);
    expect((await get('/api/v1/admin/session', support.read)).statusCode).toBe(401);
    expect((await get('/api/v1/admin/session', { cookie: second })).statusCode).toBe(200);

    const third = await t.signIn(support.email);
    const thirdMe = third.json<StaffSignInAnswer>();
    if (thirdMe.status !== 'signed_in') throw new Error('not signed in');
    const everywhere = await send('POST', '/api/v1/admin/session/sign-out-everywhere', { cookie: sessionCookie(third), 'x-csrf-token': thirdMe.me.csrf_token });
    expect(everywhere.statusCode).toBe(204);
    expect((await get('/api/v1/admin/session', { cookie: second })).statusCode).toBe(401);
    expect((await get('/api/v1/admin/session', { cookie: sessionCookie(third) })).statusCode).toBe(401);
  });
});

describe('staff accounts', () => {
  it('lets an owner add a support account with a one-time link; the person sets a password once and signs in', async () => {
    const owner = await t.staffMember('owner');
    const added = await send('POST', '/api/v1/admin/staff', owner.change, { email: 'rafiq.support@bazar.test', name: 'Rafiq Support', role: 'support' });
    expect(added.statusCode).toBe(201);
    const { account, link } = added.json<StaffAccountAnswer>();
    expect(account).toMatchObject({ role: 'support', has_password: false, disabled: false });
    expect(link).toMatch(/^\/admin\/link#[\w-]{40,}$/);
    const token = link!.split('#').pop()!;
    expect((await t.signIn('rafiq.support@bazar.test', STAFF_PASSWORD)).statusCode).toBe(401);
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/link', payload: { token, password: STAFF_PASSWORD } });
    expect(set.statusCode).toBe(200);
    expect(set.json<StaffSignInAnswer>()).toMatchObject({ status: 'signed_in', me: { role: 'support' } });
    // Once only.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/link', payload: { token, password: 'Another-password-77' } });
    expect(again.statusCode).toBe(401);
    expect((await t.signIn('rafiq.support@bazar.test')).statusCode).toBe(200);
    // A password from the common list is refused.
    const added2 = (await send('POST', '/api/v1/admin/staff', owner.change, { email: 'x2@bazar.test', name: 'X', role: 'support' })).json<StaffAccountAnswer>();
    const weak = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/link', payload: { token: added2.link!.split('#').pop(), password: 'password123' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('password_too_common');
  });

  it('is for owners only: a manager and support get 403 on every staff route', async () => {
    const owner = await t.staffMember('owner');
    for (const role of ['manager', 'support'] as const) {
      const member = await t.staffMember(role);
      expect((await get('/api/v1/admin/staff', member.read)).statusCode).toBe(403);
      expect((await send('POST', '/api/v1/admin/staff', member.change, { email: `${role}-made@bazar.test`, name: 'N', role: 'owner' })).statusCode).toBe(403);
      expect((await send('PATCH', `/api/v1/admin/staff/${owner.id}`, member.change, { disabled: true })).statusCode).toBe(403);
      expect((await send('POST', `/api/v1/admin/staff/${owner.id}/link`, member.change)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/audit', member.read)).statusCode).toBe(403);
    }
    expect((await get(`/api/v1/admin/session`, owner.read)).statusCode).toBe(200);
  });

  it('answers 400 with fields for bad input, 404 for an unknown id, 409 for an e-mail in use', async () => {
    const owner = await t.staffMember('owner');
    const bad = await send('POST', '/api/v1/admin/staff', owner.change, { email: 'not-an-email', name: '', role: 'king' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['email', 'name', 'role']));
    expect((await send('PATCH', '/api/v1/admin/staff/00000000-0000-4000-8000-000000000000', owner.change, { role: 'manager' })).statusCode).toBe(404);
    expect((await send('PATCH', '/api/v1/admin/staff/not-a-uuid', owner.change, { role: 'manager' })).statusCode).toBe(400);
    const dup = await send('POST', '/api/v1/admin/staff', owner.change, { email: owner.email.toUpperCase(), name: 'Dup', role: 'support' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields.email).toBeTruthy();
  });

  it('signs a disabled account out at once and refuses its password; an owner cannot remove the last owner', async () => {
    const owner = await t.staffMember('owner');
    const support = await t.staffMember('support');
    const off = await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json<StaffAccountAnswer>().account.disabled).toBe(true);
    expect((await get('/api/v1/admin/session', support.read)).statusCode).toBe(401);
    expect((await t.signIn(support.email)).statusCode).toBe(401);
    expect((await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { disabled: false })).statusCode).toBe(200);
    expect((await t.signIn(support.email)).statusCode).toBe(200);

    // Every other owner disabled: this one cannot step down or disable themself.
    const owners = (await get('/api/v1/admin/staff', owner.read)).json<StaffAccountList>().staff.filter((s) => s.role === 'owner' && s.id !== owner.id && !s.disabled);
    for (const other of owners) expect((await send('PATCH', `/api/v1/admin/staff/${other.id}`, owner.change, { disabled: true })).statusCode).toBe(200);
    const demote = await send('PATCH', `/api/v1/admin/staff/${owner.id}`, owner.change, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('last_owner');
    expect((await send('PATCH', `/api/v1/admin/staff/${owner.id}`, owner.change, { disabled: true })).json().code).toBe('last_owner');
    for (const other of owners) await send('PATCH', `/api/v1/admin/staff/${other.id}`, owner.change, { disabled: false });
  });

  it('asks for one-time codes when an owner turns them on: enrol with the app, then a code at every sign-in, each code once', async () => {
    const owner = await t.staffMember('owner');
    const support = await t.staffMember('support');
    expect((await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { totp_required: true })).statusCode).toBe(200);

    const first = (await t.signIn(support.email)).json<StaffSignInAnswer>();
    if (first.status !== 'enrol') throw new Error(`expected enrolment, got ${first.status}`);
    expect(first.qr_svg).toMatch(/^<svg/);
    expect(first.otpauth_url).toContain(`secret=${first.secret}`);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/enrol', payload: { enrolment: first.enrolment, code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_code');
    const code = await generate({ secret: first.secret, epoch: Math.floor(t.clock.now / 1000) });
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/enrol', payload: { enrolment: first.enrolment, code } });
    expect(enrolled.statusCode).toBe(200);

    expect((await t.signIn(support.email)).json<StaffSignInAnswer>().status).toBe('code_required');
    // The code just used is refused.
    expect((await t.signIn(support.email, STAFF_PASSWORD, code)).json().code).toBe('invalid_code');
    t.clock.now += 30_000;
    const next = await generate({ secret: first.secret, epoch: Math.floor(t.clock.now / 1000) });
    const signedIn = await t.signIn(support.email, STAFF_PASSWORD, next);
    expect(signedIn.json<StaffSignInAnswer>().status).toBe('signed_in');

    const listed = (await get('/api/v1/admin/staff', owner.read)).json<StaffAccountList>().staff.find((s) => s.id === support.id);
    expect(listed).toMatchObject({ totp_required: true, totp_enrolled: true });
    // Turning them off forgets the secret: a password alone signs in again.
    await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { totp_required: false });
    expect((await t.signIn(support.email)).json<StaffSignInAnswer>().status).toBe('signed_in');
  });

  it('a new sign-in link ends the person\'s sessions and their old password', async () => {
    const owner = await t.staffMember('owner');
    const manager = await t.staffMember('manager');
    const reset = await send('POST', `/api/v1/admin/staff/${manager.id}/link`, owner.change);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<StaffAccountAnswer>().link).toMatch(/^\/admin\/link#/);
    expect((await get('/api/v1/admin/session', manager.read)).statusCode).toBe(401);
    expect((await t.signIn(manager.email)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records who changed which account, from where, before and after, and owners filter it', async () => {
    const owner = await t.staffMember('owner', 'Audit Owner');
    const support = await t.staffMember('support');
    await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { role: 'manager' });
    const log = await get(`/api/v1/admin/audit?entity_type=staff&entity_id=${support.id}`, owner.read);
    expect(log.statusCode).toBe(200);
    const entries = log.json<AuditList>().entries;
    const change = entries.find((e) => e.action === 'staff.change')!;
    expect(change).toMatchObject({ actor_kind: 'staff', staff_id: owner.id, actor: owner.email, before: { role: 'support' }, after: { role: 'manager' } });
    expect(change.ip).toBeTruthy();
    expect(entries.find((e) => e.action === 'staff.add')).toMatchObject({ actor_kind: 'cli' });
    // Nothing secret is kept.
    expect(JSON.stringify(entries)).not.toMatch(/argon2|totp_secret|password_hash/);

    const byOwner = (await get(`/api/v1/admin/audit?staff_id=${owner.id}`, owner.read)).json<AuditList>();
    expect(byOwner.entries.every((e) => e.staff_id === owner.id)).toBe(true);
    const bad = await get('/api/v1/admin/audit?from=yesterday&limit=0', owner.read);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['from', 'limit']));
  });

  it('pages newest first without gaps', async () => {
    const owner = await t.staffMember('owner');
    const first = (await get('/api/v1/admin/audit?limit=3', owner.read)).json<AuditList>();
    expect(first.entries).toHaveLength(3);
    const second = (await get(`/api/v1/admin/audit?limit=3&before=${first.next_before}`, owner.read)).json<AuditList>();
    expect(second.entries[0]!.id).toBeLessThan(first.entries[2]!.id);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    await expect(t.db.execute(sql`UPDATE audit_log SET actor_label = 'someone else'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    const [count] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(count!.n).toBeGreaterThan(0);
  });
});
