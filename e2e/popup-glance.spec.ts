import type { Page } from '@playwright/test';
import { configure, expect, storeHistory, test } from './fixtures.ts';
import type { ToolbarPopup } from './popup.ts';

// Issue 15, feature 5, in the real toolbar popup against the sandbox over HTTP: a link made
// before shows its total clicks and its last 7 days, after the link and from the session's
// cache on the next open; any failure says only "stats unavailable".

/** A click on the short link, as a visitor's: the sandbox records it before redirecting. */
async function clickThrough(shortUrl: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await fetch(shortUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
  }
}

/** When the popup asked for the analytics and when its link was visible (ms since its start). */
const timings = (popup: Page) =>
  popup.evaluate(() => ({
    analytics: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/analytics'))
      .map((e) => e.startTime),
    linkVisible: performance.getEntriesByName('snaplink:link-visible')[0]?.startTime,
  }));

const glance = (popup: ToolbarPopup) => popup.page.locator('p.glance');

test('a link made before shows its total and a 7-day sparkline, after the link, then from the cache', async ({
  popupOn,
}) => {
  // Made now: no glance under a new link.
  const made = await popupOn(`glance-${Date.now()}`);
  const { tab } = made;
  await expect(made.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await made.shortUrl();
  await expect(made.page.getByRole('img', { name: `QR code for ${shortUrl}` })).toBeVisible();
  await expect(glance(made)).toHaveCount(0);
  await made.settled();
  await made.close();

  await clickThrough(shortUrl, 3);

  const reused = await popupOn(tab, { key: null });
  await expect(reused.shortLink()).toHaveAttribute('title', shortUrl);
  const line = reused.page.getByRole('img', {
    name: 'Clicks per day over the last 7 days, oldest first: 0, 0, 0, 0, 0, 0, 3',
  });
  await expect(line).toBeVisible();
  await expect(glance(reused)).toHaveText('3 clicks3 in the last 7 days');
  await expect(line.locator('polyline')).toHaveAttribute('points', /^1,19 (\S+ ){5}63,1$/);
  // One request, sent once the link was on screen.
  const first = await timings(reused.page);
  expect(first.analytics).toHaveLength(1);
  expect(first.linkVisible).toBeDefined();
  expect(first.analytics[0]).toBeGreaterThan(first.linkVisible as number);
  await reused.close();

  // Within 5 minutes the next open shows the cached figures, with no request: the new click
  // shows later.
  await clickThrough(shortUrl, 1);
  const again = await popupOn(tab, { key: null });
  await expect(glance(again)).toHaveText('3 clicks3 in the last 7 days');
  expect((await timings(again.page)).analytics).toEqual([]);
  await again.close();
});

test('a plan without analytics shows its link from history, and only "Stats unavailable"', async ({
  context,
  popupOn,
  sandbox,
}) => {
  const page = `https://example.com/glance-free-${Date.now()}`;
  const free = { baseUrl: sandbox.baseUrl, apiKey: 'demo-free-key' };
  await configure(context, free);
  await storeHistory(context, free, [
    { link_id: 1, short_url: `${sandbox.origin}/free1`, original_url: page, title: null },
  ]);
  const popup = await popupOn(page, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', `${sandbox.origin}/free1`);
  await expect(glance(popup)).toHaveText('Stats unavailable');
  await expect(glance(popup).getByRole('img')).toHaveCount(0);
  await popup.close();
});

for (const [lang, text] of [
  ['de', '2 Klicks2 in den letzten 7 Tagen'],
  ['es', '2 clics2 en los últimos 7 días'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });
    test('the glance speaks the browser’s language', async ({ popupOn }) => {
      const made = await popupOn(`glance-${lang}-${Date.now()}`);
      await expect(made.shortLink()).toHaveAttribute('title', /^http/);
      const shortUrl = await made.shortUrl();
      await made.settled();
      await made.close();
      await clickThrough(shortUrl, 2);
      const reused = await popupOn(made.tab, { key: null });
      await expect(glance(reused)).toHaveText(text);
      await reused.close();
    });
  });
}
