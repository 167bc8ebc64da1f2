import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKPOINT_EVERY_MS, openDatabase, type DatabaseHandle } from './client';
import { queryRows } from './query';
import { flush } from '../lib/fsync';

// The embedded database's commits reach the disk before they answer (decision 026): every fsync the
// database makes is watched on its way to the kernel, and named by the file it flushes.

const realFsync = flush.fsync;
let flushed: string[] = [];
let dir: string;
let handle: DatabaseHandle | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-durable-'));
  flush.fsync = (fd) => {
    flushed.push(readlinkSync(`/proc/self/fd/${fd}`));
    realFsync(fd);
  };
});
afterEach(async () => {
  vi.useRealTimers();
  await handle?.close();
  handle = undefined;
  flush.fsync = realFsync;
  flushed = [];
  rmSync(dir, { recursive: true, force: true });
});

const orderPlaced = (db: DatabaseHandle['db'], n: number) => db.execute(sql`INSERT INTO placed (n) VALUES (${n})`);
const walFlushes = () => flushed.filter((path) => path.includes('/pg_wal/')).length;

// A new database is an initdb in WebAssembly: seconds each on a busy machine.
describe.runIf(process.platform === 'linux')('the embedded database on disk', { timeout: 120_000 }, () => {
  it('flushes a new database once open, the WAL for every commit before it answers, the data files at a checkpoint', async () => {
    handle = await openDatabase({ dataDir: join(dir, 'db') });
    expect(flushed).toContain(join(dir, 'db', 'PG_VERSION'));
    expect(flushed).toContain(join(dir, 'db', 'global', 'pg_control'));

    await handle.db.execute(sql`CREATE TABLE placed (n int)`);
    for (let n = 0; n < 5; n += 1) {
      const before = walFlushes();
      await orderPlaced(handle.db, n);
      expect(walFlushes()).toBeGreaterThan(before);
    }

    flushed = [];
    await handle.db.execute(sql`CHECKPOINT`);
    expect(flushed.some((path) => /\/base\/\d+\/\d+$/.test(path))).toBe(true);
    expect(flushed.at(-1)).toBe(join(dir, 'db', 'global', 'pg_control'));
  });

  it('flushes nothing with EMBEDDED_DB_FSYNC=false', async () => {
    handle = await openDatabase({ dataDir: join(dir, 'db'), sync: false });
    await handle.db.execute(sql`CREATE TABLE placed (n int)`);
    await orderPlaced(handle.db, 1);
    await handle.db.execute(sql`CHECKPOINT`);
    expect(flushed).toEqual([]);
  });

  it('checkpoints every five minutes, which PostgreSQL alone does not do in single-user mode', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    handle = await openDatabase({ dataDir: join(dir, 'db') });
    const redo = async () => (await queryRows<{ lsn: string }>(handle!.db, sql`SELECT redo_lsn::text AS lsn FROM pg_control_checkpoint()`))[0]!.lsn;
    await handle.db.execute(sql`CREATE TABLE placed (n int)`);
    await orderPlaced(handle.db, 1);
    const before = await redo();
    vi.advanceTimersByTime(CHECKPOINT_EVERY_MS - 1);
    expect(await redo()).toBe(before);
    flushed = [];
    vi.advanceTimersByTime(1);
    // Queries take turns: this one runs after the checkpoint the timer started.
    expect(await redo()).not.toBe(before);
    expect(flushed.at(-1)).toBe(join(dir, 'db', 'global', 'pg_control'));
  });
});
