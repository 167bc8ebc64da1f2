import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local OpenID provider standing in for Google (e2e/oidc); the shop is configured for it. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1000);
const GOOGLE_ENV = {
  GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  GOOGLE_CLIENT_ID: 'bazar-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-only-client-secret',
};

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
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
      command: 'node start-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      // Every browser test signs up (subscribes to the newsletter and tries promo codes) from 127.0.0.1: the per-address limits are raised for the run.
      env: {
        ...(process.env as Record<string, string>),
        ...GOOGLE_ENV,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_HOUR: '10000',
        NEWSLETTER_SIGNUPS_PER_HOUR: '10000',
        PROMO_TRIES_PER_ADDRESS_PER_HOUR: '10000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
