import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccountAnswer, StaffSignInAnswer } from '@shop/shared';
import { STAFF_PASSWORD, staffTestbed, type StaffMember } from '../../../test/fixtures/staff';
import { staffLinks } from '../../db/schema/index';
import { hashToken } from '../../modules/staff/staff-sessions';
import { logScanCounts, secretsInLogs } from '../../../test/log-scan';

// Staff links, their throttles and one-time codes (docs/decisions/053): issue 22, findings 2, 4, 7, 8 and 11.
let t: Awaited<ReturnType<typeof staffTestbed>>;
beforeAll(async () => {
  t = await staffTestbed();
});
afterAll(async () => t?.close());

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
