import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAccountListSchema, type StaffMe } from '@shop/shared';
import { adminApi, ApiError } from './client';
import { connectSession, sessionKeys, sessionQuery, takeEndedNotice } from './session';
import { staffKeys } from './staff';

const me: StaffMe = {
  id: '5b0c3f0e-4a8e-4b8e-9a3c-0c6f3b1e2d4a',
  email: 'owner@bazar.test',
  name: 'Nasrin Owner',
  role: 'owner',
  permissions: ['staff.manage', 'audit.view'],
  csrf_token: 'csrf-of-this-session',
};

let client: QueryClient;
let calls: { url: string; init: RequestInit }[];

/** The server's answers, in order, as the browser's fetch would get them. */
function answers(...list: { status: number; body?: unknown }[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = list.shift() ?? { status: 500, body: { message: 'No answer left.', code: 'internal_error' } };
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
}

const header = (i: number, name: string) => (calls[i]!.init.headers as Record<string, string>)[name];

beforeEach(() => {
  calls = [];
  client = new QueryClient();
  connectSession(client);
  client.setQueryData(sessionKeys.me, me);
  takeEndedNotice();
});
afterEach(() => vi.restoreAllMocks());

describe("the back office's API client", () => {
  it('sends every change with the CSRF token of the signed-in session, and reads without it', async () => {
    answers({ status: 200, body: { staff: [] } }, { status: 204 });
    await adminApi.get('/staff', StaffAccountListSchema);
    await adminApi.send('POST', '/staff/5b0c3f0e-4a8e-4b8e-9a3c-0c6f3b1e2d4a/sign-out');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/v1/admin/staff', 'POST /api/v1/admin/staff/5b0c3f0e-4a8e-4b8e-9a3c-0c6f3b1e2d4a/sign-out']);
    expect(header(0, 'x-csrf-token')).toBeUndefined();
    expect(header(1, 'x-csrf-token')).toBe('csrf-of-this-session');
  });

  it('sends no CSRF token when nobody is signed in', async () => {
    client.setQueryData(sessionKeys.me, null);
    answers({ status: 200, body: { status: 'code_required' } });
    await adminApi.post('/session', { email: 'a@b.test', password: 'x' }, { parse: (v: unknown) => v }, { outsideSession: true });
    expect(header(0, 'x-csrf-token')).toBeUndefined();
  });

  it('rejects an answer that does not match its shared schema', async () => {
    answers({ status: 200, body: { staff: [{ id: 1 }] } });
    await expect(adminApi.get('/staff', StaffAccountListSchema)).rejects.toThrow();
  });

  it('ends the session once when calls made inside it are answered 401, and forgets what was read', async () => {
    client.setQueryData(staffKeys.list, []);
    answers({ status: 401, body: { message: 'Sign in.', code: 'unauthorized' } }, { status: 401, body: { message: 'Sign in.', code: 'unauthorized' } });
    const first = await adminApi.get('/staff', StaffAccountListSchema).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(client.getQueryData(sessionKeys.me)).toBeNull();
    expect(client.getQueryData(staffKeys.list)).toBeUndefined();
    expect(takeEndedNotice()).toBe(true);
    // A second call refused the same way finds nobody signed in: nothing ends twice.
    await adminApi.get('/staff', StaffAccountListSchema).catch(() => undefined);
    expect(takeEndedNotice()).toBe(false);
  });

  it('takes a 401 to a sign-in as wrong credentials, not as a session that ended', async () => {
    answers({ status: 401, body: { message: 'Wrong email or password.', code: 'unauthorized' } });
    const error = await adminApi.post('/session', { email: 'a@b.test', password: 'x' }, { parse: (v: unknown) => v }, { outsideSession: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(client.getQueryData(sessionKeys.me)).toEqual(me);
    expect(takeEndedNotice()).toBe(false);
  });

  it('reads a 401 to GET /admin/session as nobody signed in', async () => {
    answers({ status: 401, body: { message: 'Sign in.', code: 'unauthorized' } }, { status: 200, body: me });
    expect(await client.fetchQuery({ ...sessionQuery, staleTime: 0 })).toBeNull();
    expect(await client.fetchQuery({ ...sessionQuery, staleTime: 0 })).toEqual(me);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/admin/session', '/api/v1/admin/session']);
  });
});
