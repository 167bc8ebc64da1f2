import { describe, expect, it } from 'vitest';
import { EnvError, pathaoOptions, readEnv, redxOptions, steadfastOptions } from '../../env';

// The couriers' settings (docs/decisions/073): each off until every credential is given, live addresses by default,
// and a half-configured courier refused at start with the missing names.

const STEADFAST = { STEADFAST_API_KEY: 'key', STEADFAST_SECRET_KEY: 'secret' };
const PATHAO = { PATHAO_CLIENT_ID: 'client', PATHAO_CLIENT_SECRET: 'client-secret', PATHAO_USERNAME: 'shop@example.com', PATHAO_PASSWORD: 'password', PATHAO_STORE_ID: '130820' };

function refusal(source: Record<string, string>): Error {
  try {
    readEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as Error;
  }
  throw new Error('the settings were taken');
}

describe('the couriers in the environment', () => {
  it('leaves every courier off when nothing is set', () => {
    const env = readEnv({});
    expect(steadfastOptions(env)).toBeUndefined();
    expect(pathaoOptions(env)).toBeUndefined();
    expect(redxOptions(env)).toBeUndefined();
  });

  it('points at the live APIs by default and at any other address given', () => {
    expect(steadfastOptions(readEnv(STEADFAST))).toEqual({ url: 'https://portal.packzy.com/api/v1', apiKey: 'key', secretKey: 'secret' });
    expect(pathaoOptions(readEnv(PATHAO))).toEqual({ url: 'https://api-hermes.pathao.com', clientId: 'client', clientSecret: 'client-secret', username: 'shop@example.com', password: 'password', storeId: 130820 });
    expect(redxOptions(readEnv({ REDX_API_TOKEN: 'token' }))).toEqual({ url: 'https://openapi.redx.com.bd/v1.0.0-beta', token: 'token' });
    const elsewhere = readEnv({
      ...STEADFAST,
      ...PATHAO,
      REDX_API_TOKEN: 'token',
      STEADFAST_API_URL: 'http://127.0.0.1:4020',
      PATHAO_API_URL: 'https://courier-api-sandbox.pathao.com',
      REDX_API_URL: 'https://sandbox.redx.com.bd/v1.0.0-beta',
    });
    expect(steadfastOptions(elsewhere)?.url).toBe('http://127.0.0.1:4020');
    expect(pathaoOptions(elsewhere)?.url).toBe('https://courier-api-sandbox.pathao.com');
    expect(redxOptions(elsewhere)?.url).toBe('https://sandbox.redx.com.bd/v1.0.0-beta');
  });

  it('refuses half a courier, naming what is missing, a store that is not a number, and an address that is not http(s)', () => {
    expect(refusal({ STEADFAST_API_KEY: 'key' }).message).toMatch(/STEADFAST_SECRET_KEY: is required with the other/);
    const { PATHAO_PASSWORD: _password, PATHAO_STORE_ID: _store, ...half } = PATHAO;
    const message = refusal(half).message;
    expect(message).toMatch(/PATHAO_PASSWORD: is required with PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME/);
    expect(message).toMatch(/PATHAO_STORE_ID: is required/);
    expect(refusal({ ...PATHAO, PATHAO_STORE_ID: 'main' }).message).toMatch(/PATHAO_STORE_ID: must be the number of a Pathao store/);
    expect(refusal({ REDX_API_URL: 'ftp://redx.com.bd' }).message).toMatch(/REDX_API_URL: must be an http/);
  });

  it('never puts a credential in its refusal', () => {
    const message = refusal({ STEADFAST_API_KEY: 'sf-key-4f1c', PATHAO_CLIENT_SECRET: 'pathao-secret-9a2b' }).message;
    expect(message).not.toContain('sf-key-4f1c');
    expect(message).not.toContain('pathao-secret-9a2b');
  });
});
