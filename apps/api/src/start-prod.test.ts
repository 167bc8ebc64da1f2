import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, outputOf } from '../test/shop-process';

// `npm run start:prod` (apps/api/start-prod.mjs): the shop from the build already made, never rebuilt
// (docs/decisions/058).
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const startProd = join(apiDir, 'start-prod.mjs');
const temporary: string[] = [];
let child: ChildProcess | undefined;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A built web app of one page. */
function webDist(): string {
  const dir = tempDir('shop-web-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root">start-prod web</div>');
  return dir;
}

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, [startProd], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
}

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('npm run start:prod', () => {
  it('stops at once saying to run npm run build when the API is not built, and builds nothing', () => {
    const distDir = join(apiDir, `dist-start-prod-missing-${process.pid}`);
    const dataDir = join(tmpdir(), `shop-start-prod-unused-${process.pid}`);
    const result = run({ API_OUT_DIR: distDir, WEB_DIST_DIR: webDist(), DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(join(distDir, 'main.js'));
    expect(result.stderr).toContain('run `npm run build` first');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(distDir)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  describe('with the API built', () => {
    let distDir: string;
    beforeAll(() => {
      // The bundle as `npm run build -w apps/api` makes it, into a folder of this run's own.
      distDir = join(apiDir, `dist-start-prod-${process.pid}`);
      temporary.push(distDir);
      execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, env: { ...process.env, API_OUT_DIR: distDir }, stdio: 'pipe' });
    }, 120_000);

    it('stops at once when the web app is not built, naming its index.html', () => {
      const emptyWeb = tempDir('shop-web-empty-');
      const dataDir = join(tmpdir(), `shop-start-prod-unused-${process.pid}`);
      const result = run({ API_OUT_DIR: distDir, WEB_DIST_DIR: emptyWeb, DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(join(emptyWeb, 'index.html'));
      expect(result.stderr).toContain('run `npm run build` first');
      expect(existsSync(dataDir)).toBe(false);
    });

    it('starts the built shop, serving the API and the web app, and stops on SIGTERM', { timeout: 120_000 }, async () => {
      const port = await freePort();
      child = spawn(process.execPath, [startProd], {
        env: { ...process.env, API_OUT_DIR: distDir, WEB_DIST_DIR: webDist(), DATA_DIR: tempDir('shop-start-prod-'), SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = child;
      await outputOf(started).line(/Shop ready/);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/product/42`);
      expect(await page.text()).toContain('start-prod web');
      const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
      started.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});
