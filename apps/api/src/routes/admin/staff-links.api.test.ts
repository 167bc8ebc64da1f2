import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, StaffAccountAnswer, StaffSignInAnswer } from '@shop/shared';
import { sessionCookie, STAFF_PASSWORD, staffTestbed, type StaffMember } from '../../../test/fixtures/staff';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffLinks } from '../../db/schema/index';
import { loadTotpKey, sealPlainTotpSecrets } from '../../modules/staff/totp-secret';
import { hashToken } from '../../modules/staff/staff-sessions';
import { logScanCounts, secretsInLogs } from '../../../test/log-scan';

// Staff links, their throttles and one-time codes (docs/decisions/053): issue 22, findings 2, 4, 7, 8 and 11.
let t: Awaited<ReturnType<typeof staffTestbed>>;
beforeAll(async () => {
  t = await staffTestbed();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let addresses = 0;
/** Each call from its own address unless told, so the address throttle stays out of the way. */
const from = () => `10.241.${(++addresses >> 8) & 255}.${addresses & 255}`;

const useLink = (token: string, password = STAFF_PASSWORD, remoteAddress = from(), cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/session/link', payload: { token, password }, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

let made = 0;
/** An owner's new account without a password: its one-time link's token. */
async function newLinkFor(owner: StaffMember, role: 'support' | 'manager' = 'support') {
  made += 1;
  const added = await send('POST', '/api/v1/admin/staff', owner.change, { email: `link-${made}-${Date.now()}@bazar.test`, name: `Link ${made}`, role });
  expect(added.statusCode).toBe(201);
  const { account, link } = added.json<StaffAccountAnswer>();
  return { account, token: tokenOf(link!) };
}
const tokenOf = (link: string) => link.split(/[#/]/).pop()!;
const newLink = async (owner: StaffMember, id: string) => tokenOf((await send('POST', `/api/v1/admin/staff/${id}/link`, owner.change)).json<StaffAccountAnswer>().link!);

describe('a staff link in the logs (finding 2)', () => {
  it('carries its token in the fragment, which a browser never sends: opening it as a browser does logs no token', async () => {
    const owner = await t.staffMember('owner');
    const added = await send('POST', '/api/v1/admin/staff', owner.change, { email: 'opens.link@bazar.test', name: 'Opens Link', role: 'manager' });
    const { link } = added.json<StaffAccountAnswer>();
    // What a browser asks the server for, the fragment left behind: the page, then the API call with the token in its body.
    const page = await t.app.inject({ url: link!.split('#')[0]! });
    expect(page.statusCode).not.toBe(500);
    expect((await useLink(tokenOf(link!))).json<StaffSignInAnswer>().status).toBe('signed_in');
    expect(logScanCounts().lines).toBeGreaterThan(0);
    expect(secretsInLogs()).toEqual([]);
    expect(link).toMatch(/^\/admin\/link#[\w-]{43}$/);
  });
});

describe('older links (finding 4)', () => {
  it('a new link closes the account\'s earlier ones', async () => {
    const owner = await t.staffMember('owner');
    const { account, token: first } = await newLinkFor(owner);
    const second = await newLink(owner, account.id);
    const third = await newLink(owner, account.id);
    expect((await useLink(first)).statusCode).toBe(401);
    expect((await useLink(second)).statusCode).toBe(401);
    expect((await useLink(third)).json<StaffSignInAnswer>().status).toBe('signed_in');
  });

  it('using one closes every other of the account, made before or in the same moment', async () => {
    const owner = await t.staffMember('owner');
    const { account } = await newLinkFor(owner);
    // Two links alive at once only come from two owners racing; the table is what counts, so the second is put there.
    const a = await newLink(owner, account.id);
    const b = randomBytes(32).toString('base64url');
    await t.db.insert(staffLinks).values({ tokenHash: hashToken(b), staffId: account.id, expiresAt: new Date(t.clock.now + 3_600_000) });
    expect((await useLink(b)).json<StaffSignInAnswer>().status).toBe('signed_in');
    expect((await useLink(a, 'Another-password-77')).statusCode).toBe(401);
  });
});

describe('locks a stranger can cause (finding 7)', () => {
  it('bad link tokens from many addresses lock only themselves: a good link still works', async () => {
    const owner = await t.staffMember('owner');
    const { token } = await newLinkFor(owner);
    for (let i = 0; i < 6; i++) expect((await useLink(randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    // The same bad token again and again, from many addresses: that token is locked, nothing else.
    const bad = randomBytes(32).toString('base64url');
    for (let i = 0; i < 5; i++) await useLink(bad);
    expect((await useLink(bad)).statusCode).toBe(429);
    expect((await useLink(token)).json<StaffSignInAnswer>().status).toBe('signed_in');
  });

  it('a stranger who knows the only owner\'s e-mail cannot lock out a browser that signed in before; the lock holds elsewhere', async () => {
    const owner = await t.staffMember('owner');
    // The owner's browser signed in before: it holds the device cookie of that sign-in.
    const before = await t.signIn(owner.email);
    const device = before.cookies.find((c) => c.name === 'bazar_staff_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/admin/session' });
    const deviceCookie = `bazar_staff_device=${device!.value}`;
    for (let i = 0; i < 6; i++) expect([401, 429]).toContain((await t.signIn(owner.email, 'a-strangers-guess')).statusCode);
    // A new browser meets the lock; the owner's own does not.
    expect((await t.signIn(owner.email)).statusCode).toBe(429);
    const own = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email: owner.email, password: STAFF_PASSWORD }, remoteAddress: from(), headers: { cookie: deviceCookie } });
    expect(own.json<StaffSignInAnswer>().status).toBe('signed_in');
    // The cookie is of that account only, and the browser's own failures still lock it.
    const other = await t.staffMember('manager');
    const wrongAccount = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email: other.email, password: 'wrong-one-here' }, remoteAddress: from(), headers: { cookie: deviceCookie } });
    expect(wrongAccount.statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email: owner.email, password: 'typo-of-the-owner' }, remoteAddress: from(), headers: { cookie: deviceCookie } });
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email: owner.email, password: STAFF_PASSWORD }, remoteAddress: from(), headers: { cookie: deviceCookie } });
    expect(locked.statusCode).toBe(429);
  });
});

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now / 1000) });
const enrol = (enrolment: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/session/enrol', payload: { enrolment, code }, remoteAddress: '10.242.0.8' });
async function startEnrolment(email: string) {
  const answer = (await t.signIn(email)).json<StaffSignInAnswer>();
  if (answer.status !== 'enrol') throw new Error(`expected enrolment, got ${answer.status}`);
  return answer;
}
const auditOf = async (owner: StaffMember, id: string) => (await get(`/api/v1/admin/audit?entity_type=staff&entity_id=${id}`, owner.read)).json<AuditList>().entries;

describe('one-time codes (finding 8, and 11: sessions and the audit log)', () => {
  it('an enrolment dies at enrolment: a stale one, under 10 minutes old, neither replaces the enrolled secret nor signs in', async () => {
    const owner = await t.staffMember('owner');
    const support = await t.staffMember('support');
    await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { totp_required: true });
    // Someone who has the password starts an enrolment and keeps it; the person enrols with their own.
    const stale = await startEnrolment(support.email);
    const own = await startEnrolment(support.email);
    expect((await enrol(own.enrolment, await codeAt(own.secret))).json<StaffSignInAnswer>().status).toBe('signed_in');
    t.clock.now += 60_000;
    const replayed = await enrol(stale.enrolment, await codeAt(stale.secret));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.cookies.find((c) => c.name === 'bazar_staff')).toBeUndefined();
    // The person's app still signs in; the stale secret does not.
    t.clock.now += 30_000;
    expect((await t.signIn(support.email, STAFF_PASSWORD, await codeAt(stale.secret))).statusCode).toBe(401);
    expect((await t.signIn(support.email, STAFF_PASSWORD, await codeAt(own.secret))).json<StaffSignInAnswer>().status).toBe('signed_in');
    // The enrolment is in the audit log, by the person, with the address.
    const enrolled = (await auditOf(owner, support.id)).filter((e) => e.action === 'staff.totp_enrolled');
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]).toMatchObject({ actor_kind: 'staff', staff_id: support.id, ip: '10.242.0.8' });
  });

  it('turning codes on ends the account\'s open sessions (the asking owner\'s own one stays), and enrolling ends the others', async () => {
    const owner = await t.staffMember('owner');
    const manager = await t.staffMember('manager');
    const secondBrowser = sessionCookie(await t.signIn(manager.email));
    expect((await send('PATCH', `/api/v1/admin/staff/${manager.id}`, owner.change, { totp_required: true })).statusCode).toBe(200);
    expect((await get('/api/v1/admin/session', manager.read)).statusCode).toBe(401);
    expect((await get('/api/v1/admin/session', { cookie: secondBrowser })).statusCode).toBe(401);
    // An owner turning codes on for themselves keeps the session that asked, and no other.
    const otherOwnerBrowser = sessionCookie(await t.signIn(owner.email));
    expect((await send('PATCH', `/api/v1/admin/staff/${owner.id}`, owner.change, { totp_required: true })).statusCode).toBe(200);
    expect((await get('/api/v1/admin/session', owner.read)).statusCode).toBe(200);
    expect((await get('/api/v1/admin/session', { cookie: otherOwnerBrowser })).statusCode).toBe(401);
    // Enrolling signs in this browser and ends the owner's session opened without a code.
    const started = await startEnrolment(owner.email);
    expect((await enrol(started.enrolment, await codeAt(started.secret))).json<StaffSignInAnswer>().status).toBe('signed_in');
    expect((await get('/api/v1/admin/session', owner.read)).statusCode).toBe(401);
    const change = (await auditOf((await t.staffMember('owner')), manager.id)).find((e) => e.action === 'staff.change');
    expect(change).toMatchObject({ staff_id: owner.id, after: { totp_required: true } });
    expect(change!.ip).toBeTruthy();
  });

  it('writes the address a link was used from with the password it set', async () => {
    const owner = await t.staffMember('owner');
    const { account, token } = await newLinkFor(owner);
    expect((await useLink(token, STAFF_PASSWORD, '10.243.1.2')).statusCode).toBe(200);
    const set = (await auditOf(owner, account.id)).find((e) => e.action === 'staff.password_set');
    expect(set).toMatchObject({ actor_kind: 'staff', staff_id: account.id, ip: '10.243.1.2' });
  });

  it('keeps the secret sealed in the database; one stored plain by an older shop is sealed at start-up and still signs in', async () => {
    const owner = await t.staffMember('owner');
    const support = await t.staffMember('support');
    await send('PATCH', `/api/v1/admin/staff/${support.id}`, owner.change, { totp_required: true });
    const started = await startEnrolment(support.email);
    expect((await enrol(started.enrolment, await codeAt(started.secret))).statusCode).toBe(200);
    const stored = async () => (await t.db.select({ secret: staffAccounts.totpSecret }).from(staffAccounts).where(eq(staffAccounts.id, support.id)))[0]!.secret!;
    expect(await stored()).toMatch(/^v1\./);
    expect(await stored()).not.toContain(started.secret);
    // As an older shop kept it: plain. Start-up seals it (the key is the one the app made in its DATA_DIR).
    await t.db.update(staffAccounts).set({ totpSecret: started.secret }).where(eq(staffAccounts.id, support.id));
    expect(await sealPlainTotpSecrets(t.db, loadTotpKey(undefined, t.dataDir))).toBe(1);
    expect(await stored()).toMatch(/^v1\./);
    t.clock.now += 30_000;
    expect((await t.signIn(support.email, STAFF_PASSWORD, await codeAt(started.secret))).json<StaffSignInAnswer>().status).toBe('signed_in');
  });
});
