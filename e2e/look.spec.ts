import { EXTENSION_DIR, launchWithExtension, workerOf } from './browser.ts';
import { overflow, smallText, violations } from './checks.ts';
import { expect, servePages, test } from './fixtures.ts';
import {
  openFirstLinkQr,
  openPage,
  openPopup,
  optionsShown,
  PANEL_TABS,
  PANEL_WIDTH,
  proAccount,
  showPanelTab,
  THEMES,
} from './surfaces.ts';

// The look on every surface, in both themes, as ../shared/notes/look-and-feel.md asks: no visible
// text under 12 px, nothing wider than 360 px, axe at 0 violations (colour contrast included).
// The popup is the real toolbar popup on a served page (with Link options and Customise open);
// the options page and each side panel tab are pages 360 px wide. Each theme's surfaces are
// audited once, in one browser, then each check is its own test.

type Check = 'small text' | 'overflow' | 'axe';
const CHECKS: Check[] = ['small text', 'overflow', 'axe'];
const SURFACES = ['popup', 'options', ...Object.keys(PANEL_TABS).map((tab) => `panel ${tab}`)];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    const audits = new Map<string, Record<Check, string[]>>();

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(120_000);
      const launched = await launchWithExtension(EXTENSION_DIR);
      try {
        const { context, cdpPort } = launched;
        const id = new URL((await workerOf(context)).url()).host;
        const title = await proAccount(context, sandbox, theme);
        const audit = async (surface: string, page: Parameters<typeof violations>[0]) => {
          audits.set(surface, {
            'small text': await smallText(page),
            overflow: await overflow(page),
            axe: await violations(page),
          });
        };

        const size = { theme, width: PANEL_WIDTH, height: 800 };
        const options = await openPage(context, id, 'options.html', size);
        await optionsShown(options, sandbox.baseUrl);
        await audit('options', options);

        const panel = await openPage(context, id, 'sidepanel.html', size);
        for (const tab of Object.keys(PANEL_TABS)) {
          await showPanelTab(panel, tab, title);
          // The Links tab with a link's QR code open, so the card is audited too.
          if (tab === 'Links') await openFirstLinkQr(panel);
          await audit(`panel ${tab}`, panel);
        }

        // Last: the link it makes becomes the newest in history, which Stats would show.
        await servePages(context);
        const popup = await openPopup(context, id, cdpPort, {
          path: `look-${theme}`,
          theme,
          expanded: true,
        });
        await audit('popup', popup.page);
        await popup.close();
      } finally {
        await launched.close();
      }
    });

    for (const surface of SURFACES) {
      for (const check of CHECKS) {
        test(`${surface}: ${check}`, () => {
          expect(audits.get(surface)?.[check]).toEqual([]);
        });
      }
    }
  });
}
