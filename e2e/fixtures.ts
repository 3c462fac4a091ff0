import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, test as base, chromium } from '@playwright/test';

export const EXTENSION_DIR = resolve('.output/chrome-mv3');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Sandbox {
  /** The API root, e.g. http://127.0.0.1:18787/api/v1 */
  baseUrl: string;
  origin: string;
}

/** Runs `sandbox/main.ts` on its own port with an in-memory database, as a newcomer would run it. */
async function startSandbox(port: number): Promise<{ proc: ChildProcess; sandbox: Sandbox }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((ok, fail) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /Snaplink sandbox: (\S+)/.exec(out);
      if (match?.[1]) ok(match[1]);
    });
    proc.once('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
  return { proc, sandbox: { baseUrl, origin: new URL(baseUrl).origin } };
}

/** Per worker, so parallel workers never share a debugging port. */
export const debugPort = (workerIndex: number) => 19222 + workerIndex;

export const test = base.extend<
  { context: BrowserContext; extensionId: string; cdpPort: number },
  { sandbox: Sandbox }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
  cdpPort: async ({}, use, testInfo) => use(debugPort(testInfo.workerIndex)),
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
    async ({}, use, workerInfo) => {
      const { proc, sandbox } = await startSandbox(18787 + workerInfo.workerIndex);
      await use(sandbox);
      proc.kill();
    },
    { scope: 'worker' },
  ],
  context: async ({ cdpPort }, use) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'snaplink-e2e-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A real toolbar click goes through CDP's Extensions.triggerAction (see e2e/popup.ts).
        '--enable-unsafe-extension-debugging',
        `--remote-debugging-port=${cdpPort}`,
      ],
    });
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
});

export const expect = test.expect;

/** Stores the connection as the options page would (storage.local), through the worker. */
export async function configure(
  context: BrowserContext,
  settings: { baseUrl: string; apiKey: string },
) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (s) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set(v: object): Promise<void> } } };
        }
      ).chrome.storage.local.set(s),
    settings,
  );
}

/** Serves pages to shorten at a real https address (the machine has no internet). */
export async function servePages(context: BrowserContext) {
  await context.route('https://example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Example article</title><h1>${new URL(route.request().url()).pathname}</h1>`,
    }),
  );
}
