import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied in code at start-up (`migrate` in src/db/client.ts),
// because drizzle-kit's own migrate cannot load pg_trgm into PGlite. Generate diffs the schema against the newest
// snapshot in migrations/meta; how to add a migration: docs/architecture.md.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
