import { spawn } from 'node:child_process';
import { BackupError } from './manifest';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * Runs pg_dump or pg_restore (on DATABASE_URL, when given). The password goes in PGPASSWORD, not on the command line,
 * where any user of the machine could read it in the process list.
 */
export function runPgTool(tool: PgTool, args: string[], databaseUrl?: string): Promise<void> {
  const url = databaseUrl ? new URL(databaseUrl) : undefined;
  const password = url ? decodeURIComponent(url.password) : '';
  if (url) url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, ...(url ? [`--dbname=${url.toString()}`] : [])], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed (or not on PATH), and PostgreSQL backups are made with it. Install the PostgreSQL ` +
                `client tools of your server's version or newer (Debian/Ubuntu: apt-get install postgresql-client), then run this again.`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit status ${code}):\n${stderr.trim() || '(no message)'}`)),
    );
  });
}
