import { defineConfig, devices } from '@playwright/test';
import { mailboxPorts } from './mailbox/ports';
import { E2E_STEADFAST_WEBHOOK_TOKEN, E2E_WALLET_SMS_SECRET, standInPorts } from './stand-ins/ports';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local OpenID provider standing in for Google (e2e/oidc); the shop is configured for it. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1000);
const GOOGLE_ENV = {
  GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  GOOGLE_CLIENT_ID: 'bazar-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-only-client-secret',
};

/** The mailbox receiving the shop's e-mails (e2e/mailbox): the shop sends to its SMTP port, the tests read its HTTP. */
const MAILBOX = mailboxPorts(PORT);

/**
 * The payment gateways' stand-ins (e2e/stand-ins): both gateways are on, as a shop with SSLCommerz and bKash
 * configured; Nagad goes the payment proof's way (the proof and wallet-SMS journeys use it).
 */
const STAND_INS = standInPorts(PORT);
const PAYMENT_ENV = {
  SSLCOMMERZ_STORE_ID: 'bazar0test',
  SSLCOMMERZ_STORE_PASSWORD: 'bazar0test@ssl',
  SSLCOMMERZ_API_URL: `http://127.0.0.1:${STAND_INS.sslcommerz}`,
  BKASH_APP_KEY: 'bazar-app-key',
  BKASH_APP_SECRET: 'bazar-app-secret',
  BKASH_USERNAME: 'bazarTokenizedUser',
  BKASH_PASSWORD: 'bazarTokenizedUser@12345',
  BKASH_API_URL: `http://127.0.0.1:${STAND_INS.bkash}`,
  PAY_NAGAD_WITH: 'proof',
  WALLET_SMS_SECRET: E2E_WALLET_SMS_SECRET,
};

/** The couriers' and SMS stand-ins (e2e/stand-ins): Steadfast is on; every SMS goes to the control server, which keeps it. */
const DELIVERY_ENV = {
  STEADFAST_API_KEY: 'bazar-steadfast-api-key',
  STEADFAST_SECRET_KEY: 'bazar-steadfast-secret-key',
  STEADFAST_API_URL: `http://127.0.0.1:${STAND_INS.steadfast}`,
  STEADFAST_WEBHOOK_TOKEN: E2E_STEADFAST_WEBHOOK_TOKEN,
  SMS_WEBHOOK_URL: `http://127.0.0.1:${STAND_INS.control}/sms`,
};

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
/**
 * The test files that change what every other test reads: the category structure (menu, home tiles, category list)
 * and the Men category's products (its count of items and its brand filter).
 */
const CHANGES_THE_CATALOGUE = /(admin-categories|admin-products|catalogue-journey)\.spec\.ts$/;

/** Browser tests in Debian's Chromium against the built shop, started fresh by the test run. */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // A trace keeps the page's DOM at each step, which is what a failure needs; the screencast beside it
    // (a JPEG per frame for every test, kept only for failures) cost about a third of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: CHANGES_THE_CATALOGUE },
    // Tests that add, move and hide categories, or add products to Men, change the menu, the home page's tiles, the
    // category list and Men's item count every other test reads: they run once those are done (a failure half-way
    // left a category at the top of the menu; a product added to Men while the category page was read made its
    // brand filter one longer than the brands the test had asked for).
    { name: 'catalogue-changes', use: DESKTOP, testMatch: CHANGES_THE_CATALOGUE, dependencies: ['desktop'] },
  ],
  webServer: [
    {
      command: 'node --import tsx oidc/provider.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { ...(process.env as Record<string, string>), ...GOOGLE_ENV, OIDC_PORT: String(OIDC_PORT), SHOP_URL: `http://127.0.0.1:${PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx mailbox/server.ts',
      url: `http://127.0.0.1:${MAILBOX.http}/health`,
      env: { ...(process.env as Record<string, string>), SHOP_PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx stand-ins/server.ts',
      url: `http://127.0.0.1:${STAND_INS.control}/health`,
      env: { ...(process.env as Record<string, string>), SHOP_PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node start-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      // Every browser test signs up (subscribes to the newsletter and tries promo codes) from 127.0.0.1: the per-address limits are raised for the run.
      env: {
        ...(process.env as Record<string, string>),
        ...GOOGLE_ENV,
        ...PAYMENT_ENV,
        ...DELIVERY_ENV,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_HOUR: '10000',
        NEWSLETTER_SIGNUPS_PER_HOUR: '10000',
        PROMO_TRIES_PER_ADDRESS_PER_HOUR: '10000',
        // The shop's e-mails go to the mailbox, and the worker looks for them twice a second.
        SMTP_URL: `smtp://127.0.0.1:${MAILBOX.smtp}`,
        MAIL_FROM: 'Bazar <orders@bazar.test>',
        OUTBOX_POLL_MS: '500',
        // The refund worker looks every second, so a refund is followed to done within its own first wait.
        REFUND_POLL_MS: '1000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
