import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startHttpPeer, type HttpPeer } from '../../test/http-peer';
import { startSilentServer } from '../../test/silent-server';
import { CircuitOpenError } from './circuit-breaker';
import { createOutsideCaller, OutsideServiceError } from './outside-http';

// The one way outside services are called (docs/decisions/064, 073): a connect bound, a read bound, retries only for calls
// that are safe to repeat, and the breaker of docs/decisions/052 — against real servers, with short waits.

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let peer: HttpPeer;

beforeAll(async () => {
  silent = await startSilentServer();
  peer = await startHttpPeer();
});
afterAll(async () => {
  await silent?.stop();
  await peer?.close();
});

const SHORT = { connectMs: 200, readMs: 200 };
const OK = z.object({ ok: z.literal(true) });

describe('a call to an outside service', () => {
  it('gives up at the connect bound when the TLS handshake never finishes', async () => {
    const caller = createOutsideCaller({ name: 'Test service', url: `https://127.0.0.1:${silent.port}`, timeouts: SHORT, retryDelayMs: 10 });
    const started = Date.now();
    const error = await caller.send({ method: 'POST', path: '/pay', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ stage: 'connect', outcomeUnknown: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('tries a safe call three times on a 5xx and an unsafe one once, then skips the service while its breaker is open', async () => {
    let now = 0;
    const caller = createOutsideCaller({ name: 'Test service', url: peer.url, timeouts: SHORT, retryDelayMs: 10, breakerNow: () => now });
    peer.answer(() => ({ status: 503, body: { message: 'busy' } }));
    peer.requests.length = 0;
    await expect(caller.json({ method: 'POST', path: '/execute', json: {} }, OK)).rejects.toMatchObject({ stage: 'answer', status: 503, outcomeUnknown: true });
    expect(peer.requests).toHaveLength(1);
    // Three faults in a row open the breaker: the third try of the query is refused without a request.
    await expect(caller.json({ method: 'GET', path: '/status', safeToRepeat: true }, OK)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(peer.requests).toHaveLength(3);
    expect(caller.state()).toBe('open');
    await expect(caller.send({ method: 'GET', path: '/status', safeToRepeat: true })).rejects.toBeInstanceOf(CircuitOpenError);
    expect(peer.requests).toHaveLength(3);

    now += 30_001;
    peer.answer(() => ({ status: 200, body: { ok: true } }));
    expect(await caller.json({ method: 'GET', path: '/status', safeToRepeat: true }, OK)).toEqual({ ok: true });
    expect(caller.state()).toBe('closed');
  });

  it('takes a refusal (4xx) as an answer: not repeated, not against the service, its reason kept and no query string', async () => {
    const caller = createOutsideCaller({ name: 'Test service', url: peer.url, timeouts: SHORT, retryDelayMs: 10 });
    peer.answer(() => ({ status: 400, body: { message: 'Invalid Request' } }));
    peer.requests.length = 0;
    const error = await caller.json({ method: 'GET', path: '/validator', query: { store_passwd: 'secret-password' }, safeToRepeat: true }, OK).catch((e: unknown) => e);
    expect(error).toMatchObject({ stage: 'answer', status: 400, outcomeUnknown: false });
    expect((error as Error).message).toMatch(/Invalid Request/);
    expect((error as Error).message).not.toContain('secret-password');
    expect(peer.requests).toHaveLength(1);
    expect(caller.state()).toBe('closed');
  });

  it('refuses an answer of the wrong shape or not JSON', async () => {
    const caller = createOutsideCaller({ name: 'Test service', url: peer.url, timeouts: SHORT, retryDelayMs: 10 });
    peer.answer(() => ({ status: 200, body: { ok: 'yes' } }));
    await expect(caller.json({ method: 'GET', path: '/status' }, OK)).rejects.toMatchObject({ stage: 'answer', message: expect.stringMatching(/expected shape at ok/) });
  });
});
