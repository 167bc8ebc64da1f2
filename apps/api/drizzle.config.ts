import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied in code at start-up (src/db/migrate.ts),
// because drizzle-kit's own migrate cannot load pg_trgm into PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
