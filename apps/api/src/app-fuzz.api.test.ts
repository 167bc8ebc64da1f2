import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { prepareContext } from '../test/fuzz/context';
import { routesOf } from '../test/fuzz/routes';
import { runFuzz } from '../test/fuzz/run-fuzz';
import { startOidcProvider, type TestProvider } from '../test/oidc-provider';

// A deterministic sample of the 51 000-request fuzz (apps/api/test/fuzz/main.ts, docs/decisions/029): odd ids,
// huge and negative numbers, control characters, long strings, wrong types, broken JSON, wrong content types and
// repeated query parameters over every route. Before issue 12 a NUL byte alone gave 500s on a dozen routes.
const STAFF_KEY = 'fuzz-staff-key-0123456789abcdef0123456789';
const PUBLIC_URL = 'http://shop.test';
let provider: TestProvider;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/v1/auth/google/callback`] });
  t = await buildTestApp({
    staffApiKey: STAFF_KEY,
    publicUrl: PUBLIC_URL,
    google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('3000 hostile requests over every route: no answer is a 5xx, carries a stack trace or a code outside the shared list', async () => {
  const report = await runFuzz(t.app, await prepareContext(t.app, STAFF_KEY, 12), 3000);
  expect(report.failures).toEqual([]);
  // Every route was reached, and the requests went past the first check as well as being refused by it.
  expect(Object.keys(report.perRoute).sort()).toEqual(routesOf(t.app).map((r) => `${r.method} ${r.path}`).sort());
  expect(report.routes).toBeGreaterThan(60);
  expect(report.byStatus[200]).toBeGreaterThan(500);
  expect(report.byStatus[400]).toBeGreaterThan(500);
}, 300_000);
