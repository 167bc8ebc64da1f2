import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const subscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: payload as object });

describe('POST /api/v1/newsletter', () => {
  it('keeps a subscription once, whatever the case of the address', async () => {
    expect((await subscribe({ email: ' Rahim@Example.com ' })).statusCode).toBe(201);
    expect((await subscribe({ email: 'rahim@example.com' })).statusCode).toBe(201);
    const rows = await queryRows<{ email: string }>(t.database.db, sql`SELECT email FROM newsletter_subscribers`);
    expect(rows).toEqual([{ email: 'rahim@example.com' }]);
  });

  it.each([{ email: '' }, { email: '   ' }, { email: 'not-an-email' }, {}, { email: 42 }])('refuses %o with the spec message', async (payload) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { email: 'Please enter a valid email address.' } });
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: 'The request body is not valid JSON.' });
  });
});
