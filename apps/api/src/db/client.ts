import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { fsyncTree } from '../lib/fsync';
import { ownerOnlyTree } from '../lib/owner-only';
import { retryOnConflict } from '../lib/pg-errors';
import { durablePgliteOptions } from './pglite-durable';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction's callback receives: what a step that must share its caller's transaction takes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs fn while holding a cluster-wide lock, so concurrent start-ups migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's files as an uncompressed tarball, after a checkpoint (backups, decision 026). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL's connection pool now: connections open, idle, and requests waiting for one (the metrics, decision 057). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Where the database's own warnings go (a lost connection, a failed checkpoint): main.ts's JSON log; else the console. */
type Warn = (message: string) => void;

export type DatabaseOptions = { warn?: Warn } & (
  /** statementTimeoutMs: tests shorten the 30 s limit of POSTGRES_TIMEOUTS. */
  | { url: string; poolSize?: number; statementTimeoutMs?: number }
  /**
   * dataDir undefined = in memory; loadDataDir = a dump made by dumpPglite (tests start from a seeded copy).
   * sync false = on disk without flushing (EMBEDDED_DB_FSYNC=false, decision 026).
   */
  | { url?: undefined; dataDir?: string; loadDataDir?: Blob | File; sync?: boolean }
);

export const STARTUP_LOCK_KEY = 72_211_2026;
/** PostgreSQL's checkpoint_timeout default; see openPglite. */
export const CHECKPOINT_EVERY_MS = 5 * 60_000;

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (options.url !== undefined) return openPostgres(options.url, options.poolSize ?? 10, warn, options.statementTimeoutMs);
  return openPglite(options.dataDir, options.loadDataDir, options.sync ?? true, warn);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined, sync: boolean, warn: Warn): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const durable = dataDir !== undefined && sync;
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(durable ? durablePgliteOptions(dataDir) : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // PGlite writes the database it makes (its initdb copy) and the files it writes on each start 0666 and 0644,
  // whatever the process's umask: password hashes and shoppers' data for the shop's user only (docs/decisions/056).
  if (dataDir) ownerOnlyTree(dataDir);
  // From here every commit is flushed before it answers. PGlite writes a new database (its initdb copy, a
  // loaded dump) without any flush, and a database written before decision 026 was never flushed: now it is.
  if (durable) fsyncTree(dataDir);
  // PostgreSQL in single-user mode never checkpoints by itself: the WAL would grow, and a start after a crash
  // replay it, from the shop's start on. A checkpoint as often as PostgreSQL's default keeps both short.
  const checkpoints = dataDir
    ? setInterval(() => {
        client.exec('CHECKPOINT').catch((error: unknown) => warn(`Embedded database checkpoint failed: ${(error as Error).message}`));
      }, CHECKPOINT_EVERY_MS).unref()
    : undefined;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One embedded database belongs to one process, so there is nobody to lock out.
    withStartupLock: (fn) => fn(),
    close: async () => {
      clearInterval(checkpoints);
      await client.close();
    },
    async dumpDataDir() {
      // The files then hold every commit (less WAL to replay on restore); the dump itself runs while no
      // query does, so it is a consistent copy even with commits after the checkpoint.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

/*
 * Time limits of the connection to PostgreSQL (docs/decisions/028): a server that is down or unreachable answers
 * a request with 503 within seconds instead of holding it; a runaway statement or a transaction left open cannot
 * hold rows (stock) locked for ever. Seeding and migrations run under the same limits: their statements take
 * well under a second each, even for the 100 000-product benchmark catalogue.
 */
const POSTGRES_TIMEOUTS = {
  /** Opening a connection, and waiting for a free one from the pool. */
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
};

async function openPostgres(url: string, poolSize: number, warn: Warn, statementTimeoutMs = POSTGRES_TIMEOUTS.statement_timeout): Promise<DatabaseHandle> {
  const pool = new SafePool({ connectionString: url, max: poolSize, keepAlive: true, ...POSTGRES_TIMEOUTS, statement_timeout: statementTimeoutMs });
  // A connection the server drops (restart, failover, pg_terminate_backend) must never end the process. pg-pool
  // re-emits an idle connection's error here; a checked-out one emits 'error' on itself, where an event nobody
  // listens to is fatal, so every connection gets a listener of its own. The query that was using it fails and
  // is answered 503 (plugins/errors.ts); the pool opens a new connection for the next.
  const lost = (error: Error) => warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('connect', (client) => client.on('error', lost));
  // Said once already by the connection's own listener above.
  pool.on('error', () => undefined);
  // Fail start-up now, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = retryingConflicts(drizzlePg(pool, { schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      // A connection of its own, outside the pool and without the statement timeout: a process that starts while
      // another migrates or seeds (an import's worth of products) waits for it as long as it takes, rather than
      // dying after 30 s (docs/decisions/056). The lock goes with the connection if this process dies.
      const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectionTimeoutMillis });
      c.on('error', lost);
      await c.connect();
      try {
        // Not even one a role or database sets (ALTER ROLE ... SET statement_timeout).
        await c.query('SET statement_timeout = 0; SET lock_timeout = 0');
        await c.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await c.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await c.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Every transaction of the shop, run again a few times when PostgreSQL ends it for a deadlock or a serialization
 * failure (retryOnConflict, docs/decisions/054); then its error is answered 503 (plugins/errors.ts). Only the
 * outermost: a nested transaction (a savepoint) fails its whole transaction, which is the one run again. The
 * embedded database runs one statement at a time and meets no such conflict.
 */
function retryingConflicts(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => retryOnConflict(() => transaction(run, config));
  return db;
}

/**
 * A pool whose checked-out connections go back the moment they break. Drizzle's transaction() sends `begin`
 * before its try/finally, so a connection lost during `begin` was never released: each such fault kept a pool
 * slot for good, and once all were kept every request waited for ever. Here a broken connection is released
 * (and so discarded) at once, and the holder's own release later is a no-op.
 */
class SafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    // The callback form is pg-pool's own query(), which already releases a connection that breaks under it.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenBroken);
  }
}

function releaseWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const once = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  const onError = (error: Error) => once(error);
  client.on('error', onError);
  client.release = once;
  return client;
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, config);
  else await migratePg(handle.db as never, config);
}
