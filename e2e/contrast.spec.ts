import type { Page } from '@playwright/test';
import { EXTENSION_DIR, launchWithExtension } from './browser.ts';
import { clippedControls, overflow, smallText, violations } from './checks.ts';
import { type Measured, measure, type Probe, smallTargets } from './contrast.ts';
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
// text under 12 px, nothing wider than 360 px, axe at 0 violations (colour contrast included);
// and the contrast figures of ACCESSIBILITY.md, measured from the computed colours
// (e2e/contrast.ts): text at 4.5:1 or more, UI components and focus rings at 3:1 or more (WCAG
// 2.2, 1.4.3 and 1.4.11), each figure printed for the statement's table; and no target under
// 24×24 px that 2.5.8 does not excuse (axe's target-size rule, which axe's default run leaves
// off). The popup is the real toolbar popup on a served page (everyday, Customise open, QR in
// full); the options page and each side panel tab are pages 360 px wide. Each theme's surfaces
// are audited once, in one browser, then each check is its own test.

type Check = 'small text' | 'overflow' | 'axe' | 'contrast' | 'targets';
const CHECKS: Check[] = ['small text', 'overflow', 'axe', 'contrast', 'targets'];
const SURFACES = [
  ...POPUP_VIEWS,
  'options',
  ...Object.keys(PANEL_TABS).map((tab) => `panel ${tab}`),
];

const text = (name: string, selector: string): Probe => ({ name, selector, part: 'text' });

/** The figures measured on each surface (the others have no colours of their own). */
const PROBES: Record<string, Probe[]> = {
  options: [
    text('Text (a field label)', 'label'),
    text('Secondary text (a hint)', '.hint'),
    text('Primary button', 'button.primary'),
    text('Button', 'button:not(.primary)'),
    { name: 'Field border', selector: 'input[type="url"]', part: 'border' },
    // Printed, not held: a button is known by its words, so 1.4.11 asks nothing of its edge.
    { name: 'Button border', selector: 'button:not(.primary)', part: 'border', needs: 1 },
    { name: 'Focus ring (a field)', selector: 'input[type="url"]', part: 'focus' },
    { name: 'Focus ring (primary button)', selector: 'button.primary', part: 'focus' },
  ],
  'panel Stats': [
    text('Text (the link title)', '#stats-title'),
    text('Short link (a link)', '#panel-stats .stats-urls a'),
    text('Secondary text (destination)', '#panel-stats .stats-urls .muted'),
    text('Tab, not selected', '[role="tab"][aria-selected="false"]'),
    { name: 'Selected tab bar', selector: '[role="tab"][aria-selected="true"]', part: 'underline' },
    { name: 'Chart bar', selector: '.stats-chart rect', part: 'fill' },
    { name: 'Placeholder (Stats search)', selector: '#panel-stats input', part: 'placeholder' },
    { name: 'Focus ring (a tab)', selector: '[role="tab"][aria-selected="true"]', part: 'focus' },
  ],
  'panel Links': [
    text('Short link', '.link-row-short a'),
    text('Secondary text (destination)', '.link-row-dest'),
  ],
  'panel QR codes': [text('Short link (a link)', '#panel-qrcodes a[href]')],
  popup: [
    text('Short link', '.link-card .short-link'),
    text('Secondary text (destination)', '.link-about bdi + bdi'),
    text('Primary button (Copy)', 'button.primary'),
    { name: 'Placeholder (search)', selector: '.search-field input', part: 'placeholder' },
    { name: 'Focus ring (Copy)', selector: 'button.primary', part: 'focus' },
  ],
};

/** Text needs 4.5:1; what is not text (borders, bars, rings), 3:1. */
const needs = (m: Measured) => m.needs ?? (m.part === 'text' || m.part === 'placeholder' ? 4.5 : 3);

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    // In one worker, in order: the audit is made once, before them.
    test.describe.configure({ mode: 'default' });
    const audits = new Map<string, Record<Check, string[]>>();
    const figures: string[] = [];

    test.beforeAll(async ({ sandbox }) => {
      test.setTimeout(120_000);
      const launched = await launchWithExtension(EXTENSION_DIR);
      try {
        await eachSurface(
          launched,
          sandbox,
          { theme, path: `look-${theme}` },
          async (surface, page: Page) => {
            const audit = {
              'small text': await smallText(page),
              overflow: await overflow(page),
              // Loads axe into the page, which smallTargets then runs.
              axe: await violations(page),
              targets: await smallTargets(page),
              contrast: [] as string[],
            };
            // Last: measuring a focus ring moves the focus.
            for (const m of await measure(page, PROBES[surface] ?? [])) {
              figures.push(
                `| ${theme} | ${surface} | ${m.name} | ${m.colours} | ${m.ratio.toFixed(2)}:1 |`,
              );
              if (m.ratio < needs(m)) audit.contrast.push(`${m.name} ${m.colours} ${m.ratio}:1`);
            }
            audits.set(surface, audit);
          },
        );
      } finally {
        await launched.close();
      }
      console.log(figures.join('\n'));
    });

    for (const surface of SURFACES) {
      for (const check of CHECKS) {
        // Only where there are figures to measure.
        if (check === 'contrast' && !PROBES[surface]) continue;
        test(`${surface}: ${check}`, () => {
          expect(audits.get(surface)?.[check]).toEqual([]);
        });
      }
    }
  });
}

// Nothing a person would see cut (issue 35): no control clipped and no short link cut short
// (clippedControls), in each side panel tab at the panel's 360 px and dragged to 900 px, and in
// the popup's views, in each language, with a long custom-domain link the newest in Links.
// Clipping is the same in both themes: the light one.
const WIDE = 900;
const TABS = Object.keys(PANEL_TABS);
const CLIP_SURFACES = [
  ...TABS.map((tab) => `panel ${tab}`),
  ...TABS.map((tab) => `panel ${tab} at ${WIDE}`),
  ...POPUP_VIEWS,
];

for (const lang of ['en-US', 'de', 'es', 'ar']) {
  test.describe(`${lang}, at ${PANEL_WIDTH} and ${WIDE} px`, () => {
    test.describe.configure({ mode: 'default' });
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
            found.set(surface, await clippedControls(page));
          },
        );
      } finally {
        await launched.close();
      }
    });

    for (const surface of CLIP_SURFACES) {
      test(`${surface}: no control clipped, no short link cut`, () => {
        expect(found.get(surface)).toEqual([]);
      });
    }
  });
}
