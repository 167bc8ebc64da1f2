import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openStaffDatabase } from './open-database';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the staff tool and the embedded database', () => {
  it('refuses a DATA_DIR without a shop database', async () => {
    dir = mkdtempSync(join(tmpdir(), 'staff-db-'));
    await expect(openStaffDatabase({ DATA_DIR: dir }, false)).rejects.toThrow(/no shop database/);
  });

  it('refuses a database a running shop holds open', async () => {
    dir = mkdtempSync(join(tmpdir(), 'staff-db-'));
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    writeFileSync(join(dir, 'db', 'postmaster.pid'), '-42');
    const error = await openStaffDatabase({ DATA_DIR: dir }, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toContain('no running shop announced itself');
  });
});
