// Load benchmark of the page routes: the landing pages as a browser asks for them (brotli), drawn by the server
// in English and in Bengali (docs/decisions/023), beside the catalogue call the home page's first list makes.
// Every request goes to 127.0.0.1 and each row is bounded in time. Results: bench/results/pages-<date>.md.
//
//   npm run build && node bench/pages.mjs [--duration 10] [--connections 20]
//     [--api-dist apps/api/dist] [--web-dist apps/web/dist] (another build, e.g. to compare two versions)
// The shop runs as `npm start` runs it (demo catalogue seeded on its first start in bench/.data/pages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startShop } from './start-shop.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3311' },
    'api-dist': { type: 'string', default: 'apps/api/dist' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    out: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${values.port}`;
const PATHS = ['/', '/product/42', '/category/men', '/api/v1/products?limit=25'];
const LANGUAGES = ['en', 'bn'];

const root = fileURLToPath(new URL('..', import.meta.url));
const shop = await startShop({
  port: values.port,
  main: resolve(root, values['api-dist'], 'main.js'),
  env: { DATA_DIR: `${here}.data/pages`, WEB_DIST_DIR: resolve(root, values['web-dist']) },
});

const rows = [];
for (const path of PATHS) {
  for (const language of path.startsWith('/api/') ? ['en'] : LANGUAGES) {
    const headers = { 'accept-encoding': 'br, gzip', cookie: `lang=${language}` };
    const first = await fetch(`${base}${path}`, { headers });
    const body = await first.arrayBuffer();
    const drawn = new TextDecoder().decode(body).includes(`data-ssr="${language}"`);
    const result = await autocannon({ url: `${base}${path}`, connections, duration, headers });
    const row = {
      path, language, drawn, status: first.status, bytes: Number(first.headers.get('content-length') ?? 0) || null, html: body.byteLength,
      rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx,
      sent: Math.round(result.throughput.average / 1024),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
}
shop.kill();

const lines = [
  `Run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version};`,
  `autocannon, ${connections} connections, ${duration} s per row, all on 127.0.0.1, \`accept-encoding: br, gzip\`.`,
  '',
  '| path | language | drawn by the server | req/s | p50 ms | p99 ms | errors | KB/s sent |',
  '|---|---|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| \`${r.path}\` | ${r.path.startsWith('/api/') ? '' : r.language} | ${r.path.startsWith('/api/') ? '' : r.drawn ? 'yes' : 'no'} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.sent.toLocaleString('en')} |`),
];
mkdirSync(`${here}results`, { recursive: true });
const out = values.out ?? `${here}results/pages-${new Date().toISOString().slice(0, 10)}.md`;
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${out}`);
