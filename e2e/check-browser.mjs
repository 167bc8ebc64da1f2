// Run before the browser tests (npm test): they drive Debian's Chromium, which npm does not install. Where it is
// missing, install it when this machine lets us (root with apt-get, as .ci/run does), else stop at once with the
// command to run, rather than 165 tests failing to launch a browser one by one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Bengali text needs a Bengali font to render in screenshots.
const PACKAGES = ['chromium', 'fonts-noto-core'];
const INSTALL = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

const chosen = process.env.CHROMIUM_PATH;
const browser = chosen || DEBIAN_CHROMIUM;

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;

if (!executable(browser)) {
  if (chosen) {
    fail([`The browser tests need Chromium, and CHROMIUM_PATH=${chosen} is not an executable file.`, 'Point CHROMIUM_PATH at a Chromium or Chrome, or unset it to use Debian\'s /usr/bin/chromium.']);
  }
  if (!hasApt) {
    fail([`The browser tests need Chromium at ${DEBIAN_CHROMIUM}, and this machine has no apt-get to install it.`, 'Install Chromium and run the tests with CHROMIUM_PATH=/path/to/chromium npm test']);
  }
  if (!isRoot) {
    fail([`The browser tests need Debian's Chromium at ${DEBIAN_CHROMIUM}. Install it, then run npm test again:`, '', `  sudo sh -c '${INSTALL}'`]);
  }
  console.log(`Chromium is missing: installing Debian's (${INSTALL})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
  if (!installed || !executable(DEBIAN_CHROMIUM)) fail(['Installing Chromium failed (above). Run this, then npm test again:', '', `  ${INSTALL}`]);
}
