import { expect, test } from 'vitest';
import { FIREFOX_DIR, firefoxAndSandbox, goTo, waitFor } from './firefox.ts';
import { openTab, PANEL_TABS, proWithHistory } from './surfaces.ts';

// The sidebar's page (sidepanel.html) in Firefox, against the sandbox's seeded Pro account over
// HTTP: Stats for a link in history, then the Links, Domains and QR codes tabs with their data.
// It is opened in a tab: Firefox opens a sidebar only from a click in its own UI (README).

const run = firefoxAndSandbox(FIREFOX_DIR);

test('Stats for a seeded link, then each tab with its data', async () => {
  const { page } = run.firefox;
  const title = await proWithHistory(page, run.sandbox);
  await goTo(page, 'sidepanel.html');
  for (const tab of Object.keys(PANEL_TABS)) await openTab(page, tab, title);
});

test("the five tabs share one row at the sidebar's 360 px, each whole in view", async () => {
  const { page } = run.firefox;
  await page.setViewport({ width: 360, height: 800 });
  await goTo(page, 'sidepanel.html');
  const strip = await waitFor(
    page,
    () => {
      const list = document.querySelector('[role="tablist"]');
      const tabs = [...(list?.querySelectorAll('[role="tab"]') ?? [])];
      if (!list || tabs.length !== 5) return null;
      return {
        viewport: document.documentElement.clientWidth,
        overflow: list.scrollWidth - list.clientWidth,
        tabs: tabs.map((tab) => {
          const r = tab.getBoundingClientRect();
          return { top: Math.round(r.top), left: r.left, right: r.right };
        }),
      };
    },
    undefined,
  );
  expect(strip.viewport).toBe(360);
  expect(new Set(strip.tabs.map((t) => t.top)).size).toBe(1);
  expect(strip.overflow).toBeLessThanOrEqual(0);
  for (const tab of strip.tabs) {
    expect(tab.left).toBeGreaterThanOrEqual(0);
    expect(tab.right).toBeLessThanOrEqual(360);
  }
});
