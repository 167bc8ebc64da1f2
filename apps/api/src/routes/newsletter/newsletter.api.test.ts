import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let now = Date.parse('2026-12-01T10:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({ limits: { newsletterSignupsPerHour: 3 }, throttling: { now: () => now } });
});
afterAll(() => t?.close());

/** Each test signs up from an address of its own, so the per-address limit of one does not reach another. */
let address = 1;
const from = () => `198.51.100.${address++}`;
const subscribe = (payload: unknown, remoteAddress = from()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: payload as object, remoteAddress });
const subscribers = () => queryRows<{ email: string }>(t.database.db, sql`SELECT email FROM newsletter_subscribers ORDER BY email`);

describe('POST /api/v1/newsletter', () => {
  it('keeps a subscription once, whatever the case of the address, and answers a repeat as the first', async () => {
    const first = await subscribe({ email: ' Rahim@Example.com ' });
    const repeat = await subscribe({ email: 'rahim@example.com' });
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json()).toEqual(first.json());
    expect(await subscribers()).toEqual([{ email: 'rahim@example.com' }]);
  });

  it('holds one row per address in the database itself, whatever the case a writer uses', async () => {
    await subscribe({ email: 'karim@example.com' });
    await expect(t.database.db.execute(sql`INSERT INTO newsletter_subscribers (email) VALUES ('Karim@Example.COM')`)).rejects.toThrow();
    expect((await subscribers()).filter((row) => row.email.toLowerCase() === 'karim@example.com')).toHaveLength(1);
  });

  it('takes a few sign-ups per address an hour, then answers 429 with Retry-After; other addresses are not held up', async () => {
    const crowd = from();
    for (const n of [1, 2, 3]) expect((await subscribe({ email: `crowd${n}@example.com` }, crowd)).statusCode).toBe(201);
    const refused = await subscribe({ email: 'crowd4@example.com' }, crowd);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-ups from your network. Please try again in 60 minutes.' });
    expect(refused.headers['retry-after']).toBe('3600');
    // A repeat of a known address is counted too, and answered the same as any other refusal.
    expect((await subscribe({ email: 'crowd1@example.com' }, crowd)).json().code).toBe('rate_limited');
    expect(await subscribers()).not.toContainEqual({ email: 'crowd4@example.com' });
    expect((await subscribe({ email: 'crowd4@example.com' })).statusCode).toBe(201);

    now += 3_600_000;
    expect((await subscribe({ email: 'crowd5@example.com' }, crowd)).statusCode).toBe(201);
  });

  it.each([{ email: '' }, { email: '   ' }, { email: 'not-an-email' }, {}, { email: 42 }])('refuses %o with the form\'s message', async (payload) => {
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
