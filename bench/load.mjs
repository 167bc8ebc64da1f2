// Load benchmark of the catalogue API beside a bare Node server answering the same JSON from memory.
// Every request goes to 127.0.0.1 and each run is bounded in time. Results: bench/results/load-<date>.md.
//
//   node bench/load.mjs [--sizes 300,100000] [--duration 10] [--connections 50] [--postgres postgres://root@127.0.0.1:5432]
// With --postgres the shop also runs on PostgreSQL (database shop_bench_<size>, made and seeded once).
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '300,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const ENDPOINTS = [
  { name: 'category page', path: '/api/v1/products?category=men&limit=32' },
  { name: 'search', path: '/api/v1/products?search=shirt&limit=32' },
  { name: 'typo search', path: '/api/v1/products?search=panjabi&limit=32' },
];

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered`);
}

async function startShop(dataDir, port, ttl, databaseUrl) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CATALOG_CACHE_TTL_MS: String(ttl),
      // JWT_SECRET is required with DATABASE_URL (docs/decisions/056).
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-load-session-secret-0123456789abcdef', TOTP_ENCRYPTION_KEY: 'bench-load-staff-code-key-0123456789abcdef' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
  return child;
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill();
  });
}

async function load(url) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchSize(size) {
  const dataDir = `${here}.data/catalogue-${size}`;
  if (!existsSync(`${dataDir}/seeded`)) {
    console.log(`Seeding ${size} products into ${dataDir} (once)...`);
    await run(process.execPath, ['apps/api/dist/seed.js', '--products', String(size), '--reset'], { DATA_DIR: dataDir });
    writeFileSync(`${dataDir}/seeded`, new Date().toISOString());
  }
  let pgUrl;
  if (values.postgres) {
    const base = values.postgres.replace(/\/$/, '');
    const name = `shop_bench_${size}`;
    pgUrl = `${base}/${name}`;
    const admin = spawnSync('psql', [`${base}/postgres`, '-qtAc', `SELECT 1 FROM pg_database WHERE datname = '${name}'`], { encoding: 'utf8' });
    if (admin.stdout.trim() !== '1') {
      spawnSync('psql', [`${base}/postgres`, '-qc', `CREATE DATABASE ${name}`], { stdio: 'inherit' });
      console.log(`Seeding ${size} products into PostgreSQL ${name} (once)...`);
      await run(process.execPath, ['apps/api/dist/seed.js', '--products', String(size)], { DATA_DIR: dataDir, DATABASE_URL: pgUrl });
    }
  }
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const cached = await startShop(dataDir, 3201, 10_000);
    const body = await (await fetch(`http://127.0.0.1:3201${endpoint.path}`)).text();
    const bodiesFile = `${dataDir}/bare-bodies.json`;
    writeFileSync(bodiesFile, JSON.stringify({ [endpoint.path]: body }));
    const bare = fork(`${here}bare-server.mjs`, ['3202', bodiesFile]);
    await new Promise((r) => bare.once('message', r));
    const bareResult = await load(`http://127.0.0.1:3202${endpoint.path}`);
    await stop(bare);
    const cachedResult = await load(`http://127.0.0.1:3201${endpoint.path}`);
    await stop(cached);
    const uncached = await startShop(dataDir, 3203, 0);
    const uncachedResult = await load(`http://127.0.0.1:3203${endpoint.path}`);
    await stop(uncached);
    let postgres;
    if (pgUrl) {
      const onPg = await startShop(dataDir, 3204, 0, pgUrl);
      postgres = await load(`http://127.0.0.1:3204${endpoint.path}`);
      await stop(onPg);
    }
    rows.push({ size, endpoint, bytes: body.length, bare: bareResult, cached: cachedResult, uncached: uncachedResult, postgres });
    console.log(JSON.stringify(rows.at(-1)));
  }
  return rows;
}

const all = [];
for (const size of sizes) all.push(...(await benchSize(size)));

const fmt = (r) => `${r.rps.toLocaleString('en')} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`;
const lines = [
  `Run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version};`,
  `autocannon, ${connections} connections, ${duration} s per row, all on 127.0.0.1.`,
  '',
  '| products | endpoint | body | bare node:http | shop, PGlite, cache on | ratio | shop, PGlite, cache off | ratio | shop, PostgreSQL, cache off | ratio |',
  '|---:|---|---:|---|---|---:|---|---:|---|---:|',
  ...all.map((r) =>
    `| ${r.size.toLocaleString('en')} | ${r.endpoint.name} \`${r.endpoint.path.replace('/api/v1/products', '')}\` | ${(r.bytes / 1024).toFixed(1)} KB | ${fmt(r.bare)} | ${fmt(r.cached)} | ${(r.cached.rps / r.bare.rps).toFixed(2)} | ${fmt(r.uncached)} | ${(r.uncached.rps / r.bare.rps).toFixed(2)} | ${r.postgres ? fmt(r.postgres) : 'not run'} | ${r.postgres ? (r.postgres.rps / r.bare.rps).toFixed(2) : ''} |`,
  ),
];
mkdirSync(`${here}results`, { recursive: true });
const out = `${here}results/load-${new Date().toISOString().slice(0, 10)}.md`;
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${out}`);
