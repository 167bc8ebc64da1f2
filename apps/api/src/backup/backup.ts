import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';
import { fsyncPath } from '../lib/fsync';
import { runningShop } from '../modules/staff/server-file';
import { backUpDataFiles, describeFiles } from './data-files';
import { writeDurably } from './durable-write';
import { dumpDirectly, dumpFromShop, staffKeyOf } from './embedded';
import { BackupError, DATABASE_FILE, writeManifest, type Manifest } from './manifest';
import { runPgTool } from './pg-tools';

export interface BackupOptions {
  /** The folder to make; default backups/bazar-<time> under the current folder. */
  to?: string;
  /** Back up an embedded database left locked by a shop that did not stop cleanly. */
  force: boolean;
  now?: Date;
}

/** Folder names and kept-aside copies carry the time in UTC, in a form every file system takes. */
export const timeStamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/**
 * `npm run backup` (docs/decisions/026): the database (from the running shop, or opened here when none
 * runs; PostgreSQL with pg_dump) and DATA_DIR's uploads and secrets, into a new folder readable by this
 * user only; manifest.json last. A backup that fails leaves no folder behind. Answers the folder.
 */
export async function takeBackup(env: Env, opts: BackupOptions, log: (line: string) => void): Promise<string> {
  const now = opts.now ?? new Date();
  const dataDir = resolve(env.DATA_DIR);
  const dest = resolve(opts.to ?? join('backups', `bazar-${timeStamp(now)}`));
  const existed = existsSync(dest);
  if (existed && (!statSync(dest).isDirectory() || readdirSync(dest).length > 0)) {
    throw new BackupError(`${dest} already exists and is not an empty folder: name a new folder for the backup.`);
  }
  const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  chmodSync(dest, 0o700);
  fsyncPath(join(dest, '..'));
  try {
    const databaseFile = join(dest, DATABASE_FILE[engine]);
    let source: string;
    if (env.DATABASE_URL) {
      await runPgTool('pg_dump', ['--format=custom', `--file=${databaseFile}`], env.DATABASE_URL);
      fsyncPath(databaseFile);
      source = 'PostgreSQL (DATABASE_URL), with pg_dump';
    } else {
      const shop = runningShop(dataDir);
      const tarball = shop ? await dumpFromShop(`http://127.0.0.1:${shop.port}`, staffKeyOf(env.STAFF_API_KEY, dataDir)) : await dumpDirectly(dataDir, opts.force);
      writeDurably(databaseFile, tarball, 0o600);
      source = shop ? `the embedded database, from the running shop (process ${shop.pid})` : 'the embedded database (no shop was running)';
    }
    const files = backUpDataFiles(dataDir, join(dest, 'files'));
    const manifest: Manifest = { format: 'bazar-backup', version: 1, created_at: now.toISOString(), engine, database: DATABASE_FILE[engine], files };
    writeManifest(dest, manifest);
    const size = (statSync(databaseFile).size / 1024 / 1024).toFixed(1);
    log(
      [
        `Backed up the shop to ${dest}`,
        `  ${DATABASE_FILE[engine]}  ${source}, ${size} MB`,
        `  files/uploads/  ${describeFiles(files, 'uploads')} (payment-proof screenshots)`,
        `  files/secrets/  ${describeFiles(files, 'secrets')} (the sign-in secret, the staff key and the key of staff one-time codes: keep this backup where only you can read it)`,
        `  files/images/   ${describeFiles(files, 'images')} (product and category images; with S3_BUCKET set they are in the bucket, not here)`,
        `Restore with: npm run restore -- ${dest}`,
      ].join('\n'),
    );
    return dest;
  } catch (error) {
    if (existed) for (const entry of readdirSync(dest)) rmSync(join(dest, entry), { recursive: true, force: true });
    else rmSync(dest, { recursive: true, force: true });
    throw error;
  }
}
