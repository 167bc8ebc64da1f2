import { join } from 'node:path';
import { seedDemo, type Env } from '../env';
import { migrate, openDatabase, type DatabaseHandle } from './client';
import { isSeeded, seedCatalogue } from './seed/seed';

/**
 * Opens the configured database, applies migrations and, on an empty database, seeds the demo catalogue when
 * SEED_DEMO says so (once, even when several processes start together on one PostgreSQL). No image is drawn here:
 * the shop draws the demo images its products use after it listens (renderUsedImages, docs/decisions/056).
 */
export async function prepareDatabase(opts: {
  env: Pick<Env, 'DATABASE_URL'> & Partial<Pick<Env, 'EMBEDDED_DB_FSYNC' | 'SEED_DEMO'>>;
  dataDir: string;
  log: (m: string) => void;
  /** The database's own warnings while the shop runs (a lost connection); else the console. */
  warn?: (m: string) => void;
}): Promise<DatabaseHandle> {
  const { env, dataDir, log, warn } = opts;
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, warn })
    : await openDatabase({ dataDir: join(dataDir, 'db'), sync: env.EMBEDDED_DB_FSYNC ?? true, warn });
  await database.withStartupLock(async () => {
    await migrate(database);
    if (await isSeeded(database.db)) return;
    if (seedDemo(env)) {
      log('Empty database: seeding the demo catalogue and promo codes (first start only; SEED_DEMO=false to start empty)...');
      const seeded = await seedCatalogue(database.db, { log });
      log(`Seeded ${seeded.products} products.`);
    } else {
      log('Empty database, left empty (SEED_DEMO=true for the demo catalogue and promo codes): add categories and products in the back office.');
    }
  });
  return database;
}
