import { expect, test } from 'vitest';
import { cutText } from './checks.ts';
import {
  click,
  FIREFOX_DIR,
  fill,
  firefoxAndSandbox,
  goTo,
  setViewport,
  waitFor,
} from './firefox.ts';
import { proWithHistory } from './surfaces.ts';

// The sidebar's page (sidepanel.html) in Firefox, against the sandbox's seeded Pro account over
// HTTP: its five tabs on one row at the sidebar's width, and a link edited in the Links tab.
// (Each tab with its data: a11y.spec.ts.)
// It is opened in a tab: Firefox opens a sidebar only from a click in its own UI
// (docs/development.md, "Tests").

const run = firefoxAndSandbox(FIREFOX_DIR);

test("the five tabs share one row at the sidebar's 360 px, each whole in view", async () => {
  const { page } = run.firefox;
  await setViewport(page, { width: 360, height: 800 });
  await proWithHistory(page, run.sandbox);
  await goTo(page, 'sidepanel.html');
  const tops = await waitFor(
    page,
    () => {
      const tabs = [...document.querySelectorAll('[role="tablist"] [role="tab"]')];
      return tabs.length === 5
        ? tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))
        : null;
    },
    undefined,
  );
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  // 360 px, less Firefox's scrollbar when the tab's page is taller than the window (CI: 348).
  expect(viewport).toBeGreaterThanOrEqual(340);
  expect(viewport).toBeLessThanOrEqual(360);
  expect(new Set(tops).size).toBe(1);
  // Each name whole: not scrolled out of the strip, not past the page's edge.
  expect(await cutText(page, '[role="tab"]')).toEqual([]);
});

test('edits a link in the Links tab: the service has the new title and destination', async () => {
  const { page } = run.firefox;
  await proWithHistory(page, run.sandbox);
  const auth = { Authorization: 'Bearer demo-pro-key', 'Content-Type': 'application/json' };
  const res = await fetch(`${run.sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ original_url: 'https://example.com/ff-before', title: 'Firefox edit' }),
  });
  const link = (await res.json()) as { id: number; short_code: string; short_url: string };
  await goTo(page, 'sidepanel.html');
  await click(page, { button: 'Links' });
  await fill(page, 'Search by title, code or address', link.short_code);
  await click(page, { button: `More actions for ${link.short_url}` });
  await click(page, { button: `Edit ${link.short_url}` });
  await fill(page, 'Title', 'Edited in Firefox');
  await fill(page, 'Destination', 'https://example.com/ff-after');
  await click(page, { button: 'Save' });
  await waitFor(
    page,
    () =>
      [...document.querySelectorAll('li strong')].some(
        (s) => s.textContent === 'Edited in Firefox',
      ),
    undefined,
  );
  const after = await fetch(`${run.sandbox.baseUrl}/links/${link.id}`, { headers: auth });
  expect(await after.json()).toMatchObject({
    title: 'Edited in Firefox',
    original_url: 'https://example.com/ff-after',
    short_url: link.short_url,
  });
});
