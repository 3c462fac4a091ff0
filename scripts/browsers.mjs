// The browsers the tests drive, found where a newcomer's machine has them.
//   node scripts/browsers.mjs ensure   finds Chromium, or installs Debian's as root with apt;
//                                       otherwise stops with one line on how to install one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then `chromium` on PATH; else undefined. */
export function findChromium() {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (path && existsSync(path)) return path;
  }
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

const HOW =
  'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    console.error(HOW);
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium with apt-get (root)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed. ${HOW}`);
      process.exit(1);
    }
  }
  return findChromium();
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'ensure') {
  console.log(`Chromium: ${ensureChromium()}`);
}
