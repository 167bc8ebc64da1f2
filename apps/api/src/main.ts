import { resolve } from 'node:path';
import { pino, type Logger } from 'pino';
import { fileURLToPath } from 'node:url';
import { bkashOptions, EnvError, messageChannels, paymentWaySettings, readEnv, requireSharedSettings, s3Options, sslcommerzOptions, steadfastOptions } from './env';
import { channelsOffLines } from './modules/messages/channels/index';
import { openFileStorage } from './lib/file-storage';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';
import { renderUsedImages } from './db/seed/seed';
import { keepDataDirOwnerOnly } from './lib/owner-only';
import { removeServerFile, writeServerFile } from './modules/staff/server-file';

/**
 * Start-up and shutdown lines, in pino's JSON like every request line (docs/decisions/057). They say what the shop
 * decided and where it stands, so they show at LOG_LEVEL=warn too (as they did as plain text); `silent` hides them.
 */
function lifecycleLogger(level: string = 'info'): Logger {
  const quiet = ['warn', 'error', 'fatal'].includes(level);
  return pino({ level: quiet ? 'info' : level });
}

let log = lifecycleLogger();

async function main() {
  const env = readEnv();
  log = lifecycleLogger(env.LOG_LEVEL);
  // Several processes that each made their own secret would refuse each other's sessions and links: stop now.
  requireSharedSettings(env);
  if (env.TRUST_PROXY === true) {
    log.warn('TRUST_PROXY=true believes X-Forwarded-* from anyone who can reach this port; give the proxies\' addresses instead (docs/decisions/030).');
  }
  const channels = messageChannels(env);
  // The shop works without any: one line per channel that is off (docs/product/messages.md).
  for (const line of channelsOffLines(channels, env.PUBLIC_URL)) log.info(line);
  // Which gateways take payments and where the wallets go (docs/decisions/068); secrets are never logged.
  const ways = paymentWaySettings(env);
  log.info(`Online payments: SSLCommerz ${sslcommerzOptions(env) ? 'on' : 'off'}, bKash ${bkashOptions(env) ? 'on' : 'off'}; Bkash goes by ${ways.bkash}, Nagad by ${ways.nagad}.`);
  const dataDir = resolve(env.DATA_DIR);
  // Before anything is written: DATA_DIR and all under it for the shop's user only (docs/decisions/056).
  const modes = keepDataDirOwnerOnly(dataDir);
  if (modes.fixed) log.info(`DATA_DIR: took others' permissions off ${modes.fixed} folders and files in ${dataDir}.`);
  if (modes.failed.length) log.warn(`DATA_DIR: could not make ${modes.failed.length} folders or files owner-only (another user's?), e.g. ${modes.failed[0]}.`);
  const storage = openFileStorage({ dataDir, s3: s3Options(env) });
  const database = await prepareDatabase({ env, dataDir, log: (m) => log.info(m), warn: (m) => log.warn(m) });
  const app = await buildApp({
    database,
    dataDir,
    storage,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    publicUrl: env.PUBLIC_URL,
    google:
      env.GOOGLE_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    redisUrl: env.REDIS_URL,
    staffApiKey: env.STAFF_API_KEY,
    staffApiRemote: env.STAFF_API_REMOTE,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    wallet: { smsSecret: env.WALLET_SMS_SECRET, bkashWebhook: { certHosts: env.BKASH_WEBHOOK_CERT_HOSTS } },
    throttling: { signupsPerHour: env.SIGNUP_LIMIT_PER_HOUR },
    limits: {
      ordersPerHour: env.ORDER_LIMIT_PER_HOUR,
      unpaidOrders: env.UNPAID_ORDER_LIMIT,
      lineQuantity: env.CART_LINE_QUANTITY_LIMIT,
      cartLines: env.CART_LINE_LIMIT,
      unpaidOrderExpiryHours: env.UNPAID_ORDER_EXPIRY_HOURS,
      messageRetentionDays: env.MESSAGE_RETENTION_DAYS,
      promoTriesPerHour: env.PROMO_TRIES_PER_HOUR,
      promoTriesPerAddressPerHour: env.PROMO_TRIES_PER_ADDRESS_PER_HOUR,
      newsletterSignupsPerHour: env.NEWSLETTER_SIGNUPS_PER_HOUR,
      trackingTriesPerAddressPerHour: env.TRACKING_TRIES_PER_ADDRESS_PER_HOUR,
      trackingMissesPerOrderPerHour: env.TRACKING_MISSES_PER_ORDER_PER_HOUR,
      addressesPerAccount: env.ADDRESSES_PER_ACCOUNT,
      proofsPerOrder: env.PAYMENT_PROOFS_PER_ORDER,
      proofsPerDay: env.PAYMENT_PROOFS_PER_DAY,
      proofDecodes: env.PAYMENT_PROOF_DECODES,
      proofMaxDecodedBytes: env.PAYMENT_PROOF_MAX_DECODED_MB * 1024 * 1024,
    },
    messages: { channels, pollMs: env.OUTBOX_POLL_MS, leaseMs: env.OUTBOX_LEASE_MS },
    // The gateways (off unless configured), where the wallets go, and the reconciliation every minute (docs/decisions/068).
    payments: { sslcommerz: sslcommerzOptions(env), bkash: bkashOptions(env), ways: { bkash: env.PAY_BKASH_WITH, nagad: env.PAY_NAGAD_WITH }, reconcileEveryMs: 60_000 },
    couriers: { steadfast: steadfastOptions(env) },
    refundSweepMs: env.REFUND_POLL_MS,
    logger: { level: env.LOG_LEVEL },
  });
  // Stop taking connections, let the requests in flight finish, then close the database: a deploy or restart
  // cuts no order in half. A second signal, or SHUTDOWN_TIMEOUT_MS passing, stops at once (docs/decisions/030).
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error(`${signal} again: stopping now, without waiting for the requests in flight.`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing the requests in flight (at most ${env.SHUTDOWN_TIMEOUT_MS} ms), then stopping.`);
    setTimeout(() => {
      log.error(`Requests still running after SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS} ms): stopping now.`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // First, so the staff tool stops sending commands to a shop that is going away.
    removeServerFile(dataDir);
    await app.close();
    await database.close();
    log.info('Stopped.');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) =>
    stop(signal).catch((error: unknown) => {
      log.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  writeServerFile(dataDir, { port: typeof address === 'object' && address ? address.port : env.PORT, pid: process.pid });
  log.info(`Shop ready at http://localhost:${env.PORT} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`);
  // The demo images the database points at and the storage lacks (a new DATA_DIR or bucket, a first start), drawn
  // while the shop already answers: a missing picture for a minute rather than a shop that does not start.
  renderUsedImages(database.db, storage, (m) => log.info(m)).then(
    (written) => {
      if (written) log.info(`Rendered ${written} missing demo images.`);
    },
    (error: unknown) => log.warn(`Rendering the demo images failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

main().catch((error: unknown) => {
  // The message only, never a stack: what to fix, in one line an operator reads.
  if (error instanceof EnvError) log.fatal(error.message);
  else log.fatal(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** The payment gateways' clients, once per process, from their settings; a gateway not configured is left out. */
