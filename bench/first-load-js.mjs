// JavaScript a page needs before its first screen is usable, from a built web app: the entry script and
// every chunk index.html modulepreloads, plus (per route) the route's own chunk and its static imports.
// Sizes are gzip -9 of each file, as the brief for the storefront issue counts them.
//
//   node bench/first-load-js.mjs [apps/web/dist] [home product category]
//   FIRST_LOAD_PAGE=admin.html node bench/first-load-js.mjs apps/web/dist     (the back office, docs/decisions/038)
//   node bench/first-load-js.mjs --admin [apps/web/dist] [payments customers]  (the same, routes under assets/admin/,
//                                                         plus every back-office script summed)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const gzKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Chunk file names under assets/ that `file` imports statically (not `import()`), transitively. */
function staticClosure(assets, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) staticClosure(assets, posix.join(dirname(file), match[1]), seen);
  return seen;
}

export function firstLoadJs(dist, routes = [], page = 'index.html', routeDir = '') {
  const html = readFileSync(join(dist, page), 'utf8');
  const assets = join(dist, 'assets');
  const entry = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)) {
    staticClosure(assets, m[1] ?? m[2], entry);
  }
  const files = [...entry].map((file) => ({ file, kb: gzKb(join(assets, file)) })).sort((a, b) => b.kb - a.kb);
  const totalKb = files.reduce((n, f) => n + f.kb, 0);
  const names = readdirSync(join(assets, routeDir)).map((n) => posix.join(routeDir, n));
  // A route's chunk is the one the entry loads with import() (another chunk may share its name: the back office's
  // `staff` route and the shared `staff` schemas); failing that, the first file of that name.
  const lazy = [...entry].flatMap((file) => [...readFileSync(join(assets, file), 'utf8').matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => posix.join(dirname(file), m[1])));
  const perRoute = routes.map((route) => {
    const named = (n) => n.startsWith(posix.join(routeDir, `${route}-`)) && n.endsWith('.js');
    const chunk = lazy.find(named) ?? names.find(named);
    if (!chunk) return { route, extraKb: NaN, totalKb: NaN };
    const extra = [...staticClosure(assets, chunk)].filter((f) => !entry.has(f));
    const extraKb = extra.reduce((n, f) => n + gzKb(join(assets, f)), 0);
    return { route, extraKb, totalKb: totalKb + extraKb };
  });
  const allKb = names.filter((n) => n.endsWith('.js')).reduce((n, f) => n + gzKb(join(assets, f)), 0);
  return { files, totalKb, perRoute, allKb };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const admin = process.argv[2] === '--admin';
  const args = process.argv.slice(admin ? 3 : 2);
  const dist = resolve(args[0] ?? 'apps/web/dist');
  const routes = args.length > 1 ? args.slice(1) : admin || process.env.FIRST_LOAD_PAGE ? [] : ['home', 'product', 'category'];
  const page = admin ? 'admin.html' : process.env.FIRST_LOAD_PAGE;
  const { files, totalKb, perRoute, allKb } = firstLoadJs(dist, routes, page, admin ? 'admin' : '');
  for (const f of files) console.log(`${f.kb.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`${totalKb.toFixed(1).padStart(7)} KB  first load (entry + modulepreloads)`);
  for (const r of perRoute) console.log(`${r.totalKb.toFixed(1).padStart(7)} KB  with the ${r.route} route (+${r.extraKb.toFixed(1)} KB)`);
  if (admin) console.log(`${allKb.toFixed(1).padStart(7)} KB  every back-office script together`);
}
