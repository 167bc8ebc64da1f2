import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fsyncPath } from '../lib/fsync';
import { BackupError } from './manifest';

/**
 * What of DATA_DIR a backup holds besides the database: uploads/ (payment-proof screenshots, which nothing
 * else has) and secrets/ (the sign-in token secret, the staff key and the key sealing staff one-time-code
 * secrets: without them every shopper is signed out, the staff tool needs the new key and enrolled codes cannot
 * be opened), and images/ (the product and category images staff uploaded,
 * which nothing else has; the demo images beside them are small). With S3_* set these files are in the
 * bucket instead, and the bucket's own versioning or replication keeps them (docs/decisions/040).
 * server.json belongs to a running shop.
 */
const BACKED_UP_DIRS = ['uploads', 'secrets', 'images'] as const;

/** Copies DATA_DIR's backed-up folders into `to` (the backup's files/), keeping modes; answers their paths. */
export function backUpDataFiles(dataDir: string, to: string): string[] {
  const files = BACKED_UP_DIRS.flatMap((name) => listFiles(dataDir, join(dataDir, name)));
  for (const file of files) copyDurably(join(dataDir, file), join(to, file));
  return files.map((file) => file.split(sep).join('/'));
}

/** Refuses a manifest whose files are missing or lie outside the folders a backup holds (it is data, not code). */
export function checkBackedUpFiles(from: string, files: string[]): void {
  for (const file of files) {
    const path = normalize(file);
    if (path.split(sep).includes('..') || !BACKED_UP_DIRS.some((name) => path.startsWith(`${name}${sep}`))) {
      throw new BackupError(`The backup's manifest names a file outside ${BACKED_UP_DIRS.join('/ and ')}/: ${file}. Nothing was restored.`);
    }
    if (!existsSync(join(from, path))) throw new BackupError(`The backup is missing ${join(from, path)}, which its manifest lists. Nothing was restored.`);
  }
}

/** Puts the backup's files (manifest paths) back into DATA_DIR, replacing files of the same name. */
export function restoreDataFiles(from: string, files: string[], dataDir: string): void {
  checkBackedUpFiles(from, files);
  for (const file of files) copyDurably(join(from, normalize(file)), join(dataDir, normalize(file)));
}

export function describeFiles(files: string[], dir: string): string {
  const count = files.filter((f) => f.startsWith(`${dir}/`)).length;
  return `${count} file${count === 1 ? '' : 's'}`;
}

function listFiles(root: string, dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, path);
    return entry.isFile() ? [relative(root, path)] : [];
  });
}

/** Copies a file with its mode (secrets stay 0600, their folders 0700) and flushes it and its folder. */
function copyDurably(source: string, target: string): void {
  makeFolders(dirname(source), dirname(target));
  copyFileSync(source, target);
  chmodSync(target, statSync(source).mode & 0o777);
  fsyncPath(target);
  fsyncPath(dirname(target));
}

function makeFolders(sourceDir: string, targetDir: string): void {
  if (existsSync(targetDir)) return;
  makeFolders(dirname(sourceDir), dirname(targetDir));
  mkdirSync(targetDir, { mode: existsSync(sourceDir) ? statSync(sourceDir).mode & 0o777 : 0o700 });
  fsyncPath(dirname(targetDir));
}
