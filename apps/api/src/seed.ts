import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { EnvError, readEnv, s3Options } from './env';
import { openFileStorage } from './lib/file-storage';
import { keepDataDirOwnerOnly } from './lib/owner-only';
import { migrate, openDatabase } from './db/client';
import { queryRows } from './db/query';
import { isSeeded, seedCatalogue } from './db/seed/seed';

const USAGE = `Usage: npm run seed -- [--products N] [--reset]
  Seeds the database of DATA_DIR (or DATABASE_URL) with the generated catalogue.
  --products N  how many products (default 300; 100000 for benchmarks)
  --reset       empty the shop's tables first (deletes orders, carts and accounts too)`;

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  const products = Number(values.products ?? 300);
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
    throw new Error(`--products must be a whole number from 1 to 1000000 (got ${values.products})\n${USAGE}`);
  }
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  // What it writes there (the embedded database, images) for the shop's user only, as the shop does (docs/decisions/056).
  keepDataDirOwnerOnly(dataDir);
  const database = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL }) : await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await database.withStartupLock(async () => {
      await migrate(database);
      if (values.reset) {
        const [tables] = await queryRows<{ t: string | null }>(database.db, sql`SELECT string_agg(quote_ident(tablename), ', ') AS t FROM pg_tables WHERE schemaname = 'public'`);
        const list = tables?.t;
        // The audit log refuses TRUNCATE (migration 0017); emptying the whole shop is the one exception, for this
        // transaction only.
        if (list) {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate`);
            await tx.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
            await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate`);
          });
        }
      } else if (await isSeeded(database.db)) {
        throw new Error('The database already has a catalogue; add --reset to replace it.');
      }
      const started = Date.now();
      const result = await seedCatalogue(database.db, { products, storage: openFileStorage({ dataDir, s3: s3Options(env) }), log: console.log });
      console.log(`Seeded ${result.products} products, rendered ${result.images} images in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
