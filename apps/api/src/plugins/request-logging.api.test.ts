import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { signUp } from '../../test/users';

// What the log holds is read by more people, for longer, than the database: no token, hash or shopper's detail.
type Line = { level: number; msg: string; reqId?: string } & Record<string, unknown>;
const lines: Line[] = [];
const log = () => lines.map((line) => JSON.stringify(line)).join('\n');
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
});
afterAll(() => t?.close());
beforeEach(() => {
  lines.length = 0;
});

describe('the log of a failed query', () => {
  it('names the SQLSTATE, constraint and table, and holds none of the values the query carried', async () => {
    // A real refusal by the database: every new account breaks this constraint.
    await t.database.db.execute(sql.raw('ALTER TABLE users ADD CONSTRAINT test_refuses_accounts CHECK (false) NOT VALID'));
    try {
      const email = 'nasrin.sultana.logcheck@example.com';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name: 'Nasrin Logcheck', email, password: 'Kathal-gach-42-Bazar' },
        remoteAddress: '10.251.0.1',
      });
      expect(res.statusCode).toBe(500);
      const failure = lines.find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({ level: 50, database: { sqlState: '23514', constraint: 'test_refuses_accounts', table: 'users' } });
      expect(log()).not.toContain('nasrin.sultana.logcheck');
      expect(log()).not.toContain('Nasrin Logcheck');
      expect(log()).not.toContain('$argon2');
      expect(log()).not.toContain('Kathal-gach');
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT test_refuses_accounts'));
    }
  });
});

describe('request ids', () => {
  it("keeps a client's x-request-id, returns it, and writes it on every line of that request", async () => {
    const res = await t.app.inject({ url: '/api/v1/products/999999999', headers: { 'x-request-id': 'shopper-report-42' } });
    expect(res.headers['x-request-id']).toBe('shopper-report-42');
    const mine = lines.filter((line) => line.reqId === 'shopper-report-42');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => line.reqId === 'shopper-report-42')).toBe(true);
  });

  it('makes its own id for a request without one or with one that is not a short plain token', async () => {
    const none = await t.app.inject({ url: '/healthz' });
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': `a b\n${'x'.repeat(100)}` } });
    for (const res of [none, odd]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });

  it('returns the id on refusals too', async () => {
    const res = await t.app.inject({ url: '/api/v1/orders', headers: { 'x-request-id': 'r-401' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('r-401');
  });
});

describe('secrets in request logs', () => {
  it('writes no query of a sign-in address, no secret-named query value and no authorization header', async () => {
    const shopper = await signUp(t.app);
    lines.length = 0;
    await t.app.inject({ url: '/api/v1/auth/google/callback?code=SECRET-CODE&state=SECRET-STATE' });
    await t.app.inject({ url: '/auth/google/callback?token=SECRET-TOKEN&user=SECRET-USER' });
    await t.app.inject({ url: '/api/v1/products?search=panjabi&token=SECRET-QUERY' });
    await t.app.inject({ url: '/api/v1/orders', headers: shopper.auth });
    await t.app.inject({ url: '/api/v1/orders', headers: { authorization: 'Bearer SECRET-FORGED', cookie: 'session=SECRET-COOKIE' } });
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(5);
    expect(log()).not.toContain('SECRET');
    expect(log()).not.toContain(shopper.token);
    // What an operator needs stays: the path, and a harmless query.
    expect(log()).toContain('/auth/google/callback?[redacted]');
    expect(log()).toContain('/api/v1/products?search=panjabi&token=[redacted]');
  });

  it('writes nothing after the page of any one-time link the shop issues, in the path or the query', async () => {
    lines.length = 0;
    const pages = ['/admin/link', '/auth/reset-password', '/auth/verify-email', '/auth/restore-email'];
    for (const page of pages) {
      await t.app.inject({ url: `${page}/SECRET-LINK-${page.length}` });
      await t.app.inject({ url: `${page}?token=SECRET-QUERY-${page.length}` });
      await t.app.inject({ url: `${page}%2FSECRET-ENCODED` });
    }
    await t.app.inject({ url: '/ADMIN/LINK/SECRET-UPPER' });
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(pages.length * 3 + 1);
    expect(log()).not.toContain('SECRET');
    for (const page of pages) {
      expect(log()).toContain(`"${page}/[redacted]"`);
      expect(log()).toContain(`"${page}?[redacted]"`);
    }
    // The page itself, without anything after it, is logged as it is: an operator sees which link was opened.
    await t.app.inject({ url: '/admin/link' });
    expect(log()).toContain('"/admin/link"');
  });
});
