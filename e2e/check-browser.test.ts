import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What `npm test` does before the browser tests on a machine with or without the browser they drive.
const script = fileURLToPath(new URL('./check-browser.mjs', import.meta.url));
const check = (env: Record<string, string>) => spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('the browser check before the browser tests', () => {
  it('lets the tests run when the browser is there', () => {
    const run = check({ CHROMIUM_PATH: process.execPath });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
  });

  it('stops at once, naming the setting, when CHROMIUM_PATH points at nothing', () => {
    const run = check({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable file');
  });
});
