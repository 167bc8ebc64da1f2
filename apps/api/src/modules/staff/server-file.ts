import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR/server.json: a shop says where it listens while it runs, so the staff tool can ask it. */
export interface ServerFile {
  port: number;
  pid: number;
}

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

/** Written when the shop listens (whole or not at all: a reader never sees half a file). */
export function writeServerFile(dataDir: string, info: ServerFile): void {
  const file = serverFilePath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.${process.pid}.tmp`, `${JSON.stringify(info)}\n`);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/** Removed on a clean stop; only our own, as another shop on a shared DATA_DIR (PostgreSQL) may have written it since. */
export function removeServerFile(dataDir: string, pid = process.pid): void {
  if (readServerFile(dataDir)?.pid === pid) rmSync(serverFilePath(dataDir), { force: true });
}

function readServerFile(dataDir: string): ServerFile | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8'));
    if (typeof data !== 'object' || data === null) return undefined;
    const { port, pid } = data as Record<string, unknown>;
    const valid = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= max;
    return valid(port, 65_535) && valid(pid, 2 ** 31) ? { port, pid } : undefined;
  } catch {
    return undefined;
  }
}

/** A process with this id exists (EPERM: it does, under another user). */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running shop of this DATA_DIR, or undefined when none announced itself or it died without cleaning up. */
export function runningShop(dataDir: string): ServerFile | undefined {
  const info = readServerFile(dataDir);
  return info && isProcessAlive(info.pid) ? info : undefined;
}
