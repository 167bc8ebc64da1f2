// Benchmark of the catalogue CSV import (POST /api/v1/admin/products/import, docs/decisions/042): a 10 000-row file,
// half updates of the demo catalogue (every product's price and stock changed) and half new SKUs, checked (dry run)
// and applied through the built shop, on PGlite and, with --postgres, on PostgreSQL. It makes its own data folder
// and database (dropped at the end), seeds --products products, adds and signs in a manager, exports the catalogue,
// builds the file from the export, times export, dry run and apply, then checks that a second dry run finds the
// file applied (nothing left to change). Every request goes to 127.0.0.1. Results go in docs/benchmarks.md by hand.
//
//   npm run build && node bench/catalogue-import.mjs [--rows 10000] [--products 5000]
//     [--postgres postgres://root@127.0.0.1:5432] [--only pglite|postgres]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startShop } from './start-shop.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    products: { type: 'string', default: '5000' },
    postgres: { type: 'string', default: '' },
    only: { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const PRODUCTS = Number(values.products);
const PORT = 3420;
const KEY = 'bench-staff-key-0123456789abcdefghijklmnopqrstuvwxyz';
const DATABASE = 'bazar_bench_import';
const postgresBase = values.postgres || (process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '') : '');

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

function psql(database, command) {
  const result = spawnSync('psql', [`${postgresBase}/${database}`, '-v', 'ON_ERROR_STOP=1', '-qtAc', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

/** RFC 4180, as the shop writes it (apps/api/src/lib/csv.ts): enough to read the export back. */
function parseCsv(text) {
  const records = [];
  let cells = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const q = text.indexOf('"', i);
        value += text.slice(i, q);
        if (text[q + 1] === '"') { value += '"'; i = q + 2; } else { i = q + 1; break; }
      }
    } else {
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '\r' && text[j] !== '\n') j += 1;
      value = text.slice(i, j);
      i = j;
    }
    cells.push(value);
    if (text[i] === ',') { i += 1; continue; }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(cells);
    cells = [];
  }
  return records;
}
const field = (cell) => (/[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const line = (cells) => `${cells.map(field).join(',')}\r\n`;

/** ROWS rows: every product of the export with its price and stock changed, then new SKUs made from them. */
function buildFile(exported) {
  const [header, ...rows] = parseCsv(exported);
  const col = Object.fromEntries(header.map((name, i) => [name, i]));
  const out = [line(header)];
  const updates = Math.min(rows.length, Math.floor(ROWS / 2));
  for (let n = 0; n < ROWS; n += 1) {
    const cells = [...rows[n % updates]];
    if (n >= updates) {
      cells[col.sku] = `BENCH-${String(n).padStart(6, '0')}`;
      cells[col.name] = `${cells[col.name]} bench ${n}`;
      cells[col.old_price] = '';
    } else {
      cells[col.price] = String(Number(cells[col.price]) + 1);
      if (cells[col.old_price]) cells[col.old_price] = String(Number(cells[col.old_price]) + 2);
    }
    cells[col.sizes] = cells[col.sizes].split('|').map((s, k) => `${s.split(':')[0]}:${(n + k) % 40}`).join('|');
    out.push(line(cells));
  }
  return { text: `\uFEFF${out.join('')}`, updates, creates: ROWS - updates };
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

async function benchOne(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `bazar-bench-import-${kind}-`));
  const env = { DATA_DIR: dataDir, STAFF_API_KEY: KEY };
  if (kind === 'postgres') {
    psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`);
    psql('postgres', `CREATE DATABASE ${DATABASE}`);
    env.DATABASE_URL = `${postgresBase}/${DATABASE}`;
    // Required with DATABASE_URL (docs/decisions/056).
    env.JWT_SECRET = `${KEY}-sessions`;
    env.TOTP_ENCRYPTION_KEY = `${KEY}-staff-codes`;
  }
  try {
    const seeded = await timed(() => run(process.execPath, ['apps/api/dist/seed.js', '--products', String(PRODUCTS)], env));
    console.log(`${kind}: seeded ${PRODUCTS} products in ${(seeded.ms / 1000).toFixed(1)} s`);
    const shop = await startShop({ port: PORT, env });
    try {
      const base = `http://127.0.0.1:${PORT}/api/v1`;
      const email = 'bench-manager@bazar.test';
      const password = 'Bench-import-Password-2026';
      const added = await fetch(`${base}/staff/staff-accounts`, {
        method: 'POST', headers: { authorization: `Staff ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, name: 'Bench Manager', role: 'manager', password }),
      });
      if (added.status !== 201) throw new Error(`adding the staff account: ${added.status} ${await added.text()}`);
      const signIn = await fetch(`${base}/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const me = await signIn.json();
      if (signIn.status !== 200) throw new Error(`signing in: ${signIn.status} ${JSON.stringify(me)}`);
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const headers = { cookie, 'x-csrf-token': me.me.csrf_token, origin: `http://127.0.0.1:${PORT}` };

      const exported = await timed(async () => (await fetch(`${base}/admin/products.csv`, { headers: { cookie } })).text());
      const file = buildFile(exported.value);
      const post = (dryRun) => timed(async () => {
        const res = await fetch(`${base}/admin/products/import?dry_run=${dryRun}`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: file.text });
        const answer = await res.json();
        if (res.status !== 200) throw new Error(`import (dry_run=${dryRun}): ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
        return answer;
      });
      const dry = await post(true);
      const apply = await post(false);
      const again = await post(true);
      if (dry.value.created !== file.creates || dry.value.updated !== file.updates) throw new Error(`dry run counted ${dry.value.created} new and ${dry.value.updated} changed`);
      if (again.value.created !== 0 || again.value.updated !== 0 || again.value.unchanged !== ROWS) throw new Error(`after applying, a dry run still finds changes: ${JSON.stringify(again.value).slice(0, 300)}`);
      return {
        kind, products: PRODUCTS, rows: ROWS, bytes: Buffer.byteLength(file.text), creates: file.creates, updates: file.updates,
        exportMs: exported.ms, exportRows: parseCsv(exported.value).length - 1, dryMs: dry.ms, applyMs: apply.ms, againMs: again.ms,
      };
    } finally {
      shop.kill();
    }
  } finally {
    if (kind === 'postgres') psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = values.only ? [values.only] : postgresBase ? ['pglite', 'postgres'] : ['pglite'];
const results = [];
for (const kind of kinds) {
  const r = await benchOne(kind);
  console.log(`${kind}: export ${r.exportMs.toFixed(0)} ms, dry run ${r.dryMs.toFixed(0)} ms, apply ${r.applyMs.toFixed(0)} ms, dry run after ${r.againMs.toFixed(0)} ms`);
  results.push(r);
}
const s = (ms) => (ms / 1000).toFixed(1);
console.log(`\n${ROWS} rows (${results[0].updates} updates of the demo catalogue, ${results[0].creates} new), ${(results[0].bytes / 1024 / 1024).toFixed(1)} MB; Node ${process.version}\n`);
console.log('| Database | Export (products) | Dry run | Apply | Dry run after (all unchanged) |');
console.log('|---|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.kind} | ${s(r.exportMs)} s (${r.exportRows}) | ${s(r.dryMs)} s | ${s(r.applyMs)} s | ${s(r.againMs)} s |`);
