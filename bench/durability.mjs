// What flushing the embedded database costs (docs/decisions/026): orders per second placed through the HTTP API
// by the built shop with EMBEDDED_DB_FSYNC=true (the default: every commit flushed) and =false (the shop as
// it was: nothing flushed), the two shops side by side and measured in turns, so both see the same machine.
//
//   npm run build -w apps/api && node bench/durability.mjs [--rounds 5] [--orders 60] [--concurrency 10]
//
// Each round signs up `orders` new shoppers on each shop and puts one unit of a different product size in
// each cart (not timed), then times the shoppers placing their cash-on-delivery orders, `concurrency` at a time.
// A first round warms both shops up and is not counted. It also times this disk's fsync of an 8 KB write,
// which bounds what flushing can cost: PGlite runs one commit at a time, so one flush each.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startShop } from './start-shop.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    orders: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '10' },
    port: { type: 'string', default: '3170' },
  },
});
const rounds = Number(values.rounds);
const ordersPerRound = Number(values.orders);
const concurrency = Number(values.concurrency);

const modes = [
  { name: 'EMBEDDED_DB_FSYNC=false (as before)', fsync: 'false', port: Number(values.port) },
  { name: 'EMBEDDED_DB_FSYNC=true (the default)', fsync: 'true', port: Number(values.port) + 1 },
];

async function call(origin, method, path, { token, body } = {}) {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
  return answer;
}

/** Every size with stock, one unit per entry, so no two orders of a round compete for the last one. */
async function stockedUnits(origin) {
  const units = [];
  for (let id = 1; id <= 300; id += 1) {
    const { product } = await call(origin, 'GET', `/products/${id}`).catch(() => ({}));
    if (!product) continue;
    const sizes = Object.entries(product.stock_by_size);
    if (sizes.length === 0) for (let n = 0; n < product.stock; n += 1) units.push({ product_id: id });
    for (const [size, stock] of sizes) for (let n = 0; n < stock; n += 1) units.push({ product_id: id, size });
  }
  return units;
}

let signUps = 0;
async function shopperWithCart(origin, unit) {
  signUps += 1;
  const { token } = await call(origin, 'POST', '/auth/register', {
    body: { name: 'Bench Shopper', email: `bench-${process.pid}-${signUps}@example.com`, password: 'Kathal-gach-42-Bazar' },
  });
  await call(origin, 'POST', '/cart/items', { token, body: { ...unit, quantity: 1 } });
  return token;
}

async function placeAll(origin, tokens) {
  const queue = [...tokens];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) {
        await call(origin, 'POST', '/orders', { token, body: { pickup_point_id: 1, payment_method: 'Cash On Delivery' } }).catch(() => (failed += 1));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rate: (tokens.length - failed) / seconds, failed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median time of an 8 KB write + fsync to the temporary folder's disk, where the shops' data are. */
function fsyncMs(dir) {
  const fd = openSync(join(dir, 'fsync-probe'), 'w');
  const page = Buffer.alloc(8192, 1);
  const times = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    writeSync(fd, page, 0, page.length, (i % 16) * 8192);
    fsyncSync(fd);
    times.push(performance.now() - started);
  }
  closeSync(fd);
  return median(times);
}

async function main() {
  for (const mode of modes) {
    mode.dir = mkdtempSync(join(tmpdir(), 'shop-bench-durability-'));
    console.log(`Starting the shop with ${mode.name} (first start seeds the catalogue)...`);
    // Sign-ups come from one address here; the throttle is for strangers, not for this bench.
    mode.shop = await startShop({ port: mode.port, env: { DATA_DIR: mode.dir, EMBEDDED_DB_FSYNC: mode.fsync, SIGNUP_LIMIT_PER_HOUR: '1000000' } });
    mode.origin = `http://127.0.0.1:${mode.port}`;
    mode.units = await stockedUnits(mode.origin);
    mode.rates = [];
  }
  for (let round = 0; round <= rounds; round += 1) {
    for (const mode of modes) {
      const tokens = [];
      for (let i = 0; i < ordersPerRound; i += 1) tokens.push(await shopperWithCart(mode.origin, mode.units.shift()));
      const { rate, failed } = await placeAll(mode.origin, tokens);
      if (round > 0) mode.rates.push(rate);
      console.log(`${round ? `round ${round}` : 'warm-up'}, ${mode.name}: ${rate.toFixed(1)} orders/s${failed ? `, ${failed} failed` : ''}`);
    }
  }
  const probe = fsyncMs(modes[0].dir);
  const [before, after] = modes.map((mode) => median(mode.rates));
  console.log(`\n${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; ` +
    `${rounds} rounds × ${ordersPerRound} orders, ${concurrency} at a time; 8 KB write + fsync: ${probe.toFixed(2)} ms (median)\n`);
  console.log('| shop | orders/s per round | median |\n|---|---|---:|');
  for (const mode of modes) console.log(`| ${mode.name} | ${mode.rates.map((r) => r.toFixed(1)).join(', ')} | ${median(mode.rates).toFixed(1)} |`);
  console.log(`\nflushed / unflushed: ${(after / before).toFixed(2)}`);
}

/** Stops the shops (a clean stop, as an operator's) and removes their data. */
async function cleanUp() {
  for (const mode of modes) {
    if (mode.shop && mode.shop.exitCode === null) {
      const exited = new Promise((resolve) => mode.shop.once('exit', resolve));
      mode.shop.kill('SIGTERM');
      await exited;
    }
    if (mode.dir) rmSync(mode.dir, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
await cleanUp();
