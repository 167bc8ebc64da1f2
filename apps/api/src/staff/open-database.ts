import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';
import { migrate, openDatabase, type DatabaseHandle } from '../db/client';

/** A refusal to touch the database, with what to do instead. */
export class DatabaseInUseError extends Error {}

/**
 * The shop's database, as the server opens it, for a command run while no shop runs (a running shop is
 * asked over HTTP instead). PGlite is one process's embedded PostgreSQL: a second process writing the same
 * directory would corrupt it. While open, PGlite keeps a postmaster.pid file in the directory (removed on
 * a clean close), so its presence means a shop still starting, another staff command, or a process that
 * stopped uncleanly; then the command refuses unless forced.
 */
export async function openStaffDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, force: boolean): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL, poolSize: 2 }) : await openEmbedded(resolve(env.DATA_DIR), force);
  await handle.withStartupLock(() => migrate(handle));
  return handle;
}

async function openEmbedded(dataDir: string, force: boolean): Promise<DatabaseHandle> {
  const dir = join(dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new DatabaseInUseError(`There is no shop database in ${dir}. Start the shop once (npm start), or set DATA_DIR or DATABASE_URL.`);
  }
  if (!force && existsSync(join(dir, 'postmaster.pid'))) {
    throw new DatabaseInUseError(
      `The embedded database in ${dir} is in use, but no running shop announced itself in ${join(dataDir, 'server.json')}: ` +
        'the shop may still be starting, or another staff command is running. Try again in a moment.\n' +
        'If nothing uses it (the shop stopped without closing the database), add --force.',
    );
  }
  return openDatabase({ dataDir: dir });
}
