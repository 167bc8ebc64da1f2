// Page speed of the built shop, measured with Lighthouse (mobile settings: throttled 4G, mid-range phone CPU)
// in Debian's Chromium. Starts the shop on 127.0.0.1 itself. Results: bench/results/lighthouse-<date>.md.
//
//   npm run build && node bench/lighthouse.mjs [--pages /,/product/42,/category/men]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({ options: { pages: { type: 'string', default: '/,/product/42,/category/men' }, port: { type: 'string', default: '3301' } } });
const base = `http://127.0.0.1:${values.port}`;

const shop = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: `${here}.data/lighthouse`, PORT: values.port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/v1/health`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('the shop did not start');
  await new Promise((r) => setTimeout(r, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const path of values.pages.split(',')) {
    const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((n, r) => n + (r.transferSize ?? 0), 0);
    rows.push({
      path,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: Math.round(audit('first-contentful-paint')),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift').toFixed(3),
      js: (jsBytes / 1024).toFixed(1),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
} finally {
  chrome.kill();
  shop.kill();
}

const lines = [
  `Run ${new Date().toISOString()}, Lighthouse ${lighthouse.version ?? '12'} mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium.`,
  '',
  '| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | JS transferred (gzip) KB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.js} |`),
];
mkdirSync(`${here}results`, { recursive: true });
const out = `${here}results/lighthouse-${new Date().toISOString().slice(0, 10)}.md`;
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${out}`);
