// `npm start`: builds the Chrome extension and runs the sandbox, so a newcomer sees Snaplink
// work with no account. Extra arguments go to the sandbox (`npm start -- --reset`).
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`
The extension is built in ${resolve('.output/chrome-mv3')}.
Load it in Chromium: chrome://extensions → Developer mode → Load unpacked → pick that folder.
Then open its options and use the sandbox below with one of the demo keys.
`);

const sandbox = spawn(
  process.execPath,
  ['--import', 'tsx', 'sandbox/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => sandbox.kill(signal));
sandbox.on('exit', (code) => process.exit(code ?? 0));
