import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EnvError, readEnv, type Env } from '../env';
import { AppError } from '../lib/errors';
import { runningShop, serverFilePath } from '../modules/staff/server-file';
import { staffKeyFile } from '../modules/staff/staff-key';
import { formatOutcome } from './format';
import { DatabaseInUseError, openStaffDatabase } from './open-database';
import type { Outcome, ShopCommand } from './outcome';
import { parseCommand, UsageError } from './parse-command';
import { RemoteError, sendCommand, ShopUnreachableError } from './remote';
import { executeCommand } from './run-command';
import { USAGE } from './usage';

export interface CliOutput {
  log(text: string): void;
  error(text: string): void;
}

/**
 * The staff tool (decision 016). Exit 0 on success, 1 when the shop refuses (unknown order, forbidden
 * status change, database in use, shop unreachable), 2 for a malformed command line.
 */
export async function runCli(argv: string[], source: NodeJS.ProcessEnv, out: CliOutput): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.error(`${error.message}\nRun "npm run staff -- help" for the commands.`);
    return 2;
  }
  if (command.kind === 'help') {
    out.log(USAGE);
    return 0;
  }
  try {
    out.log(formatOutcome(await execute(readEnv(source), command)));
    return 0;
  } catch (error) {
    const known = error instanceof AppError || error instanceof EnvError || error instanceof DatabaseInUseError || error instanceof RemoteError;
    out.error(known ? error.message : `Staff command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * PostgreSQL serves any number of processes: the tool opens it itself. The embedded database belongs to
 * the shop while it runs, so then the tool asks the shop (DATA_DIR/server.json says where); with no
 * shop running it opens the database itself.
 */
async function execute(env: Env, command: ShopCommand & { force: boolean }): Promise<Outcome> {
  const dataDir = resolve(env.DATA_DIR);
  const shop = env.DATABASE_URL ? undefined : runningShop(dataDir);
  if (shop) {
    return sendCommand(`http://127.0.0.1:${shop.port}`, staffKey(env, dataDir), command).catch((error: unknown) => {
      // A shop killed without cleaning up whose process id now belongs to another program.
      if (error instanceof ShopUnreachableError) {
        throw new ShopUnreachableError(`${error.message}\nIf the shop is not running, delete ${serverFilePath(dataDir)} and run the command again.`);
      }
      throw error;
    });
  }
  const database = await openStaffDatabase(env, command.force);
  try {
    return await executeCommand(database.db, command);
  } finally {
    await database.close();
  }
}

function staffKey(env: Env, dataDir: string): string {
  if (env.STAFF_API_KEY) return env.STAFF_API_KEY;
  const file = staffKeyFile(dataDir);
  const running = `The shop is running (${serverFilePath(dataDir)})`;
  try {
    const key = readFileSync(file, 'utf8').trim();
    if (key) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') {
      throw new RemoteError(`${running}, but ${file} cannot be read: run the staff tool as the shop's user, or set STAFF_API_KEY as the shop has it.`);
    }
  }
  throw new RemoteError(`${running}, but there is no staff key in ${file}: set STAFF_API_KEY as the shop has it.`);
}
