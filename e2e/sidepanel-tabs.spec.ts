import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox } from './browser.ts';
import { violations } from './checks.ts';
import { configure, expect, type Sandbox, test } from './fixtures.ts';
import { message } from './messages.ts';
import { PANEL_TABS, PANEL_WIDTH, proAccount } from './surfaces.ts';

// The side panel as issue 25 asks it to look: its five tabs on one row at 360 px in each
// language, named in it, moved between with the arrow keys (the ARIA tabs pattern); Stats' link
// search as one-line rows; tables no wider than their content at 800 px, 12 px labels; and the
// context menu's QR card gone once a saved code is opened. Each tab whole, and no control of any
// tab cut, in each language at 360 and 900 px: e2e/contrast.spec.ts.

/**
 * A sandbox of this file's own: its tests draw the Pro demo's Stats, and the sandbox the other
 * specs share may have spent that key's 120 requests of the minute (CI: a 429 in place of Stats).
 */
let own: Sandbox;
let ownProc: { kill(): void } | undefined;
test.beforeAll(async () => {
  const started = await startSandbox();
  own = started.sandbox;
  ownProc = started.proc;
});
test.afterAll(() => ownProc?.kill());

/** The panel as a tab `width` px wide, with the Pro demo (demo1 in history). */
async function panelAt(
  context: BrowserContext,
  sandbox: Sandbox,
  extensionId: string,
  width: number,
): Promise<{ panel: Page; title: string }> {
  const title = await proAccount(context, sandbox, 'light');
  const panel = await context.newPage();
  await panel.setViewportSize({ width, height: 900 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  return { panel, title };
}

const TAB_NAMES = ['tabStats', 'tabLinks', 'tabDomains', 'tabQrCodes', 'tabAllTabs'];

for (const lang of ['en-US', 'de', 'es', 'ar']) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test('the five tabs, named in the language, share one row at 360 px, and the arrows move between them', async ({
      context,
      extensionId,
    }) => {
      const { panel } = await panelAt(context, own, extensionId, 360);
      await expect(panel.locator('html')).toHaveAttribute('lang', message(lang, 'meta.lang'));
      const tabs = panel.getByRole('tab');
      await expect(tabs).toHaveText(TAB_NAMES.map((key) => message(lang, `panel.${key}`)));
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);

      // The arrow towards the previous tab on screen, then the next: mirrored right to left.
      const [back, on] = lang === 'ar' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
      await panel.locator('#tab-stats').click();
      await panel.keyboard.press(back);
      await expect(panel.locator('#tab-alltabs')).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('#tab-alltabs')).toBeFocused();
      await panel.keyboard.press(on);
      await panel.keyboard.press(on);
      await expect(panel.locator('#tab-links')).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('#tab-links')).toBeFocused();
      await expect(panel.locator('#panel-links')).toBeVisible();
      // End, the last tab; past it, the first again.
      await panel.keyboard.press('End');
      await expect(panel.locator('#tab-alltabs')).toBeFocused();
      await panel.keyboard.press(on);
      await expect(panel.locator('#tab-stats')).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('#panel-stats')).toBeVisible();
    });
  });
}

test("Stats' search matches are one-line rows, with no axe violation", async ({
  context,
  extensionId,
}) => {
  const { panel, title } = await panelAt(context, own, extensionId, 360);
  await PANEL_TABS.Stats?.drawn(panel, title);
  const field = panel.getByRole('combobox', { name: 'Search by title, code or address' });
  await field.fill('demo');
  const results = panel.getByRole('listbox', { name: 'Matching links' });
  const options = results.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(2);
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  // One line each: a row no taller than one line of text and its padding, title and short link
  // side by side.
  const rows = await options.evaluateAll((all) =>
    all.map((o) => {
      const lineHeight = Number.parseFloat(getComputedStyle(o).lineHeight);
      const parts = [...o.querySelectorAll('bdi')].map((b) => b.getBoundingClientRect());
      return {
        height: o.getBoundingClientRect().height,
        lineHeight,
        partsOnOneLine: parts.every((p) => Math.abs(p.top - (parts.at(-1)?.top ?? 0)) < 6),
        partHeights: parts.map((p) => p.height),
      };
    }),
  );
  for (const row of rows) {
    expect(row.height).toBeLessThan(row.lineHeight * 1.5 + 8);
    expect(row.partsOnOneLine).toBe(true);
    for (const h of row.partHeights) expect(h).toBeLessThan(row.lineHeight * 1.5);
  }
  expect(await violations(panel)).toEqual([]);
});

test('at 800 px no Stats table column is wider than its widest cell, and axis labels and country badges are 12 px or more', async ({
  context,
  extensionId,
}) => {
  const { panel, title } = await panelAt(context, own, extensionId, 800);
  await PANEL_TABS.Stats?.drawn(panel, title);
  const tables = await panel.locator('table.breakdown').evaluateAll((all) =>
    all.map((table) => {
      const rows = [...table.querySelectorAll('tr')];
      const columns = rows[0]?.children.length ?? 0;
      const slack: number[] = [];
      for (let c = 0; c < columns; c++) {
        const cells = rows.map((r) => r.children[c] as HTMLElement);
        // The widest cell's content (its text, or the share's bar), plus its padding.
        const needs = Math.max(
          ...cells.map((cell) => {
            const style = getComputedStyle(cell);
            const range = document.createRange();
            range.selectNodeContents(cell);
            const content = Math.max(
              range.getBoundingClientRect().width,
              ...[...cell.querySelectorAll('.share-bar')].map(
                (b) => b.getBoundingClientRect().width,
              ),
            );
            return (
              content + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
            );
          }),
        );
        slack.push((cells[0]?.getBoundingClientRect().width ?? 0) - needs);
      }
      return { width: table.getBoundingClientRect().width, slack };
    }),
  );
  // Devices, countries, browsers, operating systems, and the recent clicks' referrers.
  expect(tables).toHaveLength(5);
  for (const table of tables) {
    expect(table.width).toBeLessThan(800 / 2);
    for (const extra of table.slack) expect(extra).toBeLessThan(2);
  }

  const sizes = await panel
    .locator('.chart-ticks bdi, .chart-max, .cc')
    .evaluateAll((all) => all.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)));
  expect(sizes.length).toBeGreaterThan(5);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
});

test("the context menu's QR card above the tabs closes once the popup's saved code is opened, so the panel shows one code", async ({
  context,
  sandbox,
  extensionId,
  popupOn,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  // "QR code for this page" from the context menu, as lib/background/handlers.ts stores it.
  const session = (v: object) => configure(context, v, { area: 'session' });
  await session({
    qrRequest: { content: 'https://example.com/from-the-menu', type: 'url', at: Date.now() },
  });
  const panel = await context.newPage();
  await panel.setViewportSize({ width: PANEL_WIDTH, height: 900 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const card = panel.getByRole('region', { name: 'QR code for this address' });
  await expect(card).toBeVisible();

  const popup = await popupOn(`handoff-${Date.now()}`);
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();
  await popup.page.getByRole('button', { name: 'QR code options' }).click();
  await popup.page.getByRole('button', { name: 'Save as dynamic QR code', exact: true }).click();
  await popup.page.getByRole('button', { name: 'Open in QR codes' }).click();

  await expect(panel.getByRole('tab', { name: 'QR codes', selected: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: `QR code for ${shortUrl}` })).toHaveCount(1);
  await expect(card).toHaveCount(0);
  await expect(panel.getByRole('img', { name: /^QR code for https:\/\/example.com/ })).toHaveCount(
    0,
  );
  // Closed for good: a panel opened later doesn't bring it back.
  await panel.reload();
  await expect(panel.getByRole('tab', { name: 'Stats', selected: true })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(card).toHaveCount(0);
});
