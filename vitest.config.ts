import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const API_TESTS = ['apps/api/src/**/*.api.test.ts'];

/**
 * One run, several projects: unit tests, and the API suite once on PGlite and, when
 * TEST_DATABASE_URL is set (as .ci/run does), once more on a real PostgreSQL.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on the project's 2-core machines meant one worker. Every test
    // file has its own database (apps/api/test/global-setup.ts), so two run side by side: 4 min -> 2.5 min.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          // Shared 2-core machines: a test that starts a process or a database may wait for the CPU.
          testTimeout: 30_000,
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'e2e/*.test.ts'],
          exclude: [...API_TESTS, '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: API_TESTS,
          globalSetup: ['apps/api/test/global-setup.ts'],
          // No issued secret in any app's log (docs/decisions/053).
          setupFiles: ['apps/api/test/log-scan-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: API_TESTS,
                globalSetup: ['apps/api/test/global-setup.ts'],
                setupFiles: ['apps/api/test/log-scan-setup.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
