import { isIP } from 'node:net';
import { z } from 'zod';
import type { S3StorageOptions } from './lib/file-storage';
import type { ChannelConfig } from './modules/messages/channels/index';
import { DEFAULT_LIMITS } from './lib/limits';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65_535, 'must be between 1 and 65535');

/** A limit of docs/decisions/025: a whole number from 1 to `max`. */
const limit = (fallback: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`).default(fallback);

/** An address, a CIDR (10.0.0.0/8, fd00::/8), or a range name proxy-addr knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** The built web app to serve; defaults to apps/web/dist next to this build. */
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long catalogue answers are reused before the database is asked again; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(3_600_000).default(10_000),
  /**
   * Signs session tokens and seals the links queued in the outbox; required with DATABASE_URL or REDIS_URL, where
   * several processes must share it (sharedSettingsMissing). Unset on the embedded database, one is kept in DATA_DIR.
   */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a session token lives. */
  TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(600).max(90 * 86_400).default(7 * 86_400),
  /** Where shoppers reach the shop (Google's redirect URL is built from it); required with Google sign-in. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Google sign-in (OpenID Connect); all three or none. Unset, the button says it is not available. */
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Sign-ups allowed per client address per hour. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1_000_000).default(10),
  /** What one shopper may repeat (docs/decisions/025). */
  ORDER_LIMIT_PER_HOUR: limit(DEFAULT_LIMITS.ordersPerHour, 1_000_000),
  UNPAID_ORDER_LIMIT: limit(DEFAULT_LIMITS.unpaidOrders, 10_000),
  // An order's line_ids stop at 200 lines; a line's quantity at the cart schema's bound (MAX_LINE_QUANTITY).
  CART_LINE_QUANTITY_LIMIT: limit(DEFAULT_LIMITS.lineQuantity, 10_000),
  CART_LINE_LIMIT: limit(DEFAULT_LIMITS.cartLines, 200),
  UNPAID_ORDER_EXPIRY_HOURS: limit(DEFAULT_LIMITS.unpaidOrderExpiryHours, 24 * 90),
  /** Days the outbox keeps a message it is done with (docs/decisions/048). */
  MESSAGE_RETENTION_DAYS: limit(DEFAULT_LIMITS.messageRetentionDays, 3650),
  PROMO_TRIES_PER_HOUR: limit(DEFAULT_LIMITS.promoTriesPerHour, 1_000_000),
  PROMO_TRIES_PER_ADDRESS_PER_HOUR: limit(DEFAULT_LIMITS.promoTriesPerAddressPerHour, 1_000_000),
  NEWSLETTER_SIGNUPS_PER_HOUR: limit(DEFAULT_LIMITS.newsletterSignupsPerHour, 1_000_000),
  TRACKING_TRIES_PER_ADDRESS_PER_HOUR: limit(DEFAULT_LIMITS.trackingTriesPerAddressPerHour, 1_000_000),
  TRACKING_MISSES_PER_ORDER_PER_HOUR: limit(DEFAULT_LIMITS.trackingMissesPerOrderPerHour, 1000),
  ADDRESSES_PER_ACCOUNT: limit(DEFAULT_LIMITS.addressesPerAccount, 1000),
  PAYMENT_PROOFS_PER_ORDER: limit(DEFAULT_LIMITS.proofsPerOrder, 100),
  PAYMENT_PROOFS_PER_DAY: limit(DEFAULT_LIMITS.proofsPerDay, 100_000),
  // Four times as many may wait; the rest are asked to retry.
  PAYMENT_PROOF_DECODES: limit(DEFAULT_LIMITS.proofDecodes, 64),
  /** Memory one screenshot may take once decoded, in MB. */
  PAYMENT_PROOF_MAX_DECODED_MB: z.coerce.number({ error: 'must be a whole number of MB' }).int().min(8).max(1024).default(DEFAULT_LIMITS.proofMaxDecodedBytes / 1024 / 1024),
  /**
   * Behind a reverse proxy or CDN: the proxies' addresses/CIDRs ('10.0.0.0/8,127.0.0.1'), or 'true' (every hop; warned
   * at start-up). Unset, X-Forwarded-* is ignored (a shopper could forge it). Hop counts are refused: Fastify 5.12
   * trusts nothing for a number (docs/decisions/030).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\s*\d+\s*$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: "a hop count trusts nothing in Fastify 5.12: give the proxies' addresses or CIDRs, e.g. 10.0.0.0/8" });
        return z.NEVER;
      }
      const entries = v.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length) {
        ctx.addIssue({ code: 'custom', message: `must be true, false or addresses/CIDRs separated by commas (${bad.map((b) => JSON.stringify(b)).join(', ')} is not one)` });
        return z.NEVER;
      }
      return entries;
    }),
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the process stops anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(600_000).default(10_000),
  /** Shared store for sign-in throttling across processes; unset, one process keeps it in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Key of the staff API (decision 016); unset, one is generated into DATA_DIR/secrets/staff-key. */
  STAFF_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seals staff one-time-code secrets at rest (docs/decisions/053); unset, one is generated into DATA_DIR/secrets/totp-key. */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lets /metrics answer other machines sending `Authorization: Bearer <token>` (docs/decisions/057); unset, only this machine. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** 'true' lets the staff API answer other machines than this one (the key still required). */
  STAFF_API_REMOTE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true'),
  /** 'false' stops flushing the embedded database to disk: faster, but a power cut can lose orders (decision 026). */
  EMBEDDED_DB_FSYNC: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((v) => v === 'true'),
  /**
   * Images and payment-proof screenshots in an S3-compatible bucket instead of DATA_DIR (docs/decisions/040), so
   * shops on several machines see the same files. S3_BUCKET turns it on; the others need it.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  /** An S3-compatible server (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset, AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1 (or 'auto' for R2)").optional(),
  /** Both or neither; neither uses the SDK's usual chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 'true' for most self-hosted servers (host/bucket/key rather than bucket.host/key). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true'),
  /**
   * Messages to shoppers (docs/decisions/046, docs/product/messages.md); each channel left unset is off, and start-up
   * says so in one line. E-mail: an SMTP server (smtp://user:password@host:587, smtps://...:465) and the sender.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>@\s][^<>]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/, "must be an address, e.g. orders@bazar.com.bd or 'Bazar <orders@bazar.com.bd>'")
    .optional(),
  /** SMS through SSL Wireless ISMS v3: the API token and SID from its panel, and its address. */
  SSL_SMS_API_TOKEN: z.string().min(1).optional(),
  SSL_SMS_SID: z.string().min(1).max(20, 'must be at most 20 characters').optional(),
  SSL_SMS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://smsplus.sslwireless.com'),
  /** SMS through any other provider: POST of { "to": "+8801…", "text": "…" } with an Idempotency-Key header. */
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /**
   * 'true' seeds an empty database with the demo catalogue, pickup points and live demo promo codes (WELCOME10...).
   * Unset: on for the embedded database (try the shop at once), off for PostgreSQL (a real shop's database).
   */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** How often the shop looks for messages to send. */
  OUTBOX_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100, 'must be at least 100').max(600_000).default(5_000),
  /**
   * How long a message being sent is this process's before another may send it (docs/decisions/055); renewed every
   * quarter of it while the send lasts, so it only runs out for a process that died or lost the database.
   */
  OUTBOX_LEASE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1_000, 'must be at least 1000').max(3_600_000).default(120_000),
}).superRefine((env, ctx) => {
  // A half-configured bucket would scatter files between the bucket and DATA_DIR: refuse to start instead.
  const s3Set = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET && s3Set.length) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${s3Set.join(', ')}: the bucket that keeps the shop's files` });
  }
  if (env.S3_BUCKET && !env.S3_REGION) {
    ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: "is required with S3_BUCKET (e.g. us-east-1; 'auto' for R2)" });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'is required with the other: give both S3 keys or neither' });
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: "is required with SMTP_URL: the sender of the shop's e-mails, e.g. 'Bazar <orders@bazar.com.bd>'" });
  }
  if (Boolean(env.SSL_SMS_API_TOKEN) !== Boolean(env.SSL_SMS_SID)) {
    ctx.addIssue({ code: 'custom', path: [env.SSL_SMS_API_TOKEN ? 'SSL_SMS_SID' : 'SSL_SMS_API_TOKEN'], message: 'is required with the other: give both SSL_SMS_API_TOKEN and SSL_SMS_SID or neither' });
  }
  if (env.SSL_SMS_API_TOKEN && env.SMS_WEBHOOK_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_URL'], message: 'cannot be set with SSL_SMS_API_TOKEN: choose one way to send SMS' });
  }
  // Google's redirect address is never built from a request's Host, which the sender chooses (docs/decisions/030).
  if (env.GOOGLE_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && !env.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required with Google sign-in: the redirect address registered with Google, e.g. https://shop.example' });
  }
});
export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** The bucket of the S3_* variables, or undefined when files stay under DATA_DIR. */
export function s3Options(env: Env): S3StorageOptions | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The message channels of the MESSAGES variables: each one absent is off. */
export function messageChannels(env: Env): ChannelConfig {
  return {
    email: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    smsGateway: env.SSL_SMS_API_TOKEN && env.SSL_SMS_SID ? { url: env.SSL_SMS_URL, apiToken: env.SSL_SMS_API_TOKEN, sid: env.SSL_SMS_SID } : undefined,
    smsWebhook: env.SMS_WEBHOOK_URL ? { url: env.SMS_WEBHOOK_URL } : undefined,
  };
}

/** Whether an empty database gets the demo catalogue and promo codes: SEED_DEMO, else only the embedded one. */
export function seedDemo(env: Partial<Pick<Env, 'SEED_DEMO' | 'DATABASE_URL'>>): boolean {
  return env.SEED_DEMO ?? !env.DATABASE_URL;
}

/**
 * What every shop process must share once there can be several (DATABASE_URL or REDIS_URL set), and that a process
 * would otherwise make for itself in DATA_DIR/secrets: each named with why. A secret made per process signs a
 * shopper out at the next process and leaves a link queued by one unreadable by another's outbox worker.
 * A new secret kept in DATA_DIR/secrets that processes must agree on belongs here.
 */
export function sharedSettingsMissing(env: Env): string[] {
  const shared = (['DATABASE_URL', 'REDIS_URL'] as const).filter((name) => env[name] !== undefined);
  if (!shared.length) return [];
  const set = shared.join(' and ');
  const missing: string[] = [];
  if (!env.JWT_SECRET) {
    missing.push(`JWT_SECRET: is required with ${set}: every shop process must sign sessions and seal queued links with the same secret, or a shopper signed in through one is refused by the next and a link queued by one cannot be sent by another (at least 32 characters, e.g. openssl rand -base64 48)`);
  }
  if (env.DATABASE_URL !== undefined && !env.TOTP_ENCRYPTION_KEY) {
    missing.push(`TOTP_ENCRYPTION_KEY: is required with DATABASE_URL: every shop process must open the staff one-time-code secrets sealed in the shared database with the same key, or staff enrolled through one cannot sign in through another (at least 32 characters, e.g. openssl rand -base64 48)`);
  }
  if (env.STAFF_API_REMOTE && !env.STAFF_API_KEY) {
    missing.push(`STAFF_API_KEY: is required with STAFF_API_REMOTE=true and ${set}: every shop process must take the same staff key, or a staff call reaching another process is refused (at least 32 characters)`);
  }
  return missing;
}

/** Throws an EnvError naming each setting several processes must share that is missing (see sharedSettingsMissing). */
export function requireSharedSettings(env: Env): void {
  const missing = sharedSettingsMissing(env);
  if (missing.length) throw new EnvError(`Invalid environment:\n${missing.map((line) => `  ${line}`).join('\n')}`);
}

/** Reads the environment; a bad value throws an EnvError naming every offending variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (PORT=) means "not set", as shells and .env files commonly leave it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
