import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './db/prepare';
import { freePort, outputOf } from '../test/shop-process';

// The shop as `npm start` runs it, stopped the way a deploy or a restart stops it (SIGTERM), while a shopper's
// sign-in is still being uploaded.

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const SHOPPER = { name: 'Rahima Khatun', email: 'rahima@example.com', password: 'Kathal-gach-42-Bazar' };
let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  // The product images are named by what they show, so one copy serves every run; the shop draws the missing ones
  // after it listens, a minute of CPU the first time.
  const images = join(tmpdir(), 'bazar-test-product-images');
  mkdirSync(images, { recursive: true });
  symlinkSync(images, join(dataDir, 'images'));
  const database = await prepareDatabase({ env: {}, dataDir, log: () => {} });
  await database.close();
}, 180_000);
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the first output line matching `pattern`, or fails when the process ends first. */
type LogLine = { level: number; msg: string };

/** How the shop ended, and each line it wrote to stdout from here on, parsed: every one is pino's JSON (docs/decisions/057). */
function exited(child: ChildProcess): Promise<{ code: number | null; lines: LogLine[] }> {
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const parse = (line: string): LogLine => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
  };
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, lines: stdout.split('\n').filter(Boolean).map(parse) })));
}

async function startShop(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output = outputOf(child);
  await output.line(/Shop ready/);
  return { child, port, output, exit: exited(child) };
}

/**
 * A sign-in whose body is still on its way: the shop has read the headers (it answered 100 Continue), so the
 * request is in flight; `finish` sends the rest.
 */
async function slowSignIn(port: number) {
  const body = Buffer.from(JSON.stringify({ email: SHOPPER.email, password: SHOPPER.password }));
  const req: ClientRequest = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/auth/login',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  response.catch(() => undefined);
  await new Promise<void>((resolve) => req.once('continue', resolve));
  req.write(body.subarray(0, 10));
  return { response, finish: () => req.end(body.subarray(10)) };
}

/** Whether a new connection to the port is refused, asked until it is (the listener closes as the stop begins). */
async function refusesNewConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('stopping the shop', () => {
  it('finishes a request in flight, refuses new connections meanwhile, then exits 0', async () => {
    const shop = await startShop();
    const registered = await fetch(`http://127.0.0.1:${shop.port}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SHOPPER),
    });
    expect(registered.status).toBe(201);

    const signIn = await slowSignIn(shop.port);
    shop.child.kill('SIGTERM');
    await shop.output.line(/SIGTERM: finishing the requests in flight/);
    expect(await refusesNewConnections(shop.port)).toBe(true);

    signIn.finish();
    const answer = await signIn.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ user: { email: SHOPPER.email } });
    const { code, lines } = await shop.exit;
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'Stopped.' });
  }, 120_000);

  it('stops anyway when a request is still running after SHUTDOWN_TIMEOUT_MS', async () => {
    const shop = await startShop({ SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = await slowSignIn(shop.port);
    shop.child.kill('SIGTERM');
    const { code, lines } = await shop.exit;
    expect(code).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'Requests still running after SHUTDOWN_TIMEOUT_MS (300 ms): stopping now.' }));
    await expect(stuck.response).rejects.toThrow();
  }, 120_000);

  it('stops at once on a second signal', async () => {
    const shop = await startShop({ SHUTDOWN_TIMEOUT_MS: '600000' });
    await slowSignIn(shop.port);
    shop.child.kill('SIGTERM');
    await shop.output.line(/SIGTERM: finishing/);
    shop.child.kill('SIGINT');
    const { code, lines } = await shop.exit;
    expect(code).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'SIGINT again: stopping now, without waiting for the requests in flight.' }));
  }, 120_000);
});
