import { chmodSync, existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, TOTP secrets, every shopper's data), the secrets and the
 * payment screenshots: only the shop's own user may read or write any of it (docs/decisions/056).
 *
 * From here on this process creates folders 0700 and files 0600 whatever mode the code asks for (the embedded
 * database asks for 0777 and 0666), and what an earlier start or another tool left readable to others is fixed.
 */
export function keepDataDirOwnerOnly(dataDir: string): OwnerOnlyResult {
  process.umask(0o077);
  // DATA_DIR itself may be a link to where the data lives: that folder is the one to fix.
  return existsSync(dataDir) ? ownerOnlyTree(realpathSync(dataDir)) : { fixed: 0, failed: [] };
}

export interface OwnerOnlyResult {
  /** How many folders and files had permissions for others taken off. */
  fixed: number;
  /** What could not be changed (another user's file): said at start-up, never a reason not to start. */
  failed: string[];
}

/** Takes group's and others' permissions off `path` and everything under it; folders keep rwx for the owner. */
export function ownerOnlyTree(path: string): OwnerOnlyResult {
  const result: OwnerOnlyResult = { fixed: 0, failed: [] };
  const stack = [path];
  while (stack.length) {
    const current = stack.pop()!;
    try {
      // lstat: a symbolic link is neither followed nor changed (its own mode means nothing on Linux).
      const stat = lstatSync(current, { throwIfNoEntry: false });
      if (!stat || stat.isSymbolicLink()) continue;
      const directory = stat.isDirectory();
      if ((stat.mode & 0o077) !== 0) {
        chmodSync(current, directory ? (stat.mode & 0o700) | 0o700 : stat.mode & 0o700);
        result.fixed += 1;
      }
      if (directory) for (const name of readdirSync(current)) stack.push(join(current, name));
    } catch {
      result.failed.push(current);
    }
  }
  return result;
}
