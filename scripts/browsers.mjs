// The browsers the tests drive, found where a newcomer's machine has them.
//   node scripts/browsers.mjs ensure [chromium] [firefox]
//     finds each (both when none is named), or installs Debian's package as root with apt;
//     otherwise stops with one line on how to install it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first of these paths that exists, then the first of these names on PATH; else undefined. */
function find(paths, names) {
  for (const path of paths) {
    if (path && existsSync(path)) return path;
  }
  for (const name of names) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then `chromium` on PATH; else undefined. */
export function findChromium() {
  return find([process.env.CHROMIUM_PATH, '/usr/bin/chromium'], ['chromium']);
}

/**
 * FIREFOX_PATH, then Debian's /usr/bin/firefox-esr (or /usr/bin/firefox), then `firefox-esr` or
 * `firefox` on PATH; else undefined. The Firefox specs (e2e-firefox/) drive it over WebDriver BiDi.
 */
export function findFirefox() {
  return find(
    [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
    ['firefox-esr', 'firefox'],
  );
}

const BROWSERS = {
  chromium: {
    name: 'Chromium',
    find: findChromium,
    apt: 'chromium',
    how: 'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  },
  firefox: {
    name: 'Firefox',
    find: findFirefox,
    apt: 'firefox-esr',
    how: 'No Firefox found: install it (Debian: sudo apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary (ESR 128 or later).',
  },
};

function ensure({ name, find: found, apt: pkg, how }) {
  const path = found();
  if (path) return path;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    console.error(how);
    process.exit(1);
  }
  console.log(`No ${name} found: installing Debian's ${pkg} with apt-get (root)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed. ${how}`);
      process.exit(1);
    }
  }
  return found();
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'ensure') {
  const names = process.argv.slice(3);
  for (const key of names.length > 0 ? names : Object.keys(BROWSERS)) {
    const browser = BROWSERS[key];
    if (!browser) {
      console.error(`Unknown browser "${key}": chromium or firefox.`);
      process.exit(1);
    }
    console.log(`${browser.name}: ${ensure(browser)}`);
  }
}
