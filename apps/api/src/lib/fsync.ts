import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The flush every fsync of ours goes through; a test wraps it to see what reaches the kernel. */
export const flush = { fsync: fsyncSync };

/** Flushes one file or folder (a folder's flush makes the names in it durable). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    flush.fsync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes every file and folder under `dir`, and `dir`. */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}
