import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, readEnv } from './env';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';

async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  const database = await prepareDatabase({ env, dataDir, log: (m) => console.log(m) });
  const app = await buildApp({
    database,
    dataDir,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    logger: { level: env.LOG_LEVEL },
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Shop ready at http://localhost:${env.PORT} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
