import { EXTENSION_DIR, launchWithExtension } from './browser.ts';
import { smallText, violations } from './checks.ts';
import { expect, servePages, test } from './fixtures.ts';
import { ToolbarPopup } from './popup.ts';
import { type RtlLayout, rtlLayout } from './rtl-checks.ts';
import {
  openFirstLinkQr,
  openPage,
  openTab,
  PANEL_TABS,
  PANEL_WIDTH,
  proAccount,
  THEMES,
} from './surfaces.ts';

// Every surface in Arabic (Chromium's UI language `ar`), right to left, at the side panel's
// 360 px, in both themes: <html dir="rtl">, nothing past either edge and no card wider than
// itself, every address shown reading left to right and isolated, axe at 0 violations and no
// visible text under 12 px. Found by place, not by words (the words are Arabic). The popup is
// the real toolbar popup with a link made, its QR code drawn and every fold open.

type Audit = RtlLayout & { axe: string[]; small: string[] };
const SURFACES = ['popup', 'options', ...Object.keys(PANEL_TABS).map((tab) => `panel ${tab}`)];
/** The surfaces that always show an address: the link, the base URL, a list of links or domains. */
const SHOWS_ADDRESSES = ['popup', 'options', 'panel Stats', 'panel Links', 'panel Domains'];

for (const theme of THEMES) {
  test.describe(`Arabic, ${theme} theme`, () => {
    const audits = new Map<string, Audit>();

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(120_000);
      const launched = await launchWithExtension(EXTENSION_DIR, 'ar');
      try {
        const { context, cdpPort } = launched;
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        const title = await proAccount(context, sandbox, theme);
        const audit = async (surface: string, page: Parameters<typeof violations>[0]) => {
          audits.set(surface, {
            ...(await page.evaluate(rtlLayout, 'page' as const)),
            axe: await violations(page),
            small: await smallText(page),
          });
        };

        const size = { theme, width: PANEL_WIDTH, height: 800 };
        const options = await openPage(context, id, 'options.html', size);
        await expect(options.locator('input[type="url"]')).toHaveValue(sandbox.baseUrl);
        await audit('options', options);

        const panel = await openPage(context, id, 'sidepanel.html', size);
        for (const tab of Object.keys(PANEL_TABS)) {
          await openTab(panel, tab, title);
          if (tab === 'Links') await openFirstLinkQr(panel);
          await audit(`panel ${tab}`, panel);
        }

        // Last: the link it makes becomes the newest in history, which Stats would show.
        await servePages(context);
        const tab = await context.newPage();
        await tab.goto(`https://example.com/rtl-${theme}-${Date.now()}`);
        const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
        await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
        await expect(popup.page.locator('.qr-panel img.qr')).toHaveJSProperty('complete', true);
        // Link options and Customise open, so every control is laid out.
        await popup.page.evaluate(() => {
          for (const d of document.querySelectorAll('details')) d.open = true;
        });
        await audit('popup', popup.page);
        await popup.close();
      } finally {
        await launched.close();
      }
    });

    for (const surface of SURFACES) {
      test(`${surface}: right to left, nothing sideways`, () => {
        const a = audits.get(surface);
        expect({ dir: a?.dir, direction: a?.direction }).toEqual({ dir: 'rtl', direction: 'rtl' });
        expect({ sideways: a?.sideways, cards: a?.cards }).toEqual({ sideways: [], cards: [] });
      });

      test(`${surface}: addresses read left to right, isolated`, () => {
        const addresses = audits.get(surface)?.addresses ?? [];
        expect(addresses.filter((x) => !x.ltr)).toEqual([]);
        if (SHOWS_ADDRESSES.includes(surface)) expect(addresses.length).toBeGreaterThan(0);
      });

      test(`${surface}: axe, and no text under 12 px`, () => {
        const a = audits.get(surface);
        expect({ axe: a?.axe, small: a?.small }).toEqual({ axe: [], small: [] });
      });
    }
  });
}
