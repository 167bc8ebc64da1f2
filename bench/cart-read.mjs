// The signed-in cart read (GET /api/v1/cart), the answer of every cart change, for two builds of the shop side by
// side: a build before a change and the current one, each on its own fresh embedded database with the demo
// catalogue, one shopper whose cart holds `--lines` lines (and, with --promo, a kept voucher). The two run in turn,
// `--rounds` times, so both meet the same noise. Every request goes to 127.0.0.1 and each run is bounded in time.
// Results: bench/results/cart-read-<date>.md.
//
//   node bench/cart-read.mjs --before apps/api/dist-before/main.js [--after apps/api/dist/main.js]
//        [--lines 10] [--duration 10] [--connections 20] [--rounds 2] [--promo WELCOME10]
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startShop } from './start-shop.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'apps/api/dist/main.js' },
    lines: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    promo: { type: 'string' },
  },
});
if (!values.before) throw new Error('--before apps/api/<folder>/main.js is required: the build to compare with');
const lines = Number(values.lines);
const duration = Number(values.duration);
const connections = Number(values.connections);

/** A shopper with `lines` lines in the cart (and the voucher, if asked); their bearer token. */
async function shopperWithCart(base) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signedUp = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email, password: 'Bench-cart-read-2026' }),
  });
  if (!signedUp.ok) throw new Error(`sign-up: ${signedUp.status} ${await signedUp.text()}`);
  const { token } = await signedUp.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { products } = await (await fetch(`${base}/api/v1/products?limit=${lines * 3}`)).json();
  let added = 0;
  for (const product of products) {
    if (added === lines) break;
    const answer = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `bench-${product.id}-${added}` },
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
    });
    if (answer.ok) added += 1;
  }
  if (added < lines) throw new Error(`only ${added} of ${lines} lines went into the cart`);
  if (values.promo) {
    const applied = await fetch(`${base}/api/v1/promo/apply`, { method: 'POST', headers: auth, body: JSON.stringify({ promoCode: values.promo }) });
    if (!applied.ok) throw new Error(`promo: ${applied.status} ${await applied.text()}`);
  }
  return token;
}

async function measure(label, main, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cart-'));
  const shop = await startShop({ port, main, env: { DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '1000' } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await shopperWithCart(base);
    const check = await (await fetch(`${base}/api/v1/cart`, { headers: { authorization: `Bearer ${token}` } })).json();
    if (check.cart.items.length !== lines) throw new Error(`${label}: the cart answered ${check.cart.items.length} lines`);
    const result = await autocannon({ url: `${base}/api/v1/cart`, headers: { authorization: `Bearer ${token}` }, connections, duration, pipelining: 1 });
    return {
      label,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      promo: check.cart.promo === undefined ? 'not in the answer' : check.cart.promo ? check.cart.promo.code : 'none',
    };
  } finally {
    shop.kill();
    await new Promise((resolve) => shop.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
// A port of its own for each start (a port just closed can linger); clear of the usual database ports.
let port = 3410;
for (let round = 1; round <= Number(values.rounds); round += 1) {
  for (const [label, main] of [['before', values.before], ['after', values.after]]) {
    const row = { round, ...(await measure(label, main, (port += 1))) };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
}

const stamp = new Date().toISOString();
const report = [
  `# Cart read, before and after`,
  '',
  `Run ${stamp} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; GET /api/v1/cart of one shopper`,
  `with ${lines} lines${values.promo ? ` and the voucher ${values.promo}` : ''}, embedded database, autocannon ${connections} connections, ${duration} s a row.`,
  `Before: ${values.before}; after: ${values.after}.`,
  '',
  '| round | build | req/s | p50 | p99 | errors | kept voucher in the answer |',
  '|---:|---|---:|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.round} | ${r.label} | ${r.rps.toLocaleString('en-US')} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.promo} |`),
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const file = join(here, 'results', `cart-read-${stamp.slice(0, 10)}${values.promo ? '-promo' : ''}.md`);
writeFileSync(file, report);
console.log(report);
console.log(`written to ${file}`);
