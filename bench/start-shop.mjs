// Starts the built shop (apps/api/dist/main.js) for a benchmark and waits until it answers; it stops with the script.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The shop on 127.0.0.1:`port` with `env` on top (DATA_DIR at least); resolves once /api/v1/health answers. */
export async function startShop({ port, env, main = 'apps/api/dist/main.js', stdout = 'ignore' }) {
  const shop = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  // However the script ends (a failed Chromium start included), the shop it started goes with it.
  process.on('exit', () => shop.kill());
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return shop;
    } catch {
      // not listening yet
    }
    if (i > 600 || shop.exitCode !== null) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}
