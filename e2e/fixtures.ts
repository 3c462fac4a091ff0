import { type BrowserContext, test as base, type Page } from '@playwright/test';
import {
  configure,
  EXTENSION_DIR,
  launchWithExtension,
  type Sandbox,
  servePages,
  startSandbox,
} from './browser.ts';
import { historyEntries, type StoredLink, sandboxLinksByCode } from './history.ts';
import { ToolbarPopup } from './popup.ts';

export { configure, type Sandbox, servePages, TEST_EXTENSION_DIR } from './browser.ts';

export const test = base.extend<
  {
    launched: Awaited<ReturnType<typeof launchWithExtension>>;
    context: BrowserContext;
    extensionId: string;
    cdpPort: number;
    lang: string;
    extensionDir: string;
    popupOn: (path: string) => Promise<ToolbarPopup>;
    proPage: (file: 'options.html' | 'sidepanel.html') => Promise<Page>;
  },
  { sandbox: Sandbox }
>({
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
    async ({}, use) => {
      const { proc, sandbox } = await startSandbox();
      await use(sandbox);
      proc.kill();
    },
    { scope: 'worker' },
  ],
  /** The browser's UI language: `test.use({ lang: 'de' })`. */
  lang: ['en-US', { option: true }],
  /** The production build, unless a spec needs the test build's hooks. */
  extensionDir: [EXTENSION_DIR, { option: true }],
  launched: async ({ lang, extensionDir }, use) => {
    const launched = await launchWithExtension(extensionDir, lang);
    await use(launched);
    await launched.close();
  },
  context: async ({ launched }, use) => use(launched.context),
  /** Chromium's debugging port, for the real toolbar click (e2e/popup.ts). */
  cdpPort: async ({ launched }, use) => use(launched.cdpPort),
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
  /**
   * The real toolbar popup over https://example.com/{path}, with the Enterprise demo key and
   * clipboard access; closed after the test.
   */
  popupOn: async ({ context, extensionId, cdpPort, sandbox }, use) => {
    const opened: ToolbarPopup[] = [];
    await use(async (path) => {
      await servePages(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
      const tab = await context.newPage();
      await tab.goto(`https://example.com/${path}`);
      const popup = await ToolbarPopup.open(context, extensionId, cdpPort, tab);
      opened.push(popup);
      return popup;
    });
    for (const popup of opened) await popup.close();
  },
  /** An extension page in a tab, with the Pro demo key (the seeded account) stored. */
  proPage: async ({ context, extensionId, sandbox }, use) => {
    await use(async (file) => {
      await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    });
  },
});

export const expect = test.expect;

/**
 * A read of the worker's index of the account's links (lib/background/link-index.ts), which
 * setting a key starts in the background, or its CORS preflight: not a request of the surface
 * under test.
 * `request` is `METHOD path?query`.
 */
export const isIndexRead = (request: string) =>
  /^(GET|OPTIONS) \S*\/links\?page=\d+&per_page=100$/.test(request);

/** Stores history entries as the popup would have recorded them (lib/history.ts), newest first. */
/** Writes items into the extension's `storage.local` through its worker, as the pages would. */
export async function storeLocal(context: BrowserContext, items: object) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (v) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set(v: object): Promise<void> } } };
        }
      ).chrome.storage.local.set(v),
    items,
  );
}

export async function storeHistory(
  context: BrowserContext,
  account: { baseUrl: string; apiKey: string },
  entries: StoredLink[],
) {
  const history = historyEntries(account, entries);
  await storeLocal(context, { history });
  return history;
}

/** The history the extension keeps (lib/history.ts), read through its worker. */
export async function readHistory(context: BrowserContext): Promise<{ link_id: number }[]> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        storage: { local: { get(k: string): Promise<{ history?: { link_id: number }[] }> } };
      };
    };
    return (await chrome.storage.local.get('history')).history ?? [];
  });
}

/** Puts the sandbox's seeded links with these codes in history, in this order. */
export async function storeSandboxLinks(
  context: BrowserContext,
  sandbox: Sandbox,
  apiKey: string,
  codes: string[],
) {
  const links = await sandboxLinksByCode(sandbox, apiKey, codes);
  return storeHistory(context, { baseUrl: sandbox.baseUrl, apiKey }, links);
}

/** The options page's status beside one of its buttons (Save and connect). */
export const statusBeside = (page: Page, button: string) =>
  page
    .locator('.form-action')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .getByRole('status');

/** A new tab of the browser on `url` (a page servePages serves, or the browser's own). */
export async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  return tab;
}

/** The account's links on the sandbox that match `search` (GET /links?search=), up to 100. */
export async function sandboxLinks(
  sandbox: Sandbox,
  search: string,
  apiKey = 'demo-enterprise-key',
): Promise<{ id: number; short_url: string; original_url: string }[]> {
  const res = await fetch(
    `${sandbox.baseUrl}/links?search=${encodeURIComponent(search)}&per_page=100`,
    { headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' } },
  );
  return ((await res.json()) as { data: { id: number; short_url: string; original_url: string }[] })
    .data;
}
