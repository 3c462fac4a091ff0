import { test } from 'vitest';
import { FIREFOX_DIR, firefoxAndSandbox, goTo } from './firefox.ts';
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
