import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PasswordSchema } from '@shop/shared';
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
export async function runCli(argv: string[], source: NodeJS.ProcessEnv, out: CliOutput, input: () => Promise<string> = readStandardInput): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
    if (command.kind === 'staff add' && !command.link) command.password = await readNewPassword(input, out);
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
    const env = readEnv(source);
    out.log(formatOutcome(withOrigin(await execute(env, command), env)));
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

/** A one-time link is printed whole: the shop's public address (PUBLIC_URL), else this machine's port. */
function withOrigin(outcome: Outcome, env: Env): Outcome {
  if (outcome.kind !== 'staff add' || !outcome.answer.link) return outcome;
  const origin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...outcome, answer: { ...outcome.answer, link: `${origin}${outcome.answer.link}` } };
}

/**
 * The new account's password, from standard input: typed at a prompt (not echoed) on a terminal, or the
 * first line of what a script pipes in. Never from the command line, where it would stay in the shell's history.
 */
async function readNewPassword(input: () => Promise<string>, out: CliOutput): Promise<string> {
  if (process.stdin.isTTY) out.error('Password for the new account (not shown): ');
  const line = (await input()).split(/\r?\n/)[0] ?? '';
  if (!line) throw new UsageError('No password on standard input. Type or pipe one in, or use --link to print a one-time link instead.');
  const parsed = PasswordSchema.safeParse(line);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Not a usable password.');
  return parsed.data;
}

async function readStandardInput(): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) {
    // Raw mode keeps the typed password off the screen; Enter ends it.
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    return new Promise((resolve, reject) => {
      let typed = '';
      const done = (value: string) => {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        process.stderr.write('\n');
        resolve(value);
      };
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') return done(typed);
          if (ch === '\u0003') {
            stdin.setRawMode(false);
            return reject(new UsageError('Cancelled.'));
          }
          typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
        }
      };
      stdin.on('data', onData);
      stdin.resume();
    });
  }
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 1000) break;
  }
  return text;
}
