import { join } from 'node:path';
import type { Env } from '../env';
import { localFileStorage, type FileStorage } from '../lib/file-storage';
import { migrate, openDatabase, type DatabaseHandle } from './client';
import { queryRows } from './query';
import { sql } from 'drizzle-orm';
import { catalogueImageSpecs, isSeeded, renderCatalogueImages, seedCatalogue } from './seed/seed';

/**
 * Opens the configured database, applies migrations and, on an empty database, seeds the demo
 * catalogue (once, even when several processes start together on one PostgreSQL).
 */
export async function prepareDatabase(opts: {
  env: Pick<Env, 'DATABASE_URL'> & Partial<Pick<Env, 'EMBEDDED_DB_FSYNC'>>;
  dataDir: string;
  log: (m: string) => void;
  /** Where the demo images go (docs/decisions/040); unset, the folder under dataDir. */
  storage?: FileStorage;
  /** Tests that never fetch an image skip rendering them. */
  images?: boolean;
}): Promise<DatabaseHandle> {
  const { env, dataDir, log, images = true } = opts;
  const storage = images ? (opts.storage ?? localFileStorage({ dataDir })) : undefined;
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(dataDir, 'db'), sync: env.EMBEDDED_DB_FSYNC ?? true });
  await database.withStartupLock(async () => {
    await migrate(database);
    if (!(await isSeeded(database.db))) {
      log('Empty database: seeding the demo catalogue (first start only)...');
      const seeded = await seedCatalogue(database.db, { storage, log });
      log(`Seeded ${seeded.products} products and ${seeded.images} images.`);
    } else if (storage) {
      // A database seeded elsewhere (a shared PostgreSQL, a restored backup) with a new DATA_DIR or bucket:
      // the generated images are deterministic, so make the missing ones again.
      const [max] = await queryRows<{ n: number | null }>(database.db, sql`SELECT max(id)::int AS n FROM products`);
      const count = Number(max?.n ?? 0);
      const written = await renderCatalogueImages(storage, catalogueImageSpecs(count));
      if (written) log(`Rendered ${written} missing images.`);
    }
  });
  return database;
}
