import { randomUUID } from 'node:crypto';
import { INVALID_PROMO_DETAIL } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema/index';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/helper';
import { CHECKOUT, fillCart, postOrder, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';

// The in-memory store and, when TEST_REDIS_URL is set, Redis shared by two shop processes (docs/decisions/025).
const redisUrl = process.env.TEST_REDIS_URL;
const HOUR = 3_600_000;

let now = Date.UTC(2026, 10, 24, 9, 0, 0);
let t: Awaited<ReturnType<typeof buildTestApp>>;
/** A second shop process on the same database and (with Redis) the same counters. */
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const options = { redisUrl, throttling: { now: () => now, keyPrefix: `test:${randomUUID()}:` }, limits: { promoTriesPerHour: 3, promoTriesPerAddressPerHour: 5 } };
  t = await buildTestApp(options);
  second = await buildApp({ database: t.database, dataDir: t.dataDir, catalogCacheTtlMs: 0, ...options });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let address = 0;
/** A shopper with something in the cart, trying codes from an address of its own unless told. */
async function shopper() {
  const s = await signUp(t.app);
  const item = await stockedItem(t.database.db, 50, (address += 3));
  await fillCart(t.database.db, s.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return { ...s, ip: `10.9.0.${address}` };
}
const apply = (s: Shopper & { ip: string }, promoCode: string, app = t.app, ip = s.ip) =>
  app.inject({ method: 'POST', url: '/api/v1/promo/apply', headers: s.auth, payload: { promoCode }, remoteAddress: ip });

describe('promo code tries', () => {
  it('answers every code that cannot be used with the same words, so guessing learns nothing', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values([
      { code: 'GONE', kind: 'percent', value: 5, expiresAt: new Date(Date.now() - 1000) },
      { code: 'LATER', kind: 'percent', value: 5, startsAt: new Date(Date.now() + 86_400_000) },
      { code: 'PAUSED', kind: 'percent', value: 5, active: false },
      { code: 'ALLUSED', kind: 'percent', value: 5, maxUses: 1, usedCount: 1 },
      { code: 'BIGONLY', kind: 'fixed', value: 100_00, minOrder: 1_000_000_00 },
    ]);
    const bodies = [];
    for (const code of ['NOSUCHCODE', 'GONE', 'LATER', 'PAUSED', 'ALLUSED', 'BIGONLY']) {
      const res = await apply(await shopper(), code);
      expect(res.statusCode).toBe(400);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ success: false, message: 'Invalid Promo Code', code: 'invalid_promo', reason: 'invalid', detail: INVALID_PROMO_DETAIL });
  });

  it('stops an account after its tries for the hour, right or wrong, with Retry-After; an hour later it may try again', async () => {
    const s = await shopper();
    expect((await apply(s, 'GUESS1')).statusCode).toBe(400);
    expect((await apply(s, 'GUESS2')).statusCode).toBe(400);
    expect((await apply(s, 'WELCOME10')).statusCode).toBe(200);
    const stopped = await apply(s, 'WELCOME10');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ code: 'rate_limited', message: 'You have tried many promo codes. Please try again in 60 minutes.' });
    expect(stopped.headers['retry-after']).toBe('3600');
    now += HOUR;
    expect((await apply(s, 'WELCOME10')).statusCode).toBe(200);
  });

  it('counts a code sent with the order as a try, unless it is the one already applied to the cart', async () => {
    const s = await shopper();
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) {
      expect((await postOrder(t.app, s, { ...CHECKOUT, promo_code: code })).statusCode).toBe(400);
    }
    const stopped = await postOrder(t.app, s, { ...CHECKOUT, promo_code: 'WELCOME10' });
    expect(stopped.statusCode).toBe(429);
    now += HOUR;
    const other = await shopper();
    expect((await apply(other, 'WELCOME10')).statusCode).toBe(200);
    expect((await apply(other, 'NOPE1')).statusCode).toBe(400);
    expect((await apply(other, 'NOPE2')).statusCode).toBe(400);
    // Three tries used; the applied code rides with the order without counting a fourth.
    expect((await postOrder(t.app, other, { ...CHECKOUT, promo_code: 'welcome10' })).statusCode).toBe(201);
  });

  it('stops an address after its tries for the hour, across accounts and (with Redis) across shop processes', async () => {
    now += HOUR;
    const ip = '10.9.9.9';
    const [a, b, c] = [await shopper(), await shopper(), await shopper()];
    for (const code of ['A1', 'A2', 'A3']) expect((await apply(a, code, t.app, ip)).statusCode).toBe(400);
    for (const code of ['B1', 'B2']) expect((await apply(b, code, redisUrl ? second : t.app, ip)).statusCode).toBe(400);
    const stopped = await apply(c, 'WELCOME10', t.app, ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('You have tried many promo codes. Please try again in 60 minutes.');
    // The same shopper from another address is not held back by that one.
    expect((await apply(c, 'WELCOME10')).statusCode).toBe(200);
  });
});
