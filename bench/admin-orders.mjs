// Load benchmark of the back office's order list (GET /api/v1/admin/orders) on PostgreSQL with 100 000 orders.
// It makes its own database (dropped at the end unless --keep), generates the orders and their lines in SQL,
// starts the built shop on it, signs a staff member in and loads three lists with autocannon. Every request
// goes to 127.0.0.1 and each run is bounded in time. Results go in docs/benchmarks.md by hand.
//
//   npm run build && node bench/admin-orders.mjs [--orders 100000] [--duration 10] [--connections 20]
//     [--postgres postgres://postgres@127.0.0.1:5432] [--without-indexes] [--explain] [--keep] [--reuse]
// --without-indexes drops the indexes of migration 0010 first: the "before" of docs/benchmarks.md. --keep leaves the
// database for a next run with --reuse (which skips generating; do not mix with --without-indexes).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startShop } from './start-shop.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'without-indexes': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const DATABASE = 'bazar_bench_orders';
const base = values.postgres;
const url = `${base}/${DATABASE}`;
const PORT = 3410;
const PHONE = '+880 1712-000042';
const MIGRATION_0010_INDEXES = [
  'orders_created_idx', 'orders_status_created_idx', 'orders_customer_phone_idx', 'orders_order_number_trgm_idx',
  'orders_customer_name_trgm_idx', 'orders_customer_phone_trgm_idx', 'order_lines_name_trgm_idx', 'order_lines_sku_trgm_idx',
];
const ENDPOINTS = [
  { name: 'status filter (processing)', path: '/api/v1/admin/orders?status=processing' },
  { name: 'search by phone', path: `/api/v1/admin/orders?q=${encodeURIComponent(PHONE)}` },
  { name: 'page 50', path: '/api/v1/admin/orders?page=50' },
  { name: 'tab counts (all orders)', path: '/api/v1/admin/orders/counts' },
];

function psql(database, command) {
  const result = spawnSync('psql', [`${base}/${database}`, '-v', 'ON_ERROR_STOP=1', '-qtAc', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * 20 000 shoppers and ORDERS orders over the last year with one to three lines each, in a few statements.
 * Phones are the local form checkout stores; shopper 42 has the phone the benchmark searches for.
 */
const GENERATE = `
INSERT INTO users (id, email, name, phone)
SELECT md5('bench-user-' || i)::uuid, 'bench-' || i || '@bazar.test', 'Customer ' || i, '0171' || lpad((2000000 + i)::text, 7, '0')
FROM generate_series(1, 20000) i;

INSERT INTO orders (order_number, user_id, status, payment_status, payment_method, customer_name, customer_phone,
  shipping_address, pickup_point_id, subtotal, delivery_fee, discount, total, created_at, updated_at)
SELECT 'BZ-2611-' || lpad(i::text, 8, '0'), md5('bench-user-' || (1 + i % 20000))::uuid,
  (ARRAY['pending','confirmed','processing','shipped','out_for_delivery','delivered','delivered','completed','completed','cancelled'])[1 + (i * 7) % 10],
  (ARRAY['pending','paid','paid','submitted','paid'])[1 + i % 5],
  (ARRAY['Cash On Delivery','Bkash','Nagad','Credit Card','Cash On Delivery'])[1 + (i * 3) % 5],
  'Customer ' || (1 + i % 20000), '0171' || lpad((2000000 + 1 + i % 20000)::text, 7, '0'),
  'Pickup point address', (SELECT min(id) FROM pickup_points) + i % (SELECT count(*) FROM pickup_points),
  150000, 6000, 0, 156000, now() - (i * interval '5 minutes'), now() - (i * interval '5 minutes')
FROM generate_series(1, ${ORDERS}) i;

INSERT INTO order_lines (order_id, product_id, name, sku, size, image, price, quantity)
SELECT o.id, p.id, p.name, p.sku, 'M', '', p.price, 1 + n % 2
FROM orders o
CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(o.order_number)) % 3) n
JOIN products p ON p.id = (SELECT min(id) FROM products) + (abs(hashtext(o.order_number)) + n * 37) % (SELECT count(*) FROM products);

`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(endpoint, headers) {
  const times = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}${endpoint.path}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const non2xx = result.non2xx + result.errors;
  return {
    name: endpoint.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50).toFixed(1),
    p95: percentile(times, 95).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
    non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bazar-bench-orders-'));
const reuse = values.reuse && psql('postgres', `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`) === '1';
if (!reuse) {
  psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`);
  psql('postgres', `CREATE DATABASE ${DATABASE}`);
}
try {
  let started = Date.now();
  if (!reuse) {
    await run(process.execPath, ['apps/api/dist/seed.js', '--products', '300'], { DATA_DIR: dataDir, DATABASE_URL: url });
    psql(DATABASE, GENERATE);
    // A shop's table is mostly settled: vacuumed, so counting can read the index alone.
    psql(DATABASE, 'VACUUM ANALYZE');
  }
  console.log(`Generated ${psql(DATABASE, 'SELECT count(*) FROM orders')} orders with ${psql(DATABASE, 'SELECT count(*) FROM order_lines')} lines in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (values['without-indexes']) {
    psql(DATABASE, `DROP INDEX ${MIGRATION_0010_INDEXES.join(', ')}; ANALYZE;`);
    console.log('Dropped the indexes of migration 0010.');
  }

  const key = 'bench-staff-key-0123456789abcdefghijklmnopqrstuvwxyz';
  const shop = await startShop({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: `${key}-sessions`, TOTP_ENCRYPTION_KEY: `${key}-staff-codes`, STAFF_API_KEY: key, UNPAID_ORDER_EXPIRY_HOURS: String(24 * 90) } });
  try {
    const email = 'bench-support@bazar.test';
    const password = 'Bench-orders-Password-2026';
    const added = await fetch(`http://127.0.0.1:${PORT}/api/v1/staff/staff-accounts`, {
      method: 'POST',
      headers: { authorization: `Staff ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Bench Support', role: 'support', password }),
    });
    // 409: a reused database has the account already.
    if (added.status !== 201 && added.status !== 409) throw new Error(`adding the staff account: ${added.status} ${await added.text()}`);
    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/v1/admin/session`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    });
    if (signIn.status !== 200) throw new Error(`signing in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const headers = { cookie };
    for (const endpoint of ENDPOINTS) {
      const check = await fetch(`http://127.0.0.1:${PORT}${endpoint.path}`, { headers });
      const body = await check.json();
      if (check.status !== 200) throw new Error(`${endpoint.path}: ${check.status} ${JSON.stringify(body)}`);
      console.log(`${endpoint.name}: ${body.orders ? `${body.orders.length} rows on the page` : `${body.total} orders counted`}`);
    }
    const results = [];
    for (const endpoint of ENDPOINTS) {
      started = Date.now();
      results.push(await load(endpoint, headers));
    }
    console.log(`\n${values['without-indexes'] ? 'Without' : 'With'} the indexes of migration 0010, ${ORDERS} orders, ${values.connections} connections, ${values.duration} s each:\n`);
    console.log('| List | Requests | Req/s | p50 ms | p95 ms | p99 ms | Non-2xx |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results) console.log(`| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} |`);
  } finally {
    shop.kill();
  }
  if (values.explain) {
    // The shapes the list runs (modules/orders/admin-orders.service.ts), as PostgreSQL plans them.
    for (const query of [
      `SELECT id FROM orders WHERE status = 'processing' ORDER BY created_at DESC, id DESC LIMIT 25`,
      `SELECT status, count(*) FROM orders GROUP BY status`,
      `SELECT id FROM orders WHERE customer_phone = '01712000042' ORDER BY created_at DESC, id DESC LIMIT 25`,
      `SELECT id FROM orders ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 1225`,
      `SELECT id FROM orders WHERE id IN ((SELECT id FROM orders WHERE order_number ILIKE '%kamiz%' OR customer_name ILIKE '%kamiz%') UNION (SELECT order_id FROM order_lines WHERE name ILIKE '%kamiz%' OR sku ILIKE '%kamiz%')) ORDER BY created_at DESC, id DESC LIMIT 25`,
    ]) {
      console.log(`\nEXPLAIN ANALYZE ${query}\n${psql(DATABASE, `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query}`)}`);
    }
  }
} finally {
  if (!values.keep) psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`);
  rmSync(dataDir, { recursive: true, force: true });
}
