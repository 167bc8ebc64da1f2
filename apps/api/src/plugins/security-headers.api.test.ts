import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

// A shop behind a proxy on 10.0.0.5 (TRUST_PROXY=10.0.0.0/8): the proxy ends TLS and says so in X-Forwarded-Proto.
const PROXY = '10.0.0.5';
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ trustProxy: ['10.0.0.0/8'] });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ url, remoteAddress, headers });
const directives = (res: LightMyRequestResponse) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim());

describe('HSTS', () => {
  it('tells a browser that reached the shop over https to come back only over https', async () => {
    const res = await get('/api/v1/categories', PROXY, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is on error answers over https too', async () => {
    const res = await get('/api/v1/no-such-thing', PROXY, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain http', async () => {
    expect((await get('/api/v1/categories', PROXY)).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/v1/categories', PROXY, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when X-Forwarded-Proto comes from a machine that is not a trusted proxy', async () => {
    const res = await get('/api/v1/categories', '203.0.113.9', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the other security headers', () => {
  it.each(['/api/v1/categories', '/api/v1/no-such-thing'])('are the same as before on %s', async (url) => {
    const res = await get(url, PROXY, { 'x-forwarded-proto': 'https' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(directives(res)).toEqual([
      "default-src 'self'",
      "img-src 'self' data: blob: https://lh3.googleusercontent.com",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    // Nothing else of helmet's: the shop's answers change by HSTS only.
    for (const header of ['cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) {
      expect(res.headers[header]).toBeUndefined();
    }
  });
});
