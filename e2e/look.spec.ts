import { EXTENSION_DIR, launchWithExtension } from './browser.ts';
import { clipped, overflow, smallText, violations } from './checks.ts';
import { expect, test } from './fixtures.ts';
import {
  customDomainLink,
  eachSurface,
  PANEL_TABS,
  PANEL_WIDTH,
  POPUP_VIEWS,
  THEMES,
} from './surfaces.ts';

// The look on every surface, in both themes, as ../shared/notes/look-and-feel.md asks: no visible
// text under 12 px, nothing wider than 360 px, axe at 0 violations (colour contrast included).
// The popup is the real toolbar popup on a served page (everyday, Customise open, QR in full);
// the options page and each side panel tab are pages 360 px wide. Each theme's surfaces are
// audited once, in one browser, then each check is its own test.

type Check = 'small text' | 'overflow' | 'axe';
const CHECKS: Check[] = ['small text', 'overflow', 'axe'];
const SURFACES = [
  ...POPUP_VIEWS,
  'options',
  ...Object.keys(PANEL_TABS).map((tab) => `panel ${tab}`),
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    const audits = new Map<string, Record<Check, string[]>>();

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(120_000);
      const launched = await launchWithExtension(EXTENSION_DIR);
      try {
        await eachSurface(
          launched,
          sandbox,
          { theme, path: `look-${theme}` },
          async (surface, page) => {
            audits.set(surface, {
              'small text': await smallText(page),
              overflow: await overflow(page),
              axe: await violations(page),
            });
          },
        );
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

// Nothing a person would see cut (issue 35): no control clipped and no short link cut short, in
// each side panel tab at the panel's 360 px and dragged to 900 px, and in the popup's views, in
// each language, with a long custom-domain link the newest in Links. Clipping is the same in
// both themes: the light one.
const WIDE = 900;
const TABS = Object.keys(PANEL_TABS);
const CLIP_SURFACES = [
  ...TABS.map((tab) => `panel ${tab}`),
  ...TABS.map((tab) => `panel ${tab} at ${WIDE}`),
  ...POPUP_VIEWS,
];

for (const lang of ['en-US', 'de', 'es', 'ar']) {
  test.describe(`${lang}, at ${PANEL_WIDTH} and ${WIDE} px`, () => {
    const found = new Map<string, string[]>();

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(180_000);
      const launched = await launchWithExtension(EXTENSION_DIR, lang);
      try {
        await customDomainLink(sandbox);
        const path = `clip-${lang}-${Date.now()}`;
        await eachSurface(
          launched,
          sandbox,
          { theme: 'light', path, wide: WIDE },
          async (surface, page) => {
            found.set(surface, await clipped(page));
          },
        );
      } finally {
        await launched.close();
      }
    });

    for (const surface of CLIP_SURFACES) {
      test(`${surface}: no control clipped, no short link cut`, () => {
        // Its sort and order menus cut their choice at 360 px ("Descendin"; Arabic's words fit):
        // issue 35 §4, fixed with the Domains tab's own work. Remove this line when it passes.
        test.fail(surface === 'panel Domains' && lang !== 'ar', 'issue 35 §4: sort menus cut');
        expect(found.get(surface)).toEqual([]);
      });
    }
  });
}
