// Starts the built shop for the browser tests on a fresh embedded database. Generated images are kept
// between runs (their file names are derived from what they show), so only the first run renders them.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data', import.meta.url));
rmSync(`${dataDir}/db`, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
// API_DIST_DIR lets parallel work test its own build (a folder inside apps/api).
const apiDist = process.env.API_DIST_DIR ?? fileURLToPath(new URL('../apps/api/dist', import.meta.url));
await import(`${apiDist}/main.js`);
