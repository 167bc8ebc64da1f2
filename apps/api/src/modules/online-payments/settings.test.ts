import { describe, expect, it } from 'vitest';
import { bkashOptions, EnvError, paymentWaySettings, readEnv, sslcommerzOptions } from '../../env';

// The gateways' settings (docs/decisions/064): off until every credential is given, live addresses by default, and a
// half-configured gateway refused at start with the missing names.

const BKASH = { BKASH_APP_KEY: 'key', BKASH_APP_SECRET: 'secret', BKASH_USERNAME: 'user', BKASH_PASSWORD: 'password' };

describe('the online gateways in the environment', () => {
  it('leaves both gateways off when nothing is set', () => {
    const env = readEnv({});
    expect(sslcommerzOptions(env)).toBeUndefined();
    expect(bkashOptions(env)).toBeUndefined();
  });

  it('points at the live gateways by default and at any other address given', () => {
    expect(sslcommerzOptions(readEnv({ SSLCOMMERZ_STORE_ID: 'bazar', SSLCOMMERZ_STORE_PASSWORD: 'pw' }))).toEqual({ url: 'https://securepay.sslcommerz.com', storeId: 'bazar', storePassword: 'pw' });
    expect(bkashOptions(readEnv(BKASH))).toEqual({ url: 'https://tokenized.pay.bka.sh/v1.2.0-beta', appKey: 'key', appSecret: 'secret', username: 'user', password: 'password' });
    const sandbox = readEnv({ ...BKASH, BKASH_API_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta', SSLCOMMERZ_STORE_ID: 'b', SSLCOMMERZ_STORE_PASSWORD: 'p', SSLCOMMERZ_API_URL: 'http://127.0.0.1:4010' });
    expect(bkashOptions(sandbox)?.url).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    expect(sslcommerzOptions(sandbox)?.url).toBe('http://127.0.0.1:4010');
  });

  it('refuses half a gateway, naming what is missing, and an address that is not http(s)', () => {
    expect(() => readEnv({ SSLCOMMERZ_STORE_ID: 'bazar' })).toThrow(/SSLCOMMERZ_STORE_PASSWORD: is required with the other/);
    const { BKASH_PASSWORD: _password, BKASH_USERNAME: _username, ...half } = BKASH;
    const error = (() => {
      try {
        readEnv(half);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(/BKASH_USERNAME: is required/);
    expect((error as Error).message).toMatch(/BKASH_PASSWORD: is required/);
    expect(() => readEnv({ BKASH_API_URL: 'ftp://bka.sh' })).toThrow(/BKASH_API_URL: must be an http/);
  });
});

const SSL = { SSLCOMMERZ_STORE_ID: 'bazar', SSLCOMMERZ_STORE_PASSWORD: 'pw' };

// Where the checkout's wallets go (docs/decisions/068): the setting, else the best configured way, falling back.
describe('PAY_BKASH_WITH and PAY_NAGAD_WITH', () => {
  it('default to the best configured way', () => {
    expect(paymentWaySettings(readEnv({}))).toEqual({ bkash: 'proof', nagad: 'proof' });
    expect(paymentWaySettings(readEnv(SSL))).toEqual({ bkash: 'sslcommerz', nagad: 'sslcommerz' });
    expect(paymentWaySettings(readEnv({ ...SSL, ...BKASH }))).toEqual({ bkash: 'bkash', nagad: 'sslcommerz' });
    expect(paymentWaySettings(readEnv(BKASH))).toEqual({ bkash: 'bkash', nagad: 'proof' });
  });

  it('take the way asked for, or the next one configured', () => {
    expect(paymentWaySettings(readEnv({ ...SSL, ...BKASH, PAY_BKASH_WITH: 'sslcommerz', PAY_NAGAD_WITH: 'proof' }))).toEqual({ bkash: 'sslcommerz', nagad: 'proof' });
    expect(paymentWaySettings(readEnv({ ...SSL, PAY_BKASH_WITH: 'bkash' }))).toEqual({ bkash: 'sslcommerz', nagad: 'sslcommerz' });
    expect(paymentWaySettings(readEnv({ PAY_BKASH_WITH: 'sslcommerz', PAY_NAGAD_WITH: 'sslcommerz' }))).toEqual({ bkash: 'proof', nagad: 'proof' });
    expect(() => readEnv({ PAY_NAGAD_WITH: 'bkash' })).toThrow(/PAY_NAGAD_WITH: must be sslcommerz or proof/);
  });
});
