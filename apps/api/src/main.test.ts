import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, outputOf } from '../test/shop-process';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The environment of the test run, without what would change what start-up decides. */
/** A DATA_DIR a refused start must never make: its own name under the temporary folder, checked afterwards. */
let neverMade = 0;
function dataDirNeverMade(): string {
  return join(tmpdir(), `shop-never-made-${process.pid}-${++neverMade}`);
}

function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['JWT_SECRET', 'TOTP_ENCRYPTION_KEY', 'DATABASE_URL', 'REDIS_URL', 'STAFF_API_KEY', 'STAFF_API_REMOTE', 'SEED_DEMO']) delete env[name];
  return env;
}

/** Every line the shop wrote to stdout, each parsed as JSON (pino's lines, docs/decisions/057): fails on a plain one. */
function jsonLines(stdout: string): Array<{ level: number; msg: string; [key: string]: unknown }> {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** The messages of the lines at level error (50) and above: why start-up stopped. */
function failures(stdout: string): string {
  return jsonLines(stdout)
    .filter((line) => line.level >= 50)
    .map((line) => line.msg)
    .join('\n');
}

describe('npm start with a bad environment', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://shop@localhost/shop'],
  ])('stops with a message that names %s', (name, value) => {
    const dataDir = dataDirNeverMade();
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...baseEnv(), [name]: value, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
    expect(failures(run.stdout)).toContain(`${name}:`);
    expect(failures(run.stdout)).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('"stack"');
  });
});

describe('npm start for several processes (docs/decisions/056)', () => {
  // Nothing listens on port 1: a start that got past the check fails on connecting instead.
  const nowhere = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop', REDIS_URL: 'redis://127.0.0.1:1' };

  it.each([
    [{ DATABASE_URL: nowhere.DATABASE_URL }],
    [{ REDIS_URL: nowhere.REDIS_URL }],
  ])('refuses to start with %o and no JWT_SECRET, before touching the database, DATA_DIR or Redis', (shared) => {
    const dataDir = dataDirNeverMade();
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...baseEnv(), ...shared, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
    expect(failures(run.stdout)).toMatch(/JWT_SECRET: is required with (DATABASE_URL|REDIS_URL): every shop process must/);
    expect(failures(run.stdout)).not.toContain('Start-up failed');
    expect(failures(run.stdout)).not.toMatch(/\n\s+at /);
  });

  it('goes on with JWT_SECRET given (and fails on the database that is not there)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...baseEnv(), DATABASE_URL: nowhere.DATABASE_URL, JWT_SECRET: 's'.repeat(40), TOTP_ENCRYPTION_KEY: 't'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-shared-')) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(failures(run.stdout)).toContain('Start-up failed');
    expect(run.stdout).not.toContain('JWT_SECRET');
  });
});

describe('DATA_DIR is for the shop\'s user only (docs/decisions/056)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the shop on dataDir (no demo catalogue: quicker), waits until it listens, stops it. */
  async function startAndStop(dataDir: string) {
    const webDir = mkdtempSync(join(tmpdir(), 'shop-web-'));
    dirs.push(webDir);
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...baseEnv(), DATA_DIR: dataDir, WEB_DIST_DIR: webDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const output = outputOf(child);
    await output.line(/Shop ready/);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    // Every line, start-up and shutdown included, is pino's JSON (docs/decisions/057), shown at LOG_LEVEL=warn too.
    const messages = jsonLines(stdout).map((line) => line.msg);
    expect(messages.find((m) => m.startsWith('Shop ready'))).toBeDefined();
    expect(messages).toContain('SIGTERM: finishing the requests in flight (at most 10000 ms), then stopping.');
    expect(messages.at(-1)).toBe('Stopped.');
    return output.text();
  }

  /** Every folder and file under dir whose mode lets anyone but the owner in, with its mode. */
  function openToOthers(dir: string): string[] {
    const found: string[] = [];
    const walk = (path: string) => {
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) return;
      if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dir);
    return found;
  }

  it('creates a fresh DATA_DIR, its database and its secrets owner-only, and fixes an existing one at the next start', { timeout: 180_000 }, async () => {
    const parent = mkdtempSync(join(tmpdir(), 'shop-modes-'));
    dirs.push(parent);
    const dataDir = join(parent, 'data');

    await startAndStop(dataDir);
    const files = readdirSync(join(dataDir, 'db'), { recursive: true });
    expect(files.length).toBeGreaterThan(100);
    expect(readdirSync(join(dataDir, 'secrets')).sort()).toEqual(['jwt-secret', 'staff-key', 'totp-key']);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'secrets', 'jwt-secret')).mode & 0o777).toBe(0o600);

    // As a shop before this change left it (and any tool that ignores the umask): everything open to everyone.
    mkdirSync(join(dataDir, 'uploads', 'payment-proofs'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'payment-proofs', 'proof.webp'), 'screenshot');
    const openAll = (path: string) => {
      const stat = lstatSync(path);
      chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of readdirSync(path)) openAll(join(path, name));
    };
    openAll(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    const output = await startAndStop(dataDir);
    expect(output).toMatch(/took others' permissions off \d+ folders and files/);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, 'uploads', 'payment-proofs', 'proof.webp')).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(dataDir, 'db')).mode & 0o777).toBe(0o700);
  });
});
