import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';

// Shared by the e2e fixtures and the benchmarks: the sandbox over HTTP and Debian's Chromium
// with the built extension.

export const EXTENSION_DIR = resolve('.output/chrome-mv3');
/** `npm run build:test`: the production code plus the worker's test hooks (background.spec). */
export const TEST_EXTENSION_DIR = resolve('.output/chrome-mv3-test');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Sandbox {
  /** The API root, e.g. http://127.0.0.1:18787/api/v1 */
  baseUrl: string;
  origin: string;
}

/** Runs `sandbox/main.ts` on its own port with an in-memory database, as a newcomer would run it. */
export async function startSandbox(
  port: number,
): Promise<{ proc: ChildProcess; sandbox: Sandbox }> {
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

/**
 * Headless Chromium with one unpacked extension, reachable over CDP on `cdpPort`. `lang` is
 * the browser's UI language, which picks the extension's `_locales` (Playwright's `locale`
 * option only changes what pages see); it is set even for English, so that a machine in
 * another language runs the same tests.
 */
export async function launchWithExtension(
  extensionDir: string,
  cdpPort: number,
  lang = 'en-US',
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'snaplink-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--lang=${lang}`,
      // A real toolbar click goes through CDP's Extensions.triggerAction (see e2e/popup.ts).
      '--enable-unsafe-extension-debugging',
      `--remote-debugging-port=${cdpPort}`,
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
