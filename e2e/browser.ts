import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { findChromium } from '../scripts/browsers.mjs';
import { NO_SUCH_HOST } from './servers.ts';

// Shared by the e2e fixtures and the benchmarks: the sandbox over HTTP and Debian's Chromium
// with the built extension.

export const EXTENSION_DIR = resolve('.output/chrome-mv3');
/** `npm run build:test`: the production code plus the worker's test hooks (background.spec). */
export const TEST_EXTENSION_DIR = resolve('.output/chrome-mv3-test');
/** `npm run test:e2e` first runs `scripts/browsers.mjs ensure`, which finds or installs one. */
const CHROMIUM = findChromium() ?? '/usr/bin/chromium';

export interface Sandbox {
  /** The API root, e.g. http://127.0.0.1:41234/api/v1 */
  baseUrl: string;
  origin: string;
}

/**
 * Runs `sandbox/main.ts` with an in-memory database, as a newcomer would run it, on a free port:
 * port 0, then the address it prints. A sandbox already running elsewhere never collides.
 */
export async function startSandbox(): Promise<{ proc: ChildProcess; sandbox: Sandbox }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX_DB: ':memory:' },
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
 * Headless Chromium with one unpacked extension, reachable over CDP on a free port (`cdpPort`:
 * Chromium picks it and writes it to DevToolsActivePort in its profile). `lang` is
 * the browser's UI language, which picks the extension's `_locales` (Playwright's `locale`
 * option only changes what pages see); it is set even for English, so that a machine in
 * another language runs the same tests.
 *
 * A fresh profile's first install opens the options page by itself (lib/background/welcome.ts):
 * it is closed once it is there, so each test starts from the pages it opens, unless `welcome`
 * asks for it (the page, once it has loaded).
 */
export async function launchWithExtension(
  extensionDir: string,
  lang = 'en-US',
  options: {
    keepWelcome?: boolean;
    /**
     * A profile the caller keeps (not removed at close), to start the browser on it again:
     * `reopen` when the extension is already installed there, so no welcome page opens.
     */
    profile?: { dir: string; reopen: boolean };
    hostRules?: string[];
    args?: string[];
  } = {},
): Promise<{
  context: BrowserContext;
  cdpPort: number;
  welcome?: Page;
  close(): Promise<void>;
}> {
  const userDataDir = options.profile?.dir ?? mkdtempSync(join(tmpdir(), 'snaplink-chromium-'));
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
      // A host name that resolves to nothing, at once and offline (the connection test's DNS).
      // `hostRules`: more such rules (scripts/screenshots-store.ts names the sandbox).
      `--host-resolver-rules=${[`MAP ${NO_SUCH_HOST} ~NOTFOUND`, ...(options.hostRules ?? [])].join(',')}`,
      // A real toolbar click goes through CDP's Extensions.triggerAction (see e2e/popup.ts).
      '--enable-unsafe-extension-debugging',
      '--remote-debugging-port=0',
      ...(options.args ?? []),
    ],
  });
  const welcome = options.profile?.reopen ? undefined : await welcomePage(context);
  if (!options.keepWelcome) await welcome?.close();
  return {
    context,
    cdpPort: await activePort(userDataDir),
    welcome: options.keepWelcome ? welcome : undefined,
    close: async () => {
      await context.close();
      if (!options.profile) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The options page the install opened, once it is there (within 10 s of the launch). */
async function welcomePage(context: BrowserContext): Promise<Page> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const page = context
      .pages()
      .find((p) => /^chrome-extension:\/\/[^/]+\/options\.html/.test(p.url()));
    if (page) return page;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('The install opened no options page (lib/background/welcome.ts)');
}

/** The debugging port Chromium chose, from the first line of `<profile>/DevToolsActivePort`. */
async function activePort(userDataDir: string): Promise<number> {
  const file = join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Chromium wrote no DevToolsActivePort in ${userDataDir}`);
}

// Everything a test reads or writes in the extension's storage goes through its worker, with
// these three (Firefox's own: e2e-firefox/firefox.ts's configure, from one of its pages).

/** The extension's service worker: the one running, or the next to start. */
export async function workerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

type Area = 'local' | 'session';
type Storage = {
  chrome: {
    storage: Record<
      Area,
      {
        set(v: object): Promise<void>;
        remove(k: string[]): Promise<void>;
        get(k: string): Promise<Record<string, unknown>>;
      }
    >;
  };
};

/** One stored account (lib/storage/accounts.ts) on `baseUrl`, with the bearer method. */
export const storedAccount = (id: string, name: string, apiKey: string, baseUrl: string) => ({
  id,
  name,
  baseUrl,
  apiKey,
  authMethod: 'bearer',
});

/**
 * `items` as the pages store them: a `baseUrl`, `apiKey`, `authMethod` or `domainId` changes the
 * account in use (or makes the first), as the options page saves it (lib/storage/accounts.ts);
 * an empty key leaves no account.
 */
export function withAccounts(items: Record<string, unknown>, stored: unknown): object {
  const { baseUrl, apiKey, authMethod, domainId, ...rest } = items;
  if ([baseUrl, apiKey, authMethod, domainId].every((v) => v === undefined)) return items;
  type Account = { id: string; name: string; baseUrl: string; apiKey: string; authMethod: string };
  const { defaultId = '', list = [] } = (stored ?? {}) as { defaultId?: string; list?: Account[] };
  const old = list.find((a) => a.id === defaultId) ?? list[0];
  const account = {
    ...(old ?? { id: 'a1', name: 'Account', baseUrl: '', apiKey: '', authMethod: 'bearer' }),
    ...(baseUrl !== undefined && { baseUrl }),
    ...(apiKey !== undefined && { apiKey }),
    ...(authMethod !== undefined && { authMethod }),
    ...(domainId !== undefined && { domainId }),
  } as Account;
  const others = list.filter((a) => a.id !== account.id);
  const kept = account.apiKey === '' ? others : [account, ...others];
  return { ...rest, accounts: { defaultId: kept[0]?.id ?? '', list: kept } };
}

/**
 * Stores `items` as the pages would (the connection, preferences, history…), through the
 * worker: in storage.local, or `area: 'session'` for a hand-off between surfaces. `forget`
 * removes other keys first (caches a previous case filled).
 */
export async function configure(
  context: BrowserContext,
  given: object,
  { forget = [], area = 'local' }: { forget?: string[]; area?: Area } = {},
) {
  const items =
    area === 'local'
      ? withAccounts(given as Record<string, unknown>, await readStored(context, 'accounts'))
      : given;
  const worker = await workerOf(context);
  await worker.evaluate(
    async ([v, keys, where]) => {
      const store = (globalThis as unknown as Storage).chrome.storage[where];
      if (keys.length > 0) await store.remove(keys);
      await store.set(v);
    },
    [items, forget, area] as const,
  );
}

/** One stored value (undefined if unset), read through the worker. */
export async function readStored<T>(
  context: BrowserContext,
  key: string,
  area: Area = 'local',
): Promise<T | undefined> {
  const worker = await workerOf(context);
  return (await worker.evaluate(
    async ([k, where]) =>
      (
        await (globalThis as unknown as Storage).chrome.storage[where].get(k)
      )[k],
    [key, area] as const,
  )) as T | undefined;
}

/** Serves pages to shorten at a real https address (the machine has no internet). */
export async function servePages(context: BrowserContext) {
  await context.route('https://example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Example article</title><h1>${new URL(route.request().url()).pathname}</h1>`,
    }),
  );
}
