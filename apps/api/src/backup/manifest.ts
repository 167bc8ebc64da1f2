import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '../db/client';
import { writeDurably } from './durable-write';

/** A refusal or failure of backup or restore, printed as it is: what happened and what to do. */
export class BackupError extends Error {}

/**
 * manifest.json, written last: a folder without one is no backup (an interrupted one, or something else).
 * `files` are DATA_DIR's files the backup holds, relative to DATA_DIR and under files/.
 */
export interface Manifest {
  format: 'bazar-backup';
  version: 1;
  created_at: string;
  engine: DatabaseKind;
  database: string;
  files: string[];
}

const MANIFEST = 'manifest.json';

/** The embedded database as PGlite dumps it; PostgreSQL's in pg_dump's custom format. */
export const DATABASE_FILE: Record<DatabaseKind, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };

export const ENGINE_NAME: Record<DatabaseKind, string> = { pglite: 'the embedded database', postgres: 'PostgreSQL' };

export function writeManifest(dir: string, manifest: Manifest): void {
  writeDurably(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, 0o600);
}

export function readManifest(dir: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
  } catch {
    throw new BackupError(`${dir} is not a shop backup: it has no readable ${MANIFEST} (a backup that did not finish has none).`);
  }
  const m = data as Partial<Manifest>;
  const valid =
    m.format === 'bazar-backup' && m.version === 1 && (m.engine === 'pglite' || m.engine === 'postgres') &&
    m.database === DATABASE_FILE[m.engine] && Array.isArray(m.files) && m.files.every((f) => typeof f === 'string');
  if (!valid) throw new BackupError(`${join(dir, MANIFEST)} is not a manifest this version of the shop can read.`);
  return m as Manifest;
}
