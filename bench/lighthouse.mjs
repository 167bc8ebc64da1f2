// Page speed of the built shop, measured with Lighthouse (mobile settings: throttled 4G, mid-range phone CPU)
// in Debian's Chromium. Starts the shop on 127.0.0.1 itself. Each page is measured --runs times and the run
// with the median performance score is reported (Lighthouse's own advice for noisy machines).
//
//   npm run build && node bench/lighthouse.mjs [--pages /,/product/42,/category/men] [--runs 3]
//     [--api-dist apps/api/dist] [--web-dist apps/web/dist] [--out bench/results/lighthouse-<date>.md]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './first-load-js.mjs';
import { startShop } from './start-shop.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/product/42,/category/men' },
    port: { type: 'string', default: '3301' },
    runs: { type: 'string', default: '3' },
    'api-dist': { type: 'string', default: 'apps/api/dist' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    'data-dir': { type: 'string', default: `${here}.data/lighthouse` },
    out: { type: 'string' },
    // Keeps every run's full Lighthouse report (JSON) there, to look into a result.
    'json-dir': { type: 'string' },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const runs = Math.max(1, Number(values.runs));
const webDist = resolve(root, values['web-dist']);

const shop = await startShop({
  port: values.port,
  main: resolve(root, values['api-dist'], 'main.js'),
  env: { DATA_DIR: resolve(values['data-dir']), WEB_DIST_DIR: webDist },
  stdout: 'inherit',
});

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function summarise(path, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    si: Math.round(audit('speed-index')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift').toFixed(3),
    js: (jsBytes / 1024).toFixed(1),
  };
}

// Warm the shop (catalogue cache, image files in the page cache) so the first measured run is not special.
for (const path of values.pages.split(',')) await fetch(`${base}${path}`).catch(() => {});

const load = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const path of values.pages.split(',')) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      load.push(loadavg()[0]);
      const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      samples.push(summarise(path, lhr));
      if (values['json-dir']) {
        mkdirSync(values['json-dir'], { recursive: true });
        writeFileSync(resolve(values['json-dir'], `${path.replace(/\W+/g, '_')}-${run + 1}.json`), JSON.stringify(lhr));
      }
      console.log(JSON.stringify(samples.at(-1)));
    }
    const mid = median(samples.map((s) => s.performance));
    const chosen = samples.find((s) => s.performance === mid);
    rows.push({ ...chosen, range: samples.map((s) => s.performance).join('/'), lcpRange: samples.map((s) => s.lcp).join('/') });
  }
} finally {
  chrome.kill();
  shop.kill();
}

const js = firstLoadJs(webDist);
const lines = [
  `Run ${new Date().toISOString()}, Lighthouse ${lighthouse.version ?? '12'} mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium,`,
  `${runs} run(s) per page, the run with the median performance score shown; ${cpus().length} cores, 1-minute load average ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)} during the runs.`,
  `Web build: ${values['web-dist']}; first-load JavaScript (entry + modulepreloads, gzip -9): ${js.totalKb.toFixed(1)} KB.`,
  '',
  '| page | performance (runs) | accessibility | FCP ms | LCP ms (runs) | SI ms | TBT ms | CLS | JS transferred KB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.path} | ${r.performance} (${r.range}) | ${r.accessibility} | ${r.fcp} | ${r.lcp} (${r.lcpRange}) | ${r.si} | ${r.tbt} | ${r.cls} | ${r.js} |`),
];
const out = values.out ? resolve(values.out) : `${here}results/lighthouse-${new Date().toISOString().slice(0, 10)}.md`;
mkdirSync(resolve(out, '..'), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${out}`);
