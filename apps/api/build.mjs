// Bundles the API (and its workspace package @shop/shared) into dist/ (or API_OUT_DIR, a folder inside
// apps/api so npm dependencies, which stay external, still resolve).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));

const outdir = process.env.API_OUT_DIR ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed.ts', staff: 'src/staff/cli.ts', backup: 'src/backup/cli.ts', storage: 'src/storage-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
// The migrator reads SQL files next to the bundle (client.ts resolves ./migrations from import.meta.url).
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
