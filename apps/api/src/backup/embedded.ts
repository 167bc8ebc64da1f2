import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { readKeyFile, staffKeyFile } from '../modules/staff/staff-key';
import { fsyncPath } from '../lib/fsync';
import { BackupError } from './manifest';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export const embeddedDir = (dataDir: string) => join(dataDir, 'db');
const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** The running shop's database as a gzipped tarball, asked of the shop (the database is its own while it runs). */
export async function dumpFromShop(origin: string, key: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(`${origin}/api/v1/staff/backup/database`, { headers: { authorization: `Staff ${key}` }, signal: AbortSignal.timeout(600_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new BackupError(`The shop does not answer at ${origin} (${cause?.code ?? (error as Error).message}). If it is not running, delete DATA_DIR/server.json and run the backup again.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new BackupError(`The shop at ${origin} refused the backup (${response.status}): ${body.message ?? 'no message'}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/** The key the running shop expects: STAFF_API_KEY, else the one it keeps in DATA_DIR (decision 016). */
export function staffKeyOf(configured: string | undefined, dataDir: string): string {
  const key = configured ?? readKeyFile(staffKeyFile(dataDir));
  if (key) return key;
  throw new BackupError(
    `The shop is running, but ${staffKeyFile(dataDir)} cannot be read: run the backup as the shop's user, or set STAFF_API_KEY as the shop has it.`,
  );
}

/** With no shop running: the database opened here (after any crash recovery), dumped and closed. */
export async function dumpDirectly(dataDir: string, force: boolean): Promise<Buffer> {
  const dir = embeddedDir(dataDir);
  if (!hasDatabase(dir)) throw new BackupError(`There is no shop database in ${dir}: set DATA_DIR (or DATABASE_URL) to the shop's.`);
  refuseIfInUse(dir, force);
  const database = await openDatabase({ dataDir: dir });
  try {
    return await gzipAsync(Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

function refuseIfInUse(dir: string, force: boolean): void {
  if (!force && existsSync(join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is in use, but no running shop announced itself in DATA_DIR/server.json: the shop may ` +
        'still be starting, or a staff command is running. Try again in a moment.\nIf nothing uses it (the shop stopped without ' +
        'closing the database), add --force.',
    );
  }
}

/**
 * Makes DATA_DIR/db from a backup's tarball, with the shop stopped. A database already there is kept beside
 * it (db.replaced-<time>, answered as keptAside), and put back if the restore fails. `inspect` runs on the
 * restored database before it is closed; what it answers is returned.
 */
export async function restoreEmbedded<T>(
  dataDir: string,
  tarball: string,
  opts: { force: boolean; stamp: string },
  inspect: (database: DatabaseHandle) => Promise<T>,
): Promise<{ contents: T; keptAside?: string }> {
  const dir = embeddedDir(dataDir);
  let replaced: string | undefined;
  if (hasDatabase(dir)) {
    if (!opts.force) {
      throw new BackupError(`${dir} already holds a shop database. Add --force to replace it (it is kept as ${dir}.replaced-<time>, not deleted).`);
    }
    // Left there by a shop that is not running (checked before): the folder is kept, so nothing is lost.
    replaced = `${dir}.replaced-${opts.stamp}`;
    renameSync(dir, replaced);
    fsyncPath(dataDir);
  } else if (existsSync(dir)) {
    rmSync(dir, { recursive: true }); // a folder without a database: what a failed start leaves
  }
  try {
    const dump = new Blob([await gunzipAsync(readFileSync(tarball))]);
    const database = await openDatabase({ dataDir: dir, loadDataDir: dump });
    try {
      return { contents: await inspect(database), keptAside: replaced };
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (!replaced) throw error;
    renameSync(replaced, dir);
    fsyncPath(dataDir);
    throw new BackupError(`The restore failed, and the database that was there is back in ${dir}: ${(error as Error).message}`);
  }
}
