// `npm start`: the main job for a newcomer. Builds the development extension (set up for the
// sandbox: base URL and demo key), runs the sandbox, and opens Chromium with the extension
// loaded wherever there is a display. Extra arguments go to the sandbox (`npm start -- --reset`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium } from './browsers.mjs';

const EXTENSION = resolve('.output/chrome-mv3-dev');
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'development'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const sandbox = spawn(
  process.execPath,
  ['--import', 'tsx', 'sandbox/main.ts', ...process.argv.slice(2)],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const children = [sandbox];
sandbox.stdout.pipe(process.stdout);

const browser = findChromium();
const display = process.env.DISPLAY || process.env.WAYLAND_DISPLAY;

// Once the sandbox has printed its address and keys, the browser can use it.
let printed = '';
const whenReady = (chunk) => {
  printed += chunk;
  if (!printed.includes('demo-expired-key')) return;
  sandbox.stdout.off('data', whenReady);
  openBrowser();
};
sandbox.stdout.on('data', whenReady);

function openBrowser() {
  if (display && browser) {
    const profile = resolve('.sandbox/chromium-profile');
    mkdirSync(profile, { recursive: true });
    console.log(
      `\nOpening ${browser} with Snaplink loaded. Click its toolbar icon on any web page.`,
    );
    children.push(
      spawn(
        browser,
        [
          `--user-data-dir=${profile}`,
          `--disable-extensions-except=${EXTENSION}`,
          `--load-extension=${EXTENSION}`,
          '--no-first-run',
          'https://example.com/',
        ],
        { stdio: 'ignore' },
      ),
    );
  } else {
    console.log(`
No display${browser ? '' : ' or Chromium'} here, so no browser was opened. To try Snaplink:
  chrome://extensions → Developer mode → Load unpacked → ${EXTENSION}
This development build is already set up for the sandbox above (demo-pro-key).`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
sandbox.on('exit', (code) => {
  for (const child of children) child.kill();
  process.exit(code ?? 0);
});
