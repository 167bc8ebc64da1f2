import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccountAnswer, StaffSignInAnswer } from '@shop/shared';
import { STAFF_PASSWORD, staffTestbed } from '../../../test/fixtures/staff';
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

const tokenOf = (link: string) => link.split(/[#/]/).pop()!;

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
