import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling, UNAVAILABLE } from '../plugins/errors';
import { registerStaticFiles } from '../plugins/static-files';
import { startS3Server } from '../../test/fixtures/s3';
import { startSilentServer } from '../../test/silent-server';
import { ServiceUnavailableError } from './circuit-breaker';
import { s3FileStorage } from './file-storage';

// The bucket's waits and circuit breaker (docs/decisions/052): a server that takes the connection and never answers
// costs a bounded wait, then the bucket is skipped (503 at once) until the cool-down is over, when it is asked again.
// The waits are shortened here (the real ones are S3_TIMEOUTS); the breaker's clock is the test's.

const BOUND_MS = 3_000;
const SHORT = { connectMs: 300, readMs: 300, writeMs: 300, idleMs: 300, coolDownMs: 10_000 };
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let silentPort = 0;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  silent = await startSilentServer();
  silentPort = silent.port;
  s3 = await startS3Server();
});
afterAll(async () => {
  await silent?.stop();
  await s3?.stop();
});

async function refusedWithin<T>(what: string, call: Promise<T>, boundMs = BOUND_MS): Promise<ServiceUnavailableError> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), boundMs);
  });
  const outcome = await Promise.race([call.then(() => 'answered' as const, (error: unknown) => error), late]);
  clearTimeout(timer);
  expect(outcome, `${what}: still waiting after ${boundMs} ms`).not.toBe('late');
  expect(outcome, what).toBeInstanceOf(ServiceUnavailableError);
  expect(Date.now() - started).toBeLessThan(boundMs);
  return outcome as ServiceUnavailableError;
}

describe('a bucket that never answers', () => {
  it('answers 503 within the wait, then skips the bucket at once until the cool-down is over', async () => {
    let clock = Date.now();
    const storage = s3FileStorage({ ...s3.options, endpoint: `http://127.0.0.1:${silentPort}`, timeouts: SHORT, breakerNow: () => clock });
    const error = await refusedWithin('a read', storage.get('images/products/0123abcd.webp'));
    expect(error.message).toMatch(/^The S3 bucket is unavailable: /);
    // Skipped: no wait at all.
    await refusedWithin('a read while skipped', storage.exists('images/products/0123abcd.webp'), 100);
    await refusedWithin('a write while skipped', storage.put('images/products/0123abcd.webp', Buffer.from('x'), 'image/webp'), 100);
    // Past the cool-down it is asked again (and waits again, bounded).
    clock += SHORT.coolDownMs;
    await refusedWithin('a write after the cool-down', storage.put('images/products/0123abcd.webp', Buffer.from('x'), 'image/webp'));
  });

  it("keeps a working bucket's own answers: not found is null, not an outage", async () => {
    const storage = s3FileStorage({ ...s3.options, timeouts: SHORT });
    expect(await storage.get('images/products/ffffeeee.webp')).toBeNull();
    expect(await storage.exists('images/products/ffffeeee.webp')).toBe(false);
    await storage.put('images/products/ffffeeee.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists('images/products/ffffeeee.webp')).toBe(true);
  });

  it('answers an image request 503 with Retry-After, within the wait, and then at once', async () => {
    const storage = s3FileStorage({ ...s3.options, endpoint: `http://127.0.0.1:${silentPort}`, timeouts: SHORT });
    const app = Fastify();
    registerErrorHandling(app);
    await registerStaticFiles(app, { storage });
    try {
      for (const bound of [BOUND_MS, 500]) {
        const started = Date.now();
        const res = await app.inject({ url: '/images/products/0123abcd.webp' });
        expect(Date.now() - started).toBeLessThan(bound);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual(UNAVAILABLE);
      }
    } finally {
      await app.close();
    }
  });
});
