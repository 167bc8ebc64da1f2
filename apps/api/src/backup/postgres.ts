import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { queryRows } from '../db/query';
import { BackupError } from './manifest';
import { runPgTool } from './pg-tools';

/** The schemas the shop's migrations make: its tables, and drizzle's record of the migrations applied. */
const SHOP_SCHEMAS = ['public', 'drizzle'];

/**
 * Loads a pg_dump file into DATABASE_URL's database. A database that already holds tables is replaced only
 * with `force` (its schemas dropped first, so no table of a newer version stays behind); so is one other
 * sessions use (shops still running). The file is read through once before anything is dropped.
 */
export async function restorePostgres<T>(
  databaseUrl: string,
  dumpFile: string,
  force: boolean,
  inspect: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const [state] = await queryRows<{ tables: number; sessions: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM pg_tables WHERE schemaname IN ('public', 'drizzle'))::int AS tables,
                 (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())::int AS sessions`,
    );
    const { tables, sessions } = state!;
    if (tables > 0 && !force) {
      throw new BackupError(`The database of DATABASE_URL already holds ${tables} tables of a shop. Add --force to replace them (they are dropped).`);
    }
    if (sessions > 0 && !force) {
      throw new BackupError(`${sessions} other sessions use the database of DATABASE_URL (shops still running?): stop them first, or add --force.`);
    }
    await runPgTool('pg_restore', ['--list', dumpFile]);
    if (tables > 0) {
      for (const schema of SHOP_SCHEMAS) await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
    try {
      await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dumpFile], databaseUrl);
    } catch (error) {
      const left = tables > 0 ? ' The tables that were there had been dropped: run the restore again once the cause is fixed.' : '';
      throw new BackupError(`${(error as Error).message}\nNothing of the backup was loaded.${left}`);
    }
    return await inspect(database);
  } finally {
    await database.close();
  }
}
