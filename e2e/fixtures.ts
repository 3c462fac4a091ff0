import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { EXTENSION_DIR, launchWithExtension, type Sandbox, startSandbox } from './browser.ts';
import { ToolbarPopup } from './popup.ts';

export { CHROMIUM, EXTENSION_DIR, type Sandbox, TEST_EXTENSION_DIR } from './browser.ts';

/** Shifts every port, so that two Playwright runs on one machine never collide. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Per worker, so parallel workers never share a debugging port. */
export const debugPort = (workerIndex: number) => 19222 + OFFSET + workerIndex;

export const test = base.extend<
  {
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
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
  cdpPort: async ({}, use, testInfo) => use(debugPort(testInfo.workerIndex)),
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
    async ({}, use, workerInfo) => {
      const { proc, sandbox } = await startSandbox(18787 + OFFSET + workerInfo.workerIndex);
      await use(sandbox);
      proc.kill();
    },
    { scope: 'worker' },
  ],
  /** The browser's UI language: `test.use({ lang: 'de' })`. */
  lang: ['en-US', { option: true }],
  /** The production build, unless a spec needs the test build's hooks. */
  extensionDir: [EXTENSION_DIR, { option: true }],
  context: async ({ cdpPort, lang, extensionDir }, use) => {
    const { context, close } = await launchWithExtension(extensionDir, cdpPort, lang);
    await use(context);
    await close();
  },
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
