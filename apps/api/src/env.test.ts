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
