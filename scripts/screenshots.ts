// `npm run screenshots`: the pictures in docs/ (docs/*.png), taken from the production build in
// real Chromium against the sandbox: the toolbar popup, the side panel's Stats tab and the options
// page, each in the light and the dark theme; each side panel tab at 360 and 900 px, in English,
// German and Arabic. Not part of `npm test`. `SCREENSHOTS=panel npm run screenshots` takes only the side
// panel's tabs (while working on them).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  EXTENSION_DIR,
  launchWithExtension,
  type Sandbox,
  servePages,
  startSandbox,
} from '../e2e/browser.ts';
import {
  openPage,
  optionsShown,
  PANEL_TABS,
  PANEL_WIDTH,
  proAccount,
  showPanelTab,
  THEMES,
  type Theme,
} from '../e2e/surfaces.ts';
import { linksPictures } from './screenshots-links.ts';
import { popupPictures } from './screenshots-popup.ts';
import { searchPictures } from './screenshots-search.ts';
import { storePictures } from './screenshots-store.ts';

const OUT = 'docs';

/**
 * The options page a first install opens, at 1280×800 in the browser's language
 * (docs/setup-{state}-{lang}-{theme}.png): the welcome, a page of a service typed (the API root
 * it means, and the way to its site), what a wrong API root (404), a refused key (401) and a
 * Free plan (403) say, and the page once connected. `SCREENSHOTS=setup` takes only these.
 */
async function setupPictures(sandbox: Sandbox, theme: Theme, lang: string) {
  const launched = await launchWithExtension(EXTENSION_DIR, lang, { keepWelcome: true });
  try {
    const page = launched.welcome as Page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    const connect = page.locator('button.primary');
    await connect.waitFor();
    const shot = async (state: string) => {
      const path = `${OUT}/setup-${state}-${lang.slice(0, 2)}-${theme}.png`;
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      console.log(path);
    };
    await shot('welcome');
    // Typed, not sent: a service's own address reads as one would paste it from its dashboard.
    await page.locator('input[type="url"]').fill('https://sho.rt/dashboard/api-keys');
    await shot('typed');
    const tries: [string, string, string][] = [
      ['404', `${sandbox.origin}/shortener/api/v1`, 'demo-pro-key'],
      ['401', sandbox.origin, 'demo-expired-key'],
      ['403', sandbox.origin, 'demo-free-key'],
      ['connected', sandbox.origin, 'demo-pro-key'],
    ];
    for (const [state, baseUrl, key] of tries) {
      await page.locator('input[type="url"]').fill(baseUrl);
      await page.locator('.with-button input').fill(key);
      await connect.click();
      const said = state === 'connected' ? '.form-outcome .ok' : '.form-outcome [role="alert"]';
      await page.locator(said).waitFor();
      await shot(state);
    }
  } finally {
    await launched.close();
  }
}

/**
 * Three served pages in the panel's window, as a side panel has beside it: All tabs then counts
 * them (the panel opened as a tab is alone in its window, and would say "0 tabs").
 */
async function pagesBeside(panel: Page) {
  await panel.evaluate(async () => {
    const { tabs, windows } = (
      globalThis as unknown as {
        chrome: {
          windows: { getCurrent(): Promise<{ id: number }> };
          tabs: { create(p: { url: string; windowId: number; active: boolean }): Promise<unknown> };
        };
      }
    ).chrome;
    const { id } = await windows.getCurrent();
    for (const path of ['blog/launch-week', 'pricing', 'docs/getting-started']) {
      await tabs.create({ url: `https://example.com/${path}`, windowId: id, active: false });
    }
  });
}

/** The side panel's widths pictured: Chromium's own, and a panel dragged wide. */
const PANEL_WIDTHS = [PANEL_WIDTH, 900];

/**
 * Each side panel tab with its data, at each width, in one browser per language and theme
 * (docs/panel-{tab}-{width}-{lang}-{theme}.png): the first viewport, 900 px high, as a person
 * sees the panel open.
 */
async function panelPictures(sandbox: Sandbox, theme: Theme, lang: string) {
  const { context, close } = await launchWithExtension(EXTENSION_DIR, lang);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const title = await proAccount(context, sandbox, theme);
    await servePages(context);
    for (const width of PANEL_WIDTHS) {
      const panel = await openPage(context, id, 'sidepanel.html', { theme, width, height: 900 });
      // Once: the panels of both widths open in the same window.
      if (width === PANEL_WIDTHS[0]) await pagesBeside(panel);
      for (const [tab, { id: tabId }] of Object.entries(PANEL_TABS)) {
        await showPanelTab(panel, tab, title);
        const path = `${OUT}/panel-${tabId}-${width}-${lang.slice(0, 2)}-${theme}.png`;
        await panel.screenshot({ path, animations: 'disabled', caret: 'hide' });
        console.log(path);
      }
      await panel.close();
    }
  } finally {
    await close();
  }
}

async function main() {
  if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  mkdirSync(OUT, { recursive: true });
  const { proc, sandbox } = await startSandbox();
  try {
    if (process.env.SCREENSHOTS === 'popup') return await popupPictures(sandbox);
    if (process.env.SCREENSHOTS === 'search') return await searchPictures(sandbox);
    if (process.env.SCREENSHOTS === 'store') return await storePictures();
    if (process.env.SCREENSHOTS === 'setup') {
      for (const theme of THEMES) {
        for (const lang of ['en-US', 'de']) await setupPictures(sandbox, theme, lang);
      }
      return;
    }
    if (process.env.SCREENSHOTS === 'accounts') {
      return await (await import('./screenshots-accounts.ts')).accountsPictures(sandbox);
    }
    if (process.env.SCREENSHOTS === 'rtl')
      return await (await import('./screenshots-rtl.ts')).rtlPictures(sandbox);
    for (const theme of THEMES) {
      for (const lang of ['en-US', 'de', 'ar']) await panelPictures(sandbox, theme, lang);
    }
    if (process.env.SCREENSHOTS === 'panel') return;
    for (const theme of THEMES) {
      // A fresh browser per theme, so nothing of one run's state shows in the other's pictures.
      const { context, close } = await launchWithExtension(EXTENSION_DIR, 'en-US');
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        const title = await proAccount(context, sandbox, theme);
        await servePages(context);
        const shot = async (page: Page, name: string, fullPage = false) => {
          // No caret blinking or transition caught half-way.
          await page.screenshot({
            path: `${OUT}/${name}-${theme}.png`,
            animations: 'disabled',
            caret: 'hide',
            fullPage,
          });
          console.log(`${OUT}/${name}-${theme}.png`);
        };

        const panel = await openPage(context, id, 'sidepanel.html', {
          theme,
          width: PANEL_WIDTH,
          height: 900,
        });
        await showPanelTab(panel, 'Stats', title);
        await shot(panel, 'stats');

        const options = await openPage(context, id, 'options.html', {
          theme,
          width: 1280,
          height: 900,
        });
        await optionsShown(options, sandbox.baseUrl);
        // The whole page: every card, each saving as it changes.
        await shot(options, 'options', true);
      } finally {
        await close();
      }
      for (const lang of ['en-US', 'de']) await setupPictures(sandbox, theme, lang);
    }
    await popupPictures(sandbox);
    await (await import('./screenshots-accounts.ts')).accountsPictures(sandbox);
    // On a sandbox of its own: the pictures before it spend the Pro demo key's 120 a minute, and
    // their long links (one per language) would fill the top of the Links list three times over.
    const fresh = await startSandbox();
    try {
      for (const theme of THEMES) {
        for (const lang of ['en-US', 'de']) await linksPictures(fresh.sandbox, theme, lang);
      }
      await searchPictures(fresh.sandbox);
    } finally {
      fresh.proc.kill();
    }
    await storePictures();
  } finally {
    proc.kill();
  }
}

await main();
