import { isIP } from 'node:net';
import { z } from 'zod';
import type { S3StorageOptions } from './lib/file-storage';
import type { ChannelConfig } from './modules/messages/channels/index';
import type { BkashOptions } from './modules/online-payments/gateways/bkash';
import type { SslcommerzOptions } from './modules/online-payments/gateways/sslcommerz';
import type { PathaoOptions } from './modules/couriers/clients/pathao';
import type { RedxOptions } from './modules/couriers/clients/redx';
import type { SteadfastOptions } from './modules/couriers/clients/steadfast';
import { resolveWays, type OnlineGateways } from './modules/online-payments/ways';
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

// Each variable's meaning is its .describe(): one source for the people reading this file and for .env.example
// (npm run env:example; env-example.test.ts fails when the file and this schema disagree; docs/decisions/058).
export const EnvSchema = z.object({
  PORT: port.default(3000).describe('HTTP port of the shop (the API under /api/v1, the web app on every other path).'),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0').describe('Address to listen on.'),
  DATA_DIR: z
    .string()
    .min(1, 'must not be empty')
    .default('./data')
    .describe('Embedded database, images, payment-proof screenshots and generated secrets (kept 0700/0600); npm run backup copies what matters.'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .describe('postgres://user@host:5432/db to use a PostgreSQL server; unset, the embedded database in DATA_DIR/db.'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional().describe('The built web app to serve; defaults to apps/web/dist next to this build.'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('fatal, error, warn, info, debug, trace, or silent.'),
  CATALOG_CACHE_TTL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .default(10_000)
    .describe('How long catalogue answers are reused before the database is asked again; 0 turns the cache off.'),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'Signs session tokens and seals the links queued in the outbox (32+ characters, e.g. openssl rand -base64 48). Required with DATABASE_URL or REDIS_URL, where every process must share it; unset on the embedded database, one is kept in DATA_DIR/secrets.',
    ),
  TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(600)
    .max(90 * 86_400)
    .default(7 * 86_400)
    .describe('How long a session token lives.'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe("Where shoppers reach the shop, e.g. https://shop.example: links in messages and Google's redirect URL are built from it; required with Google sign-in."),
  // Google sign-in (OpenID Connect): all three or none.
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe('Google sign-in: https://accounts.google.com. With GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, all three or none; unset, the button says it is not available.'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional().describe("Google sign-in: the OAuth client's ID."),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().describe("Google sign-in: the OAuth client's secret."),
  SIGNUP_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10)
    .describe('Sign-ups allowed per client address per hour.'),
  // What one shopper may repeat (docs/decisions/025).
  ORDER_LIMIT_PER_HOUR: limit(DEFAULT_LIMITS.ordersPerHour, 1_000_000).describe('Orders one account may place in an hour (then 429).'),
  UNPAID_ORDER_LIMIT: limit(DEFAULT_LIMITS.unpaidOrders, 10_000).describe('Orders of one account still pending and unpaid (then 409 until one is paid, confirmed or cancelled).'),
  // An order's line_ids stop at 200 lines; a line's quantity at the cart schema's bound (MAX_LINE_QUANTITY).
  CART_LINE_QUANTITY_LIMIT: limit(DEFAULT_LIMITS.lineQuantity, 10_000).describe('Units of one item in a cart line (at most 10000).'),
  CART_LINE_LIMIT: limit(DEFAULT_LIMITS.cartLines, 200).describe('Different items in one cart (at most 200).'),
  UNPAID_ORDER_EXPIRY_HOURS: limit(DEFAULT_LIMITS.unpaidOrderExpiryHours, 24 * 90).describe(
    'Orders paid by bKash, Nagad or card transfer with no payment proof are cancelled after this many hours, their stock returned.',
  ),
  MESSAGE_RETENTION_DAYS: limit(DEFAULT_LIMITS.messageRetentionDays, 3650).describe('Days the outbox keeps a message it is done with (docs/decisions/048).'),
  PROMO_TRIES_PER_HOUR: limit(DEFAULT_LIMITS.promoTriesPerHour, 1_000_000).describe('Promo codes one account may try in an hour (then 429).'),
  PROMO_TRIES_PER_ADDRESS_PER_HOUR: limit(DEFAULT_LIMITS.promoTriesPerAddressPerHour, 1_000_000).describe('Promo codes one client address may try in an hour.'),
  NEWSLETTER_SIGNUPS_PER_HOUR: limit(DEFAULT_LIMITS.newsletterSignupsPerHour, 1_000_000).describe('Newsletter sign-ups one client address may send per hour (then 429).'),
  TRACKING_TRIES_PER_ADDRESS_PER_HOUR: limit(DEFAULT_LIMITS.trackingTriesPerAddressPerHour, 1_000_000).describe(
    'Public order-tracking lookups one client address may send per hour (then 429; docs/decisions/045).',
  ),
  TRACKING_MISSES_PER_ORDER_PER_HOUR: limit(DEFAULT_LIMITS.trackingMissesPerOrderPerHour, 1000).describe(
    'Lookups of one order number with a wrong phone number per hour from one client address (docs/decisions/045).',
  ),
  ADDRESSES_PER_ACCOUNT: limit(DEFAULT_LIMITS.addressesPerAccount, 1000).describe('Saved delivery addresses per account (then 409).'),
  PAYMENT_PROOFS_PER_ORDER: limit(DEFAULT_LIMITS.proofsPerOrder, 100).describe('Payment proofs one order takes in all: the first and new ones after a rejection (then 409).'),
  PAYMENT_PROOFS_PER_DAY: limit(DEFAULT_LIMITS.proofsPerDay, 100_000).describe('Payment screenshots one account may send to be checked in 24 hours (then 429).'),
  PAYMENT_PROOF_DECODES: limit(DEFAULT_LIMITS.proofDecodes, 64).describe('Screenshots decoded at a time by one process; four times as many may wait, the rest are asked to retry.'),
  PAYMENT_PROOF_MAX_DECODED_MB: z.coerce
    .number({ error: 'must be a whole number of MB' })
    .int()
    .min(8)
    .max(1024)
    .default(DEFAULT_LIMITS.proofMaxDecodedBytes / 1024 / 1024)
    .describe('Memory one screenshot may take once decoded, in MB (larger is refused before decoding).'),
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
    })
    .describe(
      "Behind a reverse proxy or CDN: the proxies' addresses/CIDRs (10.0.0.0/8,127.0.0.1), or true (every hop; warned at start-up). Unset, X-Forwarded-* is ignored (a shopper could forge it). Hop counts are refused: Fastify 5.12 trusts nothing for a number (docs/decisions/030).",
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000)
    .describe('On SIGTERM/SIGINT, how long requests in flight may take to finish before the process stops anyway.'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .describe('redis://host:6379: sign-in throttling, limits and the catalogue-changed signal shared by several processes; unset, one process keeps them in memory.'),
  STAFF_API_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe('Key of the staff API (decision 016, 32+ characters); unset, one is generated into DATA_DIR/secrets/staff-key.'),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'Seals staff one-time-code secrets at rest (32+ characters; docs/decisions/053). Required with DATABASE_URL; unset on the embedded database, one is generated into DATA_DIR/secrets/totp-key.',
    ),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe('Lets /metrics answer other machines sending Authorization: Bearer <token> (32+ characters; docs/decisions/057); unset, only this machine.'),
  STAFF_API_REMOTE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true')
    .describe('true lets the staff API answer other machines than this one (the key still required).'),
  EMBEDDED_DB_FSYNC: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true')
    .describe('false stops flushing the embedded database to disk: faster, but a power cut can lose orders (decision 026).'),
  // Images and payment-proof screenshots in an S3-compatible bucket instead of DATA_DIR (docs/decisions/040).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional()
    .describe(
      'An S3-compatible bucket for images and payment-proof screenshots instead of DATA_DIR, so shops on several machines see the same files (docs/decisions/040); needs S3_REGION.',
    ),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe('An S3-compatible server (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset, AWS S3 itself.'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1 (or 'auto' for R2)")
    .optional()
    .describe("The bucket's region (us-east-1; auto for Cloudflare R2); required with S3_BUCKET."),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe("The bucket's key ID; with S3_SECRET_ACCESS_KEY, both or neither (neither uses the SDK's chain: AWS_* variables, an instance role)."),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe("The bucket's secret key; with S3_ACCESS_KEY_ID, both or neither."),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true')
    .describe("true for most self-hosted servers such as MinIO (host/bucket/key rather than bucket.host/key)."),
  // Messages to shoppers (docs/decisions/046, docs/product/messages.md); each channel left unset is off, and start-up
  // says so in one line.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .describe('E-mail to shoppers through an SMTP server: smtp://user:password@host:587 or smtps://user:password@host:465; unset, e-mail is off.'),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>@\s][^<>]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/, "must be an address, e.g. orders@bazar.com.bd or 'Bazar <orders@bazar.com.bd>'")
    .optional()
    .describe("The e-mails' sender, e.g. 'Bazar <orders@bazar.com.bd>'; required with SMTP_URL."),
  SSL_SMS_API_TOKEN: z.string().min(1).optional().describe('SMS through SSL Wireless ISMS v3: the API token from its panel; with SSL_SMS_SID, both or neither.'),
  SSL_SMS_SID: z.string().min(1).max(20, 'must be at most 20 characters').optional().describe('SMS through SSL Wireless ISMS v3: the SID (sender ID) from its panel.'),
  SSL_SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://smsplus.sslwireless.com')
    .describe('The ISMS address, if SSL Wireless gives you another.'),
  SMS_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe('SMS through any other provider: a POST of { "to": "+8801…", "text": "…" } with an Idempotency-Key header; not with SSL_SMS_API_TOKEN.'),
  // Online payments (docs/decisions/064): each gateway is off until all its credentials are set.
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional().describe('Card and wallet payments through SSLCommerz: the store ID from its panel; with SSLCOMMERZ_STORE_PASSWORD, both or neither.'),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional().describe("SSLCommerz: the store password (the API's store_passwd, also the key of its IPN signature)."),
  SSLCOMMERZ_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://securepay.sslcommerz.com')
    .describe('The SSLCommerz address: live by default; https://sandbox.sslcommerz.com for its sandbox.'),
  BKASH_APP_KEY: z.string().min(1).optional().describe('bKash Tokenized Checkout: the app key; with BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD, all four or none.'),
  BKASH_APP_SECRET: z.string().min(1).optional().describe('bKash Tokenized Checkout: the app secret.'),
  BKASH_USERNAME: z.string().min(1).optional().describe("bKash Tokenized Checkout: the merchant's API username."),
  BKASH_PASSWORD: z.string().min(1).optional().describe("bKash Tokenized Checkout: the merchant's API password."),
  BKASH_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://tokenized.pay.bka.sh/v1.2.0-beta')
    .describe('The base of the bKash Tokenized Checkout API: live by default; https://tokenized.sandbox.bka.sh/v1.2.0-beta for its sandbox.'),
  // Money sent to the shop's own wallet numbers (docs/decisions/069).
  WALLET_SMS_SECRET: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .describe(
      'The shared secret of POST /api/v1/wallet/sms (24+ characters), where an SMS forwarder app on the shop\'s phone posts the wallet\'s "money received" texts, in an X-Wallet-Secret header or ?secret=; unset, that address does not exist.',
    ),
  BKASH_WEBHOOK_CERT_HOSTS: z
    .string()
    .default('sns.*.amazonaws.com')
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .describe(
      "Hosts whose certificate may sign bKash's merchant payment notifications (Amazon SNS) at POST /api/v1/wallet/bkash-webhook, comma-separated; a * stands for one part of a name. A notification signed with any other host's certificate is refused.",
    ),
  // Couriers (docs/decisions/073): each is off until all its credentials are set.
  STEADFAST_API_KEY: z.string().min(1).optional().describe('Parcels through Steadfast Courier: the API key from its panel; with STEADFAST_SECRET_KEY, both or neither.'),
  STEADFAST_SECRET_KEY: z.string().min(1).optional().describe('Steadfast Courier: the secret key from its panel.'),
  STEADFAST_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://portal.packzy.com/api/v1')
    .describe("The base of Steadfast's API: live by default; a stand-in's address in tests."),
  PATHAO_CLIENT_ID: z.string().min(1).optional().describe('Parcels through Pathao Courier: the client ID of its merchant API; with PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD and PATHAO_STORE_ID, all five or none.'),
  PATHAO_CLIENT_SECRET: z.string().min(1).optional().describe('Pathao Courier: the client secret of its merchant API.'),
  PATHAO_USERNAME: z.string().min(1).optional().describe("Pathao Courier: the merchant account's login (its e-mail address)."),
  PATHAO_PASSWORD: z.string().min(1).optional().describe("Pathao Courier: the merchant account's password."),
  PATHAO_STORE_ID: z.coerce
    .number({ error: 'must be the number of a Pathao store' })
    .int('must be the number of a Pathao store')
    .positive('must be the number of a Pathao store')
    .optional()
    .describe('Pathao Courier: the store parcels are picked up from (its number in the merchant panel).'),
  PATHAO_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api-hermes.pathao.com')
    .describe("The base of Pathao's merchant API: live by default; https://courier-api-sandbox.pathao.com for its sandbox."),
  REDX_API_TOKEN: z.string().min(1).optional().describe("Parcels through RedX: the API access token from RedX's merchant panel (sent as a Bearer token)."),
  REDX_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://openapi.redx.com.bd/v1.0.0-beta')
    .describe("The base of RedX's OpenAPI: live by default; https://sandbox.redx.com.bd/v1.0.0-beta for its sandbox."),
  STEADFAST_WEBHOOK_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .describe("The Bearer token you give Steadfast's panel for its webhook to POST /api/v1/couriers/steadfast/webhook (24+ characters); unset, that address refuses every call."),
  PATHAO_WEBHOOK_SECRET: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .describe("The secret you give Pathao's panel for its webhook to POST /api/v1/couriers/pathao/webhook, sent back in X-PATHAO-Signature (24+ characters); unset, that address refuses every call."),
  REDX_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,100}$/, 'must be 24 to 100 letters, digits, - or _')
    .optional()
    .describe('RedX signs nothing: the secret in the webhook address you give RedX, POST /api/v1/couriers/redx/webhook/<secret> (24+ letters and digits); unset, that address does not exist.'),
  PARCEL_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .max(3_600_000)
    .default(300_000)
    .describe('How often the shop asks the couriers about parcels with no news from their webhooks (docs/decisions/074); each parcel is asked less often the longer it stays quiet.'),
  PAY_BKASH_WITH: z
    .enum(['bkash', 'sslcommerz', 'proof'], { error: 'must be bkash, sslcommerz or proof' })
    .optional()
    .describe("Where the checkout's 'Bkash' goes: bkash (its own checkout), sslcommerz (SSLCommerz's page) or proof (send money, then a payment proof). Unset: the best one configured, in that order; one not configured falls back to the next."),
  PAY_NAGAD_WITH: z
    .enum(['sslcommerz', 'proof'], { error: 'must be sslcommerz or proof' })
    .optional()
    .describe("Where the checkout's 'Nagad' goes: sslcommerz or proof. Unset: sslcommerz when configured, else proof."),
  SEED_DEMO: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe(
      'true seeds an empty database with the demo catalogue, pickup points and live demo promo codes (WELCOME10...). Unset: on for the embedded database (try the shop at once), off for PostgreSQL (a real shop\'s database).',
    ),
  OUTBOX_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .max(600_000)
    .default(5_000)
    .describe('How often the shop looks for messages to send.'),
  REFUND_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .max(3_600_000)
    .default(60_000)
    .describe('How often the refund worker looks for refunds due through SSLCommerz or bKash (docs/decisions/070); each refund keeps its own wait between looks.'),
  OUTBOX_LEASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000, 'must be at least 1000')
    .max(3_600_000)
    .default(120_000)
    .describe(
      'How long a message being sent is this process\'s before another may send it (docs/decisions/055); renewed every quarter of it while the send lasts, so it only runs out for a process that died.',
    ),
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
  if (Boolean(env.SSLCOMMERZ_STORE_ID) !== Boolean(env.SSLCOMMERZ_STORE_PASSWORD)) {
    ctx.addIssue({ code: 'custom', path: [env.SSLCOMMERZ_STORE_ID ? 'SSLCOMMERZ_STORE_PASSWORD' : 'SSLCOMMERZ_STORE_ID'], message: 'is required with the other: give both SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD or neither' });
  }
  const bkashSet = (['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const).filter((name) => env[name] !== undefined);
  if (bkashSet.length && bkashSet.length < 4) {
    for (const name of (['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const).filter((n) => env[n] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${bkashSet.join(', ')}: bKash needs all four of its credentials or none` });
    }
  }
  if (Boolean(env.STEADFAST_API_KEY) !== Boolean(env.STEADFAST_SECRET_KEY)) {
    ctx.addIssue({ code: 'custom', path: [env.STEADFAST_API_KEY ? 'STEADFAST_SECRET_KEY' : 'STEADFAST_API_KEY'], message: 'is required with the other: give both STEADFAST_API_KEY and STEADFAST_SECRET_KEY or neither' });
  }
  const pathao = ['PATHAO_CLIENT_ID', 'PATHAO_CLIENT_SECRET', 'PATHAO_USERNAME', 'PATHAO_PASSWORD', 'PATHAO_STORE_ID'] as const;
  const pathaoSet = pathao.filter((name) => env[name] !== undefined);
  if (pathaoSet.length && pathaoSet.length < pathao.length) {
    for (const name of pathao.filter((n) => env[n] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${pathaoSet.join(', ')}: Pathao needs all five of its settings or none` });
    }
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

/** The SSLCommerz client's settings, or undefined while SSLCommerz is off (docs/decisions/064). */
export function sslcommerzOptions(env: Env): SslcommerzOptions | undefined {
  if (!env.SSLCOMMERZ_STORE_ID || !env.SSLCOMMERZ_STORE_PASSWORD) return undefined;
  return { url: env.SSLCOMMERZ_API_URL, storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD };
}

/** The bKash client's settings, or undefined while bKash is off (docs/decisions/064). */
export function bkashOptions(env: Env): BkashOptions | undefined {
  if (!env.BKASH_APP_KEY || !env.BKASH_APP_SECRET || !env.BKASH_USERNAME || !env.BKASH_PASSWORD) return undefined;
  return { url: env.BKASH_API_URL, appKey: env.BKASH_APP_KEY, appSecret: env.BKASH_APP_SECRET, username: env.BKASH_USERNAME, password: env.BKASH_PASSWORD };
}

/** The Steadfast client's settings, or undefined while Steadfast is off (docs/decisions/073). */
export function steadfastOptions(env: Env): SteadfastOptions | undefined {
  if (!env.STEADFAST_API_KEY || !env.STEADFAST_SECRET_KEY) return undefined;
  return { url: env.STEADFAST_API_URL, apiKey: env.STEADFAST_API_KEY, secretKey: env.STEADFAST_SECRET_KEY };
}

/** The Pathao client's settings and the store it books from, or undefined while Pathao is off (docs/decisions/073). */
export function pathaoOptions(env: Env): (PathaoOptions & { storeId: number }) | undefined {
  if (!env.PATHAO_CLIENT_ID || !env.PATHAO_CLIENT_SECRET || !env.PATHAO_USERNAME || !env.PATHAO_PASSWORD || !env.PATHAO_STORE_ID) return undefined;
  return { url: env.PATHAO_API_URL, clientId: env.PATHAO_CLIENT_ID, clientSecret: env.PATHAO_CLIENT_SECRET, username: env.PATHAO_USERNAME, password: env.PATHAO_PASSWORD, storeId: env.PATHAO_STORE_ID };
}

/** The RedX client's settings, or undefined while RedX is off (docs/decisions/073). */
export function redxOptions(env: Env): RedxOptions | undefined {
  if (!env.REDX_API_TOKEN) return undefined;
  return { url: env.REDX_API_URL, token: env.REDX_API_TOKEN };
}

/**
 * Where the checkout's wallets go (docs/decisions/068): PAY_BKASH_WITH / PAY_NAGAD_WITH, or the best configured way;
 * a way whose gateway is not configured falls back to the next (bkash -> sslcommerz -> proof).
 */
export function paymentWaySettings(env: Env): OnlineGateways['ways'] {
  return resolveWays({ sslcommerz: sslcommerzOptions(env) !== undefined, bkash: bkashOptions(env) !== undefined }, { bkash: env.PAY_BKASH_WITH, nagad: env.PAY_NAGAD_WITH });
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
