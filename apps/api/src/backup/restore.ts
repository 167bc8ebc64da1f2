import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../db/query';
import type { Env } from '../env';
import { runningShop, serverFilePath } from '../modules/staff/server-file';
import { timeStamp } from './backup';
import { checkBackedUpFiles, describeFiles, restoreDataFiles } from './data-files';
import { embeddedDir, restoreEmbedded } from './embedded';
import { BackupError, ENGINE_NAME, readManifest } from './manifest';
import { restorePostgres } from './postgres';

export interface RestoreOptions {
  /** The backup's folder. */
  from: string;
  /** Replace a database that holds a shop (the embedded one is kept aside, PostgreSQL's tables are dropped). */
  force: boolean;
  now?: Date;
}

interface Contents {
  orders: number;
  lines: number;
  accounts: number;
  products: number;
}

/**
 * `npm run restore -- <folder>` (docs/decisions/026): the backup's database into the configured one (the
 * same kind it was taken from) and its files into DATA_DIR, with the shop stopped; it refuses to replace a
 * database that holds a shop unless forced, and says what it restored.
 */
export async function restoreBackup(env: Env, opts: RestoreOptions, log: (line: string) => void): Promise<void> {
  const from = resolve(opts.from);
  const manifest = readManifest(from);
  const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `This backup is of ${ENGINE_NAME[manifest.engine]}, and this shop is set up for ${ENGINE_NAME[engine]} ` +
        `(DATABASE_URL is ${env.DATABASE_URL ? '' : 'not '}set). A backup goes back into the kind of database it came from.`,
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  const shop = runningShop(dataDir);
  if (shop && engine === 'pglite') {
    throw new BackupError(`The shop is running (process ${shop.pid}, ${serverFilePath(dataDir)}): stop it first, as a restore replaces its database.`);
  }
  checkBackedUpFiles(join(from, 'files'), manifest.files);
  const databaseFile = join(from, manifest.database);
  const { contents, keptAside } = env.DATABASE_URL
    ? { contents: await restorePostgres(env.DATABASE_URL, databaseFile, opts.force, contentsOf), keptAside: undefined }
    : await restoreEmbedded(dataDir, databaseFile, { force: opts.force, stamp: timeStamp(opts.now ?? new Date()) }, contentsOf);
  restoreDataFiles(join(from, 'files'), manifest.files, dataDir);
  log(
    [
      `Restored the shop from ${from} (backed up ${manifest.created_at}):`,
      `  database: ${env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${embeddedDir(dataDir)}`}, with ` +
        `${count(contents.orders, 'order')} (${count(contents.lines, 'order line')}), ${count(contents.accounts, 'account')} and ${count(contents.products, 'product')}`,
      `  files: ${describeFiles(manifest.files, 'uploads')} into ${join(dataDir, 'uploads')}, ${describeFiles(manifest.files, 'secrets')} into ${join(dataDir, 'secrets')}, ` +
        `${describeFiles(manifest.files, 'images')} into ${join(dataDir, 'images')}`,
      ...(keptAside ? [`The database that was there is kept in ${keptAside}; delete it once you no longer need it.`] : []),
      'Start the shop (npm start): it applies any newer migrations and draws any missing demo images again.',
    ].join('\n'),
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

async function contentsOf(database: DatabaseHandle): Promise<Contents> {
  const [row] = await queryRows<Contents>(
    database.db,
    sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS lines,
               (SELECT count(*) FROM users)::int AS accounts, (SELECT count(*) FROM products)::int AS products`,
  );
  if (!row) throw new BackupError('The restored database could not be read.');
  return row;
}
