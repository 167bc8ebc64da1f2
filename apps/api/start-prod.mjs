// `npm run start:prod`: starts the shop as `npm start` does, from the build already made, without rebuilding it, so a
// production machine needs neither the build tools nor the time (docs/decisions/058). Stops at once, saying to run
// `npm run build`, when the API bundle or the web app it serves is not there. API_OUT_DIR as in build.mjs.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = fileURLToPath(new URL('.', import.meta.url));
const main = join(resolve(apiDir, process.env.API_OUT_DIR ?? 'dist'), 'main.js');
// The folder main.js serves the web app from (main.ts: WEB_DIST_DIR, else apps/web/dist).
const webIndex = join(process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : resolve(apiDir, '../web/dist'), 'index.html');

const missing = [main, webIndex].filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`The shop is not built (${missing.join(' and ')} not found): run \`npm run build\` first, then \`npm run start:prod\` (\`npm start\` builds and starts in one).`);
  process.exit(1);
}
await import(pathToFileURL(main).href);
