import { describe, expect, it } from 'vitest';
import { EnvError, messageChannels, readEnv, requireSharedSettings, s3Options, seedDemo, sharedSettingsMissing } from './env';
import { channelsOffLines } from './modules/messages/channels/index';

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

describe('the S3 bucket (docs/decisions/040)', () => {
  const bucket = { S3_BUCKET: 'bazar-files', S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };

  it('is off unless S3_BUCKET is set: files stay under DATA_DIR', () => {
    expect(s3Options(readEnv({}))).toBeUndefined();
  });

  it('reads a whole configuration', () => {
    expect(s3Options(readEnv(bucket))).toEqual({ bucket: 'bazar-files', region: 'us-east-1', endpoint: 'http://minio:9000', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    // No keys: the SDK's own chain (an instance role); AWS's endpoint for the region.
    expect(s3Options(readEnv({ S3_BUCKET: 'bazar-files', S3_REGION: 'eu-west-1' }))).toMatchObject({ endpoint: undefined, accessKeyId: undefined, forcePathStyle: false });
  });

  it.each([
    [{ ...bucket, S3_BUCKET: undefined }, /S3_BUCKET: is required with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
    [{ ...bucket, S3_REGION: undefined }, /S3_REGION: is required with S3_BUCKET/],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: undefined }, /S3_SECRET_ACCESS_KEY: is required with the other/],
    [{ ...bucket, S3_ACCESS_KEY_ID: undefined }, /S3_ACCESS_KEY_ID: is required with the other/],
    [{ ...bucket, S3_BUCKET: 'My_Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
  ])('stops start-up on a bad or partial configuration, naming the variable (%#)', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe('messages to shoppers (docs/decisions/046)', () => {
  it('has every channel off unless configured, and says so in one line each', () => {
    const channels = messageChannels(readEnv({}));
    expect(channels).toEqual({ email: undefined, smsGateway: undefined, smsWebhook: undefined });
    expect(channelsOffLines(channels)).toEqual(['E-mail is off: SMTP_URL is not set.', 'SMS is off: neither SSL_SMS_API_TOKEN nor SMS_WEBHOOK_URL is set.']);
  });

  it('reads e-mail, the SSL Wireless gateway and the webhook', () => {
    const email = messageChannels(readEnv({ SMTP_URL: 'smtps://shop:pw@mail.example:465', MAIL_FROM: 'Bazar <orders@bazar.com.bd>', SSL_SMS_API_TOKEN: 't', SSL_SMS_SID: 'BAZAR' }));
    expect(email).toEqual({
      email: { url: 'smtps://shop:pw@mail.example:465', from: 'Bazar <orders@bazar.com.bd>' },
      smsGateway: { url: 'https://smsplus.sslwireless.com', apiToken: 't', sid: 'BAZAR' },
      smsWebhook: undefined,
    });
    expect(channelsOffLines(email, 'https://bazar.com.bd')).toEqual([]);
    // Without the shop's address, e-mailed links would point at this computer: start-up says so.
    expect(channelsOffLines(email)).toEqual(["E-mailed links point at http://localhost:3000: set PUBLIC_URL to the shop's address."]);
    expect(messageChannels(readEnv({ SMS_WEBHOOK_URL: 'https://sms.example/send' })).smsWebhook).toEqual({ url: 'https://sms.example/send' });
    expect(readEnv({}).OUTBOX_POLL_MS).toBe(5_000);
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example' }, /MAIL_FROM: is required with SMTP_URL/],
    [{ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' }, /SMTP_URL: must be an smtp/],
    [{ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'Bazar' }, /MAIL_FROM: must be an address/],
    [{ SSL_SMS_API_TOKEN: 't' }, /SSL_SMS_SID: is required with the other/],
    [{ SSL_SMS_API_TOKEN: 't', SSL_SMS_SID: 'S', SMS_WEBHOOK_URL: 'https://sms.example' }, /SMS_WEBHOOK_URL: cannot be set with SSL_SMS_API_TOKEN/],
  ])('stops start-up on a bad or partial configuration, naming the variable (%#)', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe("the shop's own wallet numbers (docs/decisions/069)", () => {
  it('has no SMS secret unless set, and refuses one shorter than 24 characters', () => {
    expect(readEnv({}).WALLET_SMS_SECRET).toBeUndefined();
    expect(readEnv({ WALLET_SMS_SECRET: 'a'.repeat(24) }).WALLET_SMS_SECRET).toBe('a'.repeat(24));
    expect(() => readEnv({ WALLET_SMS_SECRET: 'short-secret' })).toThrow(/WALLET_SMS_SECRET/);
  });

  it("trusts only Amazon SNS's hosts to sign bKash's webhook unless told otherwise", () => {
    expect(readEnv({}).BKASH_WEBHOOK_CERT_HOSTS).toEqual(['sns.*.amazonaws.com']);
    expect(readEnv({ BKASH_WEBHOOK_CERT_HOSTS: 'sns.*.amazonaws.com, SNS.*.amazonaws.com.cn' }).BKASH_WEBHOOK_CERT_HOSTS).toEqual(['sns.*.amazonaws.com', 'sns.*.amazonaws.com.cn']);
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

describe('several processes (docs/decisions/056)', () => {
  const secret = 'x'.repeat(40);
  const key = 'k'.repeat(40);

  it('needs nothing shared on the embedded database without Redis: the secrets are kept in DATA_DIR', () => {
    expect(sharedSettingsMissing(readEnv({}))).toEqual([]);
    expect(sharedSettingsMissing(readEnv({ STAFF_API_REMOTE: 'true' }))).toEqual([]);
  });

  it.each([
    [{ DATABASE_URL: 'postgres://shop@db/shop' }, /JWT_SECRET: is required with DATABASE_URL:/],
    [{ REDIS_URL: 'redis://cache:6379' }, /JWT_SECRET: is required with REDIS_URL:/],
    [{ DATABASE_URL: 'postgres://shop@db/shop', REDIS_URL: 'redis://cache:6379' }, /JWT_SECRET: is required with DATABASE_URL and REDIS_URL:/],
    [{ DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: secret }, /TOTP_ENCRYPTION_KEY: is required with DATABASE_URL:/],
    [{ DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: secret, TOTP_ENCRYPTION_KEY: key, STAFF_API_REMOTE: 'true' }, /STAFF_API_KEY: is required with STAFF_API_REMOTE=true and DATABASE_URL:/],
  ])('refuses to start with %o, naming what every process must share', (source, message) => {
    expect(() => requireSharedSettings(readEnv(source))).toThrow(EnvError);
    expect(() => requireSharedSettings(readEnv(source))).toThrow(message);
  });

  it('names each missing setting, and never the value of one that is set', () => {
    const missing = sharedSettingsMissing(readEnv({ DATABASE_URL: 'postgres://shop:hunter2@db/shop', STAFF_API_REMOTE: 'true' }));
    expect(missing.map((line) => line.split(':')[0])).toEqual(['JWT_SECRET', 'TOTP_ENCRYPTION_KEY', 'STAFF_API_KEY']);
    expect(missing.join('\n')).not.toContain('hunter2');
  });

  it('starts with them given', () => {
    expect(sharedSettingsMissing(readEnv({ DATABASE_URL: 'postgres://shop@db/shop', REDIS_URL: 'redis://cache:6379', JWT_SECRET: secret, TOTP_ENCRYPTION_KEY: key }))).toEqual([]);
    expect(sharedSettingsMissing(readEnv({ DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: secret, TOTP_ENCRYPTION_KEY: key, STAFF_API_REMOTE: 'true', STAFF_API_KEY: key }))).toEqual([]);
    // Redis alone with the embedded database: the staff codes live in that process's own database and key.
    expect(sharedSettingsMissing(readEnv({ REDIS_URL: 'redis://cache:6379', JWT_SECRET: secret }))).toEqual([]);
  });
});

describe('SEED_DEMO', () => {
  it('is on for the embedded database and off for PostgreSQL unless set', () => {
    expect(seedDemo(readEnv({}))).toBe(true);
    expect(seedDemo(readEnv({ DATABASE_URL: 'postgres://shop@db/shop' }))).toBe(false);
    expect(seedDemo(readEnv({ DATABASE_URL: 'postgres://shop@db/shop', SEED_DEMO: 'true' }))).toBe(true);
    expect(seedDemo(readEnv({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(() => readEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO: must be true or false/);
  });
});
