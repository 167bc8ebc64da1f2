import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { strayErrorCode } from './fuzz/run-fuzz';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { withDatabase } from './global-setup';
import { captureLog, noteSecretsInAnswer, noteSecretsInText } from './log-scan';

export const DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the seeded test database, dropped by the returned cleanup. */
async function freshDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (DB_KIND === 'pglite') {
    const dump = readFileSync(inject('pgliteDump'));
    const database = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await freshPostgresDatabase();
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** PostgreSQL only: a new database made from the seeded template; its URL, and drop() that removes it. */
export async function freshPostgresDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return {
    url: withDatabase(url, name),
    name,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The app's log goes to the log scan (log-scan.ts), at debug level unless the test chose a logger of its own,
 * whose lines are then passed on to it as well.
 */
function scannedLogger(logger: AppOptions['logger']): AppOptions['logger'] {
  if (typeof logger === 'object' && logger !== null && !('child' in logger)) {
    const own = 'stream' in logger ? (logger.stream as { write(line: string): unknown } | undefined) : undefined;
    return { ...logger, stream: captureLog(own ?? process.stdout) };
  }
  return logger === undefined || logger === false ? { level: 'debug', stream: captureLog() } : logger;
}

/**
 * Builds the whole app on a fresh database; close() tears both down. Call in beforeAll. Every error answer a
 * test provokes is checked on the way out: close() fails the file if one carried a code or a field code outside
 * the shared lists (docs/decisions/032). Every answer's secrets are noted for the log scan (log-scan.ts).
 */
export async function buildTestApp(options: Partial<AppOptions> = {}) {
  const { database, drop } = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
  const app = await buildApp({ database, dataDir, catalogCacheTtlMs: 0, ...options, logger: scannedLogger(options.logger) });
  const strays: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string') noteSecretsInAnswer(payload, String(reply.getHeader('content-type') ?? ''), reply.getHeader('set-cookie'));
    else noteSecretsInAnswer('', '', reply.getHeader('set-cookie'));
    // A redirect may carry a token too (the Google sign-in's result page, in its fragment).
    noteSecretsInText(String(reply.getHeader('location') ?? ''));
    const stray = typeof payload === 'string'
      ? strayErrorCode({ statusCode: reply.statusCode, headers: { 'content-type': String(reply.getHeader('content-type') ?? '') }, body: payload })
      : null;
    if (stray) strays.push(`${request.method} ${request.url} answered ${reply.statusCode} with ${stray}`);
    return payload;
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (strays.length > 0) throw new Error(`Error answers with a code outside ErrorCode or FIELD_ERROR_CODES:\n${strays.slice(0, 20).join('\n')}`);
    },
  };
}
