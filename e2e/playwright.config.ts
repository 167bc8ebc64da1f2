import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

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
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { ...(process.env as Record<string, string>), PORT: String(PORT), LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
