import { afterAll, beforeAll, expect, it } from 'vitest';
import { DB_KIND, buildTestApp } from '../../test/helper';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { signUp } from '../../test/users';

// What an operator scrapes (docs/decisions/057).
const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
/** Looks like a one-time token and sits in a path: it must never become a label. */
const SECRET_ID = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ metricsToken: TOKEN, messages: { channels: { email: { url: mailbox.url, from: 'Bazar <orders@bazar.test>' } } } });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body;
}

/** The value of the one sample whose line starts with `series` (name and labels as written). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('shows requests by route pattern and status, the database, the outbox, outside calls and event-loop lag', async () => {
  for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/v1/products?limit=2' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/api/v1/products/${SECRET_ID}` })).statusCode).toBe(400);
  expect((await t.app.inject({ url: `/api/v1/no-such-thing/${SECRET_ID}` })).statusCode).toBe(404);
  // A sign-up queues the verification mail, due now, and its reminder, due in two days.
  await signUp(t.app);

  let text = await scrape();
  expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/v1/products",status="200"}')).toBe(3);
  expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/v1/products/:id",status="400"}')).toBe(1);
  expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
  expect(sample(text, 'shop_http_request_duration_seconds_count{method="POST",route="/api/v1/auth/register",status="201"}')).toBe(1);
  expect(text).toContain('shop_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v1/products",status="200"}');
  // The token-like id in a path never shows, in any series.
  expect(text).not.toContain(SECRET_ID);
  expect(text).not.toContain('tok_');

  expect(sample(text, `shop_database_info{kind="${DB_KIND}"}`)).toBe(1);
  if (DB_KIND === 'postgres') {
    expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_db_pool_waiting')).toBe(0);
  } else {
    // The embedded database has no pool: one connection inside the process.
    expect(text).not.toContain('shop_db_pool_');
  }

  expect(sample(text, 'shop_outbox_messages{state="queued"}')).toBe(2);
  expect(sample(text, 'shop_outbox_messages{state="due"}')).toBe(1);
  expect(sample(text, 'shop_outbox_messages{state="failed"}')).toBe(0);
  expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(text).toContain('nodejs_eventloop_lag_p99_seconds');

  // The worker sends it through the mail channel's breaker.
  expect(await t.app.outbox.deliverDue()).toBe(1);
  text = await scrape();
  expect(sample(text, 'shop_outbox_messages{state="queued"}')).toBe(1);
  expect(sample(text, 'shop_outbox_messages{state="due"}')).toBe(0);
  expect(sample(text, 'shop_outbox_handled_total{outcome="sent",channel="email"}')).toBe(1);
  expect(text).toMatch(/^shop_outside_calls_total\{service="[^"]+",outcome="ok"\} [1-9]/m);
});

it('answers another machine only with the token', async () => {
  const away = { remoteAddress: '203.0.113.9', url: '/metrics' };
  expect((await t.app.inject(away)).statusCode).toBe(404);
  expect((await t.app.inject({ ...away, headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(404);
  expect((await t.app.inject({ ...away, headers: { authorization: `Staff ${TOKEN}` } })).statusCode).toBe(404);
  const allowed = await t.app.inject({ ...away, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(allowed.statusCode).toBe(200);
  expect(allowed.body).toContain('shop_http_request_duration_seconds');
  // Without TRUST_PROXY, a loopback peer that forwards for someone else is a proxy on this machine: not local.
  expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
  // Refused like any path that is not there.
  expect((await t.app.inject(away)).json()).toEqual({ message: 'Not found.', code: 'not_found' });
});

it('a shop without METRICS_TOKEN answers only this machine', async () => {
  const other = await buildTestApp();
  try {
    expect((await other.app.inject({ remoteAddress: '203.0.113.9', url: '/metrics', headers: { authorization: 'Bearer undefined' } })).statusCode).toBe(404);
    expect((await other.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  } finally {
    await other.close();
  }
});
