import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { s3FileStorage } from '../lib/file-storage';
import { buildTestApp, DB_KIND, freshPostgresDatabase } from '../../test/helper';
import { startS3Server } from '../../test/fixtures/s3';
import { startSilentServer } from '../../test/silent-server';
import { startTcpProxy } from '../../test/tcp-proxy';

// What a load balancer sees: /healthz while the process runs, /readyz only while the shop can serve shoppers.
describe('health probes', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers alive and ready while the database answers', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays ready while the configured Redis does not answer, and says it is away (docs/decisions/052)', async () => {
    // Port 1: nothing listens there, so every connection is refused.
    const app = await buildApp({ database: t.database, dataDir: t.dataDir, redisUrl: 'redis://127.0.0.1:1' });
    try {
      const started = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('names the S3 bucket while it is skipped after failing, and stays ready (docs/decisions/052)', async () => {
    // A server that takes the connection and never answers: the bucket's first read fails within its wait.
    const silent = await startSilentServer();
    const s3 = await startS3Server();
    const storage = s3FileStorage({
      ...s3.options,
      endpoint: `http://127.0.0.1:${silent.port}`,
      timeouts: { connectMs: 300, readMs: 300, writeMs: 300, idleMs: 300 },
    });
    const app = await buildApp({ database: t.database, dataDir: t.dataDir, storage });
    try {
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
      expect((await app.inject({ url: '/images/products/0123abcd.webp' })).statusCode).toBe(503);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'ok', storage: 'unavailable' } });
    } finally {
      await app.close();
      await silent.stop();
      await s3.stop();
    }
  });
});

describe.skipIf(DB_KIND !== 'postgres')('health probes when PostgreSQL is cut off (PostgreSQL only: the embedded database cannot be cut)', () => {
  it('answers not ready while the network to PostgreSQL is cut, ready again once restored, alive throughout', async () => {
    const fresh = await freshPostgresDatabase();
    const target = new URL(fresh.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ url: viaProxy.toString(), poolSize: 2 });
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
    const app = await buildApp({ database, dataDir });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      proxy.cut();
      const down = await app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      proxy.restore();
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
