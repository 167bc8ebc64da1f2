import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  it('has the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const env = readEnv({ PORT: '8080', DATA_DIR: '/var/shop', DATABASE_URL: 'postgres://shop@db:5432/shop' });
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: '/var/shop', DATABASE_URL: 'postgres://shop@db:5432/shop' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ CATALOG_CACHE_TTL_MS: '-5' }, 'CATALOG_CACHE_TTL_MS'],
  ])('refuses %o with a message naming %s', (source, name) => {
    expect(() => readEnv(source)).toThrow(EnvError);
    expect(() => readEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('has the documented limits on what one address or account can repeat (docs/decisions/025)', () => {
    expect(readEnv({})).toMatchObject({
      NEWSLETTER_SIGNUPS_PER_HOUR: 20,
      PAYMENT_PROOFS_PER_ORDER: 3,
      PAYMENT_PROOFS_PER_DAY: 10,
      PAYMENT_PROOF_DECODES: 2,
      PAYMENT_PROOF_MAX_DECODED_MB: 100,
      ADDRESSES_PER_ACCOUNT: 20,
    });
    expect(() => readEnv({ PAYMENT_PROOFS_PER_DAY: '0' })).toThrow(/PAYMENT_PROOFS_PER_DAY:/);
  });
});

describe('Google sign-in', () => {
  const google = { GOOGLE_ISSUER: 'https://accounts.google.com', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

  it('needs PUBLIC_URL: the redirect address is never built from a request', () => {
    expect(() => readEnv(google)).toThrow(/PUBLIC_URL: is required with Google sign-in/);
    expect(readEnv({ ...google, PUBLIC_URL: 'https://bazar.example' }).PUBLIC_URL).toBe('https://bazar.example');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads a list of proxy addresses and CIDRs, IPv4 and IPv6', () => {
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
  });

  it('still reads true (every hop)', () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it.each([
    // Fastify 5.12 trusts nothing for a hop count: such a shop would silently throttle its proxy as one shopper.
    ['1', /TRUST_PROXY: a hop count trusts nothing/],
    ['10.0.0.0/33', /TRUST_PROXY: .*"10\.0\.0\.0\/33" is not one/],
    ['proxy.internal', /TRUST_PROXY: .*"proxy\.internal" is not one/],
    ['10.0.0.1,,10.0.0.2', /TRUST_PROXY: .*"" is not one/],
  ])('refuses %s with a message naming it', (value, message) => {
    expect(() => readEnv({ TRUST_PROXY: value })).toThrow(message);
  });
});
