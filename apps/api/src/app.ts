import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { ResponseCache } from './lib/response-cache';
import { createCatalogueChanges, createSharedCatalogueChanges } from './lib/catalogue-changes';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes';
import { cartRoutes } from './routes/cart/cart.routes';
import { cartLegacyRoutes } from './routes/cart/cart-legacy.routes';
import { orderRoutes } from './routes/orders/orders.routes';
import { orderTrackingRoutes } from './routes/orders/order-tracking.routes';
import { paymentProofRoutes } from './routes/payment-proofs/payment-proofs.routes';
import { pickupPointRoutes } from './routes/pickup-points/pickup-points.routes';
import { deliveryRoutes } from './routes/delivery/delivery.routes';
import { promoLegacyRoutes, promoRoutes } from './routes/promo/promo.routes';
import { createTokenService, loadTokenSecret } from './modules/auth/tokens';
import { authRoutes, sessionRoutes } from './routes/auth/auth.routes';
import { googleRoutes } from './routes/auth/google.routes';
import { accountLinkRoutes, verificationRoutes } from './routes/auth/account-links.routes';
import { phoneSignInRoutes, phoneVerifyRoutes } from './routes/auth/phone.routes';
import { createThrottle } from './modules/auth/throttle';
import { accountRoutes } from './routes/account/account.routes';
import { staffRoutes } from './routes/staff/staff.routes';
import { staffBackupRoutes } from './routes/staff/backup.routes';
import { loadStaffKey } from './modules/staff/staff-key';
import { loadTotpKey, sealPlainTotpSecrets } from './modules/staff/totp-secret';
import { adminRoutes } from './routes/admin/admin.routes';
import { wishlistRoutes } from './routes/wishlist/wishlist.routes';
import { myReviewRoutes, productReviewRoutes, reviewRoutes } from './routes/reviews/reviews.routes';
import { returnRoutes } from './routes/returns/returns.routes';
import { feedRoutes } from './routes/seo/feeds.routes';
import { sitemapRoutes } from './routes/seo/sitemap.routes';
import { walletRoutes, type WalletRouteOptions } from './routes/wallet/wallet.routes';
import { openRateLimitStore } from './lib/rate-limit-store';
import { DEFAULT_LIMITS, type ShopLimits } from './lib/limits';
import { createRateGate } from './lib/rate-gate';
import { promoTries } from './modules/promo/promo-tries';
import { startExpiryWorker } from './workflows/expiry-worker';
import { startRefundWorker } from './workflows/refund-worker';
import { startRetentionWorker } from './workflows/retention';
import type { Periodic } from './lib/periodic';
import { requireUser } from './plugins/authenticate';
import { handleError, registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { echoRequestId, loggingOptions } from './plugins/request-logging';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { localFileStorage, type FileStorage } from './lib/file-storage';
import { LOCAL_SHOP_URL, openChannels, type ChannelConfig, type MessageChannels } from './modules/messages/channels/index';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './modules/messages/outbox-worker';
import { useSealingSecret } from './modules/messages/seal';
import { useDigestSecret } from './lib/keyed-digest';
import { createBkashClient, type BkashOptions } from './modules/online-payments/gateways/bkash';
import { createSslcommerzClient, type SslcommerzOptions } from './modules/online-payments/gateways/sslcommerz';
import { createSteadfastClient, type SteadfastOptions } from './modules/couriers/clients/steadfast';
import { resolveWays, type OnlineGateways, type WayWishes } from './modules/online-payments/ways';
import { onlinePaymentPublicRoutes, onlinePaymentRoutes } from './routes/payments/online-payments.routes';
import { DEFAULT_ONLINE_PAYMENT_LIMITS, type OnlinePaymentLimits } from './workflows/start-online-payment';
import { startReconciliationWorker } from './workflows/reconciliation-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages' worker (docs/decisions/046): tests send what is due with `app.outbox.deliverDue()`. */
    outbox: OutboxWorker;
    /** The refund worker (docs/decisions/070): tests run it with `app.refunds.runNow()`. */
    refunds: Periodic;
    /** The reconciliation of open payment attempts (docs/decisions/068): tests run it with `runNow()`. */
    reconciliation: Periodic;
    /** The app's gateway clients (one each, so bKash's token is kept) and where each checkout choice goes. */
    gateways: OnlineGateways;
    /** The e-mail and SMS channels as configured (null when off): the outbox's, and one-time codes sent at once. */
    channels: MessageChannels;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  dataDir: string;
  /** Images and payment-proof screenshots: the bucket of S3_* when configured, else folders under dataDir (docs/decisions/040). */
  storage?: FileStorage;
  /** The built web app; page routes answer its index.html. */
  webDistDir?: string;
  catalogCacheTtlMs?: number;
  /** Tests: addresses per sitemap file of products (default and most: the protocol's 50 000; docs/decisions/060). */
  sitemapUrlsPerFile?: number;
  /** Session tokens: JWT_SECRET (else a secret kept in dataDir) and lifetime. */
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  /** Where shoppers reach the shop; Google's redirect URL is built from it. */
  publicUrl?: string;
  /** Google sign-in (OpenID Connect); absent means the button says it is not available. */
  google?: { issuer: string; clientId: string; clientSecret: string };
  /** Shared throttling store; absent means in-memory (one process). */
  redisUrl?: string;
  /**
   * Tests: a clock to move and a key prefix of their own on a shared Redis; sign-ups allowed per address per hour;
   * the clock of Redis's circuit breakers, moved past their cool-down (docs/decisions/052).
   */
  throttling?: { now?: () => number; keyPrefix?: string; signupsPerHour?: number; breakerNow?: () => number };
  /** What one shopper may repeat (docs/decisions/025); unset ones take DEFAULT_LIMITS. */
  limits?: Partial<ShopLimits>;
  /** How often the shop looks for unpaid orders past their time (0: never; tests sweep by hand). */
  expirySweepMs?: number;
  /** How often the refund worker looks for refunds due (default a minute; 0: never, tests run it by hand), and its clock. */
  refundSweepMs?: number;
  refundNow?: () => number;
  /** How often the shop forgets messages and links past their keeping (0: never; tests run it by hand). */
  retentionSweepMs?: number;
  /** Behind a reverse proxy: which peers' X-Forwarded-* to believe (addresses/CIDRs), so throttling sees shoppers' addresses. */
  trustProxy?: boolean | string | string[];
  /** Staff API key (else one kept in dataDir), and whether it answers other machines than this one. */
  staffApiKey?: string;
  staffApiRemote?: boolean;
  /** Seals staff one-time-code secrets (TOTP_ENCRYPTION_KEY, else a key kept in dataDir; docs/decisions/053). */
  totpEncryptionKey?: string;
  /** Back-office sessions end after this long without a request (default 30 minutes). */
  staffIdleMs?: number;
  /**
   * Messages to shoppers (docs/decisions/046): the configured channels (a channel absent is off), how often the
   * worker looks for messages due (0 or unset: never by itself; tests call app.outbox.deliverDue()), and the
   * worker's clock, lease and retries for tests.
   */
  messages?: { channels?: ChannelConfig | MessageChannels; pollMs?: number } & Partial<Pick<OutboxWorkerOptions, 'now' | 'batch' | 'leaseMs' | 'renewEveryMs' | 'maxAttempts' | 'retryBaseMs' | 'afterSend'>>;
  logger?: FastifyServerOptions['logger'];
  /**
   * Online payments (docs/decisions/064, 068): each gateway's settings (absent: off), where the wallets go
   * (PAY_BKASH_WITH, PAY_NAGAD_WITH), the limits, and the reconciliation's period (0: never by itself; tests run it
   * with app.reconciliation.runNow()) and clock.
   */
  payments?: {
    sslcommerz?: SslcommerzOptions;
    bkash?: BkashOptions;
    ways?: WayWishes;
    limits?: Partial<OnlinePaymentLimits>;
    reconcileEveryMs?: number;
    now?: () => number;
  };
  /** Lets /metrics answer other machines that send `Authorization: Bearer <token>` (METRICS_TOKEN, docs/decisions/057). */
  metricsToken?: string;
  /**
   * Money to the shop's own wallet numbers (docs/decisions/069): WALLET_SMS_SECRET (unset: no SMS address), the SMS
   * address's rate, and bKash's merchant webhook with the hosts allowed to sign it (absent: no webhook address).
   */
  wallet?: Omit<WalletRouteOptions, 'db' | 'gate'>;
  /** The couriers (docs/decisions/073): each one's settings; a courier absent is off. The cash screen reads Steadfast's balance. */
  couriers?: { steadfast?: SteadfastOptions };
}

function isOpenChannels(channels: ChannelConfig | MessageChannels): channels is MessageChannels {
  return 'sms' in channels;
}

/** Builds the whole server: used by main.ts and by every test, which injects requests into it. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    // Request ids, and a log without secrets or shoppers' data (plugins/request-logging.ts).
    ...loggingOptions(options.logger ?? false),
    bodyLimit: 8 * 1024 * 1024,
    // Large catalogue answers stay behind a proxy's timeouts; slow clients cannot hold sockets forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (a malformed or over-long path) answer like every other error.
    frameworkErrors: handleError,
    trustProxy: options.trustProxy ?? false,
  });
  const db = options.database.db;
  const storage = options.storage ?? localFileStorage({ dataDir: options.dataDir });
  const cache = new ResponseCache(options.catalogCacheTtlMs ?? 10_000);
  // Shared by every shop process through Redis where configured, so each drops its cache (docs/decisions/041).
  const catalogueChanges = options.redisUrl
    ? createSharedCatalogueChanges({
        redisUrl: options.redisUrl,
        keyPrefix: options.throttling?.keyPrefix,
        breakerNow: options.throttling?.breakerNow,
        onFault: (err) => app.log.warn({ err }, 'catalogue changes cannot reach Redis: other processes drop their caches when they expire'),
      })
    : createCatalogueChanges();
  catalogueChanges.subscribe(() => cache.clear());
  app.addHook('onClose', () => catalogueChanges.close());
  const tokenSecret = loadTokenSecret(options.jwtSecret, options.dataDir);
  const tokens = createTokenService(tokenSecret, options.tokenTtlSeconds ?? 7 * 86_400);
  // Secrets in the outbox (a one-time link) are sealed under a key derived from the same secret (docs/decisions/046).
  useSealingSecret(tokenSecret);
  useDigestSecret(tokenSecret);
  // Staff one-time-code secrets are sealed at rest; any stored before sealing existed are sealed now.
  const totpKey = loadTotpKey(options.totpEncryptionKey, options.dataDir);
  await sealPlainTotpSecrets(db, totpKey);

  const rateLimits = openRateLimitStore({ redisUrl: options.redisUrl, ...options.throttling, log: app.log });
  app.addHook('onClose', () => rateLimits.close());
  const throttle = createThrottle(rateLimits, app.log, options.throttling?.signupsPerHour);
  const limits: ShopLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const gate = createRateGate(rateLimits, app.log);
  const countPromoTry = promoTries(gate, limits);
  // E-mailed links (docs/decisions/047) point at the shop's public address, never at a request's Host.
  const links = { base: options.publicUrl ?? LOCAL_SHOP_URL };
  const now = options.throttling?.now ?? Date.now;
  const expiry = startExpiryWorker({ db, log: app.log, hours: limits.unpaidOrderExpiryHours, everyMs: options.expirySweepMs ?? 60_000 });
  app.addHook('onClose', () => expiry.stop());
  const retention = startRetentionWorker({ db, log: app.log, messageDays: limits.messageRetentionDays, everyMs: options.retentionSweepMs ?? 60 * 60_000, now });
  app.addHook('onClose', () => retention.stop());
  const { channels: channelConfig, pollMs, ...workerOptions } = options.messages ?? {};
  const channels = channelConfig && isOpenChannels(channelConfig) ? channelConfig : openChannels(channelConfig ?? {});
  const metrics = createMetrics(options.database);
  app.addHook('onClose', () => metrics.close());
  const outbox = startOutboxWorker({ db, log: app.log, channels, everyMs: pollMs ?? 0, shopUrl: links.base, onOutcome: metrics.messageHandled, ...workerOptions });
  app.addHook('onClose', () => outbox.stop());
  app.decorate('outbox', outbox);
  app.decorate('channels', channels);
  // One client per gateway per app: bKash's token is kept and renewed, not granted per payment (docs/decisions/064).
  const payments = options.payments ?? {};
  const sslcommerz = payments.sslcommerz ? createSslcommerzClient(payments.sslcommerz) : undefined;
  const bkash = payments.bkash ? createBkashClient(payments.bkash) : undefined;
  const gateways: OnlineGateways = { sslcommerz, bkash, ways: resolveWays({ sslcommerz: Boolean(sslcommerz), bkash: Boolean(bkash) }, payments.ways) };
  const paymentsNow = payments.now ?? now;
  const onlinePayments = { db, gateways, gate, limits: { ...DEFAULT_ONLINE_PAYMENT_LIMITS, ...payments.limits }, publicUrl: options.publicUrl, now: paymentsNow };
  const reconciliation = startReconciliationWorker({ db, gateways, log: app.log, everyMs: sslcommerz || bkash ? (payments.reconcileEveryMs ?? 0) : 0, now: paymentsNow });
  app.addHook('onClose', () => reconciliation.stop());
  app.decorate('reconciliation', reconciliation);
  app.decorate('gateways', gateways);
  // Without a gateway there is nothing to refund through: the worker runs only when asked (tests; docs/decisions/070).
  const refunds = startRefundWorker({ db, log: app.log, gateways, everyMs: sslcommerz || bkash ? (options.refundSweepMs ?? 60_000) : 0, now: options.refundNow });
  app.addHook('onClose', () => refunds.stop());
  app.decorate('refunds', refunds);

  echoRequestId(app);
  registerMetrics(app, { metrics, token: options.metricsToken });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // At the root, before the built files and the pages (docs/decisions/060): the build's own robots.txt is not served.
  await app.register(sitemapRoutes, { db, publicUrl: options.publicUrl, urlsPerFile: options.sitemapUrlsPerFile });
  await app.register(feedRoutes, { db, publicUrl: options.publicUrl });
  await registerStaticFiles(app, { storage, webDistDir: options.webDistDir, catalogueChanges, publicUrl: options.publicUrl });
  await app.register(healthRoutes, { db, rateLimits, outside: { storage, mail: channels.email, sms: channels.sms } });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok', database: options.database.kind }));
      await api.register(catalogRoutes, { db, cache });
      await api.register(newsletterRoutes, { db, gate, signupsPerHour: limits.newsletterSignupsPerHour });
      // The public tracking page's lookup, outside the bearer scope (docs/decisions/045).
      await api.register(orderTrackingRoutes, { db, gate, limits });
      await api.register(pickupPointRoutes, { db });
      await api.register(deliveryRoutes, { db });
      await api.register(productReviewRoutes, { db });
      await api.register(walletRoutes, { db, gate, ...options.wallet });
      await api.register(onlinePaymentPublicRoutes, onlinePayments);
      await api.register(authRoutes, { db, tokens, throttle, tokenSecret, publicUrl: options.publicUrl, links, now });
      await api.register(accountLinkRoutes, { db, tokens, throttle, gate, links, now });
      // Signing in by phone with an SMS code (docs/decisions/076).
      await api.register(phoneSignInRoutes, { db, tokens, throttle, channels, now });
      await api.register(googleRoutes, { db, tokens, tokenSecret, google: options.google, publicUrl: options.publicUrl });
      // Personal routes: every one needs a verified bearer token and touches only the caller's rows.
      await api.register(async (personal) => {
        personal.addHook('onRequest', requireUser(tokens, db));
        await personal.register(cartRoutes, { db, limits });
        await personal.register(sessionRoutes, { db, tokens, throttle });
        await personal.register(verificationRoutes, { db, gate, links, now });
        await personal.register(phoneVerifyRoutes, { db, throttle, channels, now });
        await personal.register(accountRoutes, { db, gate, links, now, addressesPerAccount: limits.addressesPerAccount });
        await personal.register(orderRoutes, { db, limits, gate, countPromoTry });
        await personal.register(paymentProofRoutes, {
          db,
          storage,
          rates: gate,
          limits,
        });
        await personal.register(onlinePaymentRoutes, onlinePayments);
        await personal.register(promoRoutes, { db, countPromoTry });
        await personal.register(wishlistRoutes, { db });
        await personal.register(reviewRoutes, { db });
        await personal.register(returnRoutes, { db });
      });
      // Staff: the staff tool's commands for a running shop; a staff key, never a shopper's token.
      await api.register(staffRoutes, { db, key: loadStaffKey(options.staffApiKey, options.dataDir), allowRemote: options.staffApiRemote ?? false, prefix: '/staff' });
      // The back office (docs/decisions/037): staff accounts with cookie sessions, roles and an audit log.
      await api.register(adminRoutes, {
        db,
        throttle,
        secret: tokenSecret,
        totpKey,
        now: options.throttling?.now ?? Date.now,
        idleMs: options.staffIdleMs,
        storage,
        catalogueChanges,
        wakeOutbox: () => outbox.wake(),
        gateways,
        couriers: { steadfast: options.couriers?.steadfast ? createSteadfastClient(options.couriers.steadfast) : undefined },
        prefix: '/admin',
      });
      await api.register(staffBackupRoutes, { database: options.database, key: loadStaffKey(options.staffApiKey, options.dataDir), allowRemote: options.staffApiRemote ?? false, prefix: '/staff' });
    },
    { prefix: '/api/v1' },
  );
  // The old site's cart call outside /api/v1 (docs/product/cart.md), personal like the rest.
  await app.register(
    async (legacyCart) => {
      legacyCart.addHook('onRequest', requireUser(tokens, db));
      await legacyCart.register(cartLegacyRoutes, { db, limits });
    },
    { prefix: '/api' },
  );
  // The old site's promo call outside /api/v1 (docs/product/newsletter-and-promo.md), personal too.
  await app.register(
    async (legacyPromo) => {
      legacyPromo.addHook('onRequest', requireUser(tokens, db));
      await legacyPromo.register(promoLegacyRoutes, { db, countPromoTry });
    },
    { prefix: '/api' },
  );
  // The old site's review calls outside /api/v1 (GET /api/reviews/my, DELETE /api/reviews/{id}; docs/product/returns-and-reviews.md), personal too.
  await app.register(
    async (legacyReviews) => {
      legacyReviews.addHook('onRequest', requireUser(tokens, db));
      await legacyReviews.register(myReviewRoutes, { db });
    },
    { prefix: '/api' },
  );
  app.decorate('catalogCache', cache);
  return app;
}
