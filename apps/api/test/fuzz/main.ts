// The fuzz of issue 12 (docs/decisions/029): requests with odd ids, huge and negative numbers, control characters,
// long strings, wrong types, broken JSON, wrong content types and repeated query parameters over every route.
//   npx tsx apps/api/test/fuzz/main.ts [--requests 51000] [--seed 12] [--database-url postgres://…] [--web apps/web/dist]
// Exit 0 when no answer was 5xx and none carried a stack trace or a code outside the shared list; the report is printed as JSON.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app';
import { migrate, openDatabase } from '../../src/db/client';
import { isSeeded, seedCatalogue } from '../../src/db/seed/seed';
import { startOidcProvider } from '../oidc-provider';
import { prepareContext } from './context';
import { runFuzz } from './run-fuzz';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '51000' },
    seed: { type: 'string', default: '12' },
    'database-url': { type: 'string' },
    web: { type: 'string' },
  },
});
const count = Number(values.requests);
const seed = Number(values.seed);

const database = await openDatabase(values['database-url'] ? { url: values['database-url'] } : {});
await migrate(database);
if (!(await isSeeded(database.db))) await seedCatalogue(database.db);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-fuzz-'));
const staffApiKey = randomBytes(24).toString('hex');
// Google sign-in on, against a local OpenID provider, so its routes are fuzzed past 'not available'.
const publicUrl = 'http://shop.test';
const provider = await startOidcProvider({ redirectUris: [`${publicUrl}/api/v1/auth/google/callback`] });
const google = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
const app = await buildApp({ database, dataDir, staffApiKey, publicUrl, google, webDistDir: values.web, catalogCacheTtlMs: 0 });
await app.ready();
try {
  const ctx = await prepareContext(app, staffApiKey, seed);
  const report = await runFuzz(app, ctx, count, (done) => process.stderr.write(`${done} requests\n`));
  console.log(JSON.stringify({ seed, database: database.kind, ...report }, null, 2));
  process.exitCode = report.failureCount === 0 ? 0 : 1;
} finally {
  await app.close();
  await provider.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
