import { parseArgs } from 'node:util';
import { EnvError, readEnv } from '../env';
import { takeBackup } from './backup';
import { BackupError } from './manifest';
import { restoreBackup } from './restore';

const USAGE = `Usage:
  npm run backup [-- FOLDER] [--force]     back up the shop into FOLDER (default backups/bazar-<time>)
  npm run restore -- FOLDER [--force]      put a backup back, with the shop stopped

The shop is the one of DATA_DIR (default ./data) and DATABASE_URL, as for npm start.
A backup holds the database, DATA_DIR/uploads (payment proofs) and DATA_DIR/secrets (keep it private).
The embedded database is backed up through the running shop, or opened here when no shop runs
(--force: one left locked by a shop that did not stop cleanly); PostgreSQL with pg_dump.
Restore refuses to replace a database that holds a shop unless given --force (the embedded one is
then kept aside as DATA_DIR/db.replaced-<time>; PostgreSQL's tables are dropped). See
docs/decisions/026-embedded-database-durability.md.`;

export interface CliOutput {
  log(text: string): void;
  error(text: string): void;
}

/** `npm run backup` / `npm run restore`: exit 0 done, 1 refused or failed (with why), 2 a malformed command line. */
export async function runBackupCli(argv: string[], source: NodeJS.ProcessEnv, out: CliOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, folder, ...rest] = parsed.positionals;
  const force = parsed.values.force ?? false;
  if (parsed.values.help) {
    out.log(USAGE);
    return 0;
  }
  if ((command !== 'backup' && command !== 'restore') || rest.length > 0 || (command === 'restore' && !folder)) {
    out.error(`${command === 'restore' && !folder ? 'Name the backup folder to restore.' : 'Unexpected arguments.'}\n\n${USAGE}`);
    return 2;
  }
  try {
    const env = readEnv(source);
    if (command === 'backup') await takeBackup(env, { to: folder, force }, out.log);
    else await restoreBackup(env, { from: folder!, force }, out.log);
    return 0;
  } catch (error) {
    const known = error instanceof BackupError || error instanceof EnvError;
    out.error(known ? error.message : `The ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
