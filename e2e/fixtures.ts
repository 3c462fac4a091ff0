import { type BrowserContext, test as base, type Page } from '@playwright/test';
import {
  configure,
  EXTENSION_DIR,
  launchWithExtension,
  readStored,
  type Sandbox,
  servePages,
  startSandbox,
  workerOf,
} from './browser.ts';
import { historyEntries, type StoredLink } from './history.ts';
import { ToolbarPopup } from './popup.ts';

export {
  configure,
  readStored,
  type Sandbox,
  servePages,
  TEST_EXTENSION_DIR,
  workerOf,
} from './browser.ts';

/** The popupOn fixture: a page (a path, a URL or an open tab), then its toolbar popup. */
export type PopupOn = (
  where: string | Page,
  options?: { key?: string | null },
) => Promise<ToolbarPopup>;

export const test = base.extend<
  {
    launched: Awaited<ReturnType<typeof launchWithExtension>>;
    context: BrowserContext;
    extensionId: string;
    cdpPort: number;
    lang: string;
    extensionDir: string;
    popupOn: PopupOn;
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
    await use(new URL((await workerOf(context)).url()).host);
  },
  /**
   * The one way to open the real toolbar popup on a page: over https://example.com/{path} (or a
   * full URL, or a tab already open, to open it again there), with pages served and clipboard
   * access. It stores the Enterprise demo key first, another `key`, or with `key: null` leaves
   * what is stored alone. Closed after the test. `popup.tab` is the page it opened over.
   */
  popupOn: async ({ context, extensionId, cdpPort, sandbox }, use) => {
    const opened: ToolbarPopup[] = [];
    await use(async (where, { key = 'demo-enterprise-key' } = {}) => {
      await servePages(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      if (key !== null) await configure(context, { baseUrl: sandbox.baseUrl, apiKey: key });
      const tab =
        typeof where === 'string'
          ? await openTab(context, /^[a-z-]+:/.test(where) ? where : `https://example.com/${where}`)
          : where;
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
 * A read of the worker's index of the account's links (lib/link-index/index-refresh.ts), which
 * setting a key starts in the background, or its CORS preflight: not a request of the surface
 * under test.
 * `request` is `METHOD path?query`.
 */
export const isIndexRead = (request: string) =>
  /^(GET|OPTIONS) \S*\/links\?page=\d+&per_page=100$/.test(request);

/** Stores history entries as the popup would have recorded them (lib/history.ts), newest first. */
export async function storeHistory(
  context: BrowserContext,
  account: { baseUrl: string; apiKey: string },
  entries: StoredLink[],
) {
  const history = historyEntries(account, entries);
  await configure(context, { history });
  return history;
}

/** The history the extension keeps (lib/history.ts), read through its worker. */
export async function readHistory(context: BrowserContext): Promise<{ link_id: number }[]> {
  return (await readStored<{ link_id: number }[]>(context, 'history')) ?? [];
}

/** The options page's status beside one of its buttons (Save and connect). */
export const statusBeside = (page: Page, button: string) =>
  page
    .locator('.form-action')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .getByRole('status');

/** A new tab of the browser on `url` (a page servePages serves, or the browser's own). */
async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  return tab;
}
