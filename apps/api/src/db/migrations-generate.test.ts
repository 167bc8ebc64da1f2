import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `drizzle-kit generate` diffs the schema (src/db/schema) against the newest snapshot in migrations/meta; the app's
// migrator reads only meta/_journal.json and the SQL files (client.ts `migrate`). Each migration therefore comes
// with the snapshot of the schema after it, so generating on an unchanged schema writes nothing
// (docs/architecture.md, How to add a migration; docs/decisions/058). No database is needed.
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const temporary: string[] = [];

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** Every file under dir (relative path -> content). */
function contents(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
  return new Map(files.sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };

describe('drizzle-kit generate (the migrations generator)', () => {
  it('writes nothing on the unchanged schema', () => {
    // A copy of the migrations folder: the generator writes into the copy, never into the repository.
    const copy = join(mkdtempSync(join(tmpdir(), 'shop-migrations-')), 'migrations');
    temporary.push(dirname(copy));
    cpSync(migrationsDir, copy, { recursive: true });
    // drizzle-kit prefixes `out` with './': it must be relative to the working directory.
    const run = spawnSync(process.execPath, [drizzleKit, 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', relative(apiDir, copy)], {
      cwd: apiDir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('No schema changes, nothing to migrate');
    expect(contents(copy)).toEqual(contents(migrationsDir));
  });

  it('has the snapshot of the newest migration, which the next one is generated against', () => {
    const last = journal.entries.at(-1)!;
    const snapshots = readdirSync(join(migrationsDir, 'meta')).filter((name) => name.endsWith('_snapshot.json')).sort();
    expect(snapshots.at(-1)).toBe(`${last.tag.split('_')[0]}_snapshot.json`);
  });

  it('leaves the migrator one SQL file for each journal entry, in order', () => {
    const sql = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();
    expect(sql).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });
});
