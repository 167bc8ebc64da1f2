import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('npm start with a bad environment', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://shop@localhost/shop'],
  ])('stops with a message that names %s', (name, value) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, [name]: value, DATA_DIR: '/nonexistent-should-not-be-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${name}:`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
