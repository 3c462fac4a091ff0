import { EXTENSION_DIR, launchWithExtension } from './browser.ts';
import { smallText, violations } from './checks.ts';
import { expect, test } from './fixtures.ts';
import { type RtlLayout, rtlLayout } from './rtl-checks.ts';
import { eachSurface, PANEL_TABS, POPUP_VIEWS, THEMES } from './surfaces.ts';

// Every surface in Arabic (Chromium's UI language `ar`), right to left, at the side panel's
// 360 px, in both themes: <html dir="rtl">, nothing past either edge and no card wider than
// itself, every address shown reading left to right and isolated, axe at 0 violations and no
// visible text under 12 px. Found by place, not by words (the words are Arabic). The popup is
// the real toolbar popup with a link made (<html dir="rtl"> as the link shows), its QR code
// drawn, then Customise and the full QR code, every fold open (eachSurface).

type Audit = RtlLayout & { axe: string[]; small: string[] };
const SURFACES = [
  ...POPUP_VIEWS,
  'options',
  ...Object.keys(PANEL_TABS).map((tab) => `panel ${tab}`),
];
/** The surfaces that always show an address: the link (each popup view), the base URL, a list of links or domains. */
const SHOWS_ADDRESSES = [...POPUP_VIEWS, 'options', 'panel Stats', 'panel Links', 'panel Domains'];

for (const theme of THEMES) {
  test.describe(`Arabic, ${theme} theme`, () => {
    // In one worker, in order: the audit is made once, before them.
    test.describe.configure({ mode: 'default' });
    const audits = new Map<string, Audit>();

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(120_000);
      const launched = await launchWithExtension(EXTENSION_DIR, 'ar');
      try {
        const path = `rtl-${theme}-${Date.now()}`;
        await eachSurface(launched, sandbox, { theme, path }, async (surface, page) => {
          audits.set(surface, {
            ...(await page.evaluate(rtlLayout, 'page' as const)),
            axe: await violations(page),
            small: await smallText(page),
          });
        });
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
