import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fsyncPath } from '../lib/fsync';

/** Writes a file and flushes it and its folder, so a backup reported done is on the disk. */
export function writeDurably(path: string, data: string | Uint8Array, mode: number): void {
  writeFileSync(path, data, { mode });
  fsyncPath(path);
  fsyncPath(dirname(path));
}
