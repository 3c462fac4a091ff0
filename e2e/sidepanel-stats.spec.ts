import type { Page } from '@playwright/test';
import { configure, expect, type Sandbox, storeSandboxLinks, test } from './fixtures.ts';

// The side panel's Stats tab, opened as a tab, against the sandbox over HTTP with the Pro demo.

const KEY = 'demo-pro-key';

interface Analytics {
  link: { id: number; title: string };
  summary: { total_clicks: number; unique_clicks: number };
  breakdown: {
    clicks_over_time: unknown[];
    devices: { device_type: string; count: number }[];
    countries: { country: string; country_code: string | null; count: number }[];
    browsers: { browser: string; count: number }[];
    operating_systems: { os: string; count: number; percentage: number }[];
  };
}

async function get<T>(sandbox: Sandbox, path: string): Promise<T> {
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
  });
  return (await res.json()) as T;
}

/** A breakdown table's body rows as cell texts. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );

const byCount = <T extends { count: number }>(xs: T[]) => [...xs].sort((a, b) => b.count - a.count);

test('on open, the newest history link shows totals and breakdowns equal to the API, in at most 3 requests', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const [first] = await storeSandboxLinks(context, sandbox, KEY, ['demo1', 'demo2']);
  const requests: string[] = [];
  context.on('request', (r) => {
    if (r.url().startsWith(sandbox.origin)) requests.push(`${r.method()} ${r.url()}`);
  });

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const a = await get<Analytics>(sandbox, `/links/${first?.link_id}/analytics`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(a.link.title);
  const total = a.summary.total_clicks;
  await expect(page.getByTestId('total-clicks')).toHaveText(String(total));
  await expect(page.getByTestId('unique-clicks')).toHaveText(String(a.summary.unique_clicks));
  await expect(page.getByRole('img', { name: /^Clicks per day/ }).locator('rect')).toHaveCount(30);

  const pct = (n: number) => `${(Math.round((n / total) * 1000) / 10).toFixed(1)}%`;
  const b = a.breakdown;
  expect(await rowsOf(page, 'Devices')).toEqual(
    byCount(b.devices).map((d) => [d.device_type, String(d.count), pct(d.count)]),
  );
  expect(await rowsOf(page, 'Countries')).toEqual(
    byCount(b.countries).map((c) => [
      expect.stringMatching(new RegExp(` ${c.country}$`)),
      c.country_code ?? '—',
      String(c.count),
      pct(c.count),
    ]),
  );
  expect(await rowsOf(page, 'Browsers')).toEqual(
    byCount(b.browsers).map((x) => [x.browser, String(x.count), pct(x.count)]),
  );
  expect(await rowsOf(page, 'Operating systems')).toEqual(
    byCount(b.operating_systems).map((o) => [o.os, String(o.count), `${o.percentage.toFixed(1)}%`]),
  );
  expect(
    await page.evaluate(() => performance.getEntriesByName('snaplink:stats-visible').length),
  ).toBe(1);

  await page.waitForTimeout(500); // anything late would show up by now
  expect(requests.length).toBeLessThanOrEqual(3);
  expect(requests).toEqual([`GET ${sandbox.baseUrl}/links/${first?.link_id}/analytics`]);
});

test('a link found by search shows its stats', async ({ context, extensionId, sandbox }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(page.getByText(/No links yet/)).toBeVisible();
  const { data } = await get<{ data: { id: number; title: string }[] }>(
    sandbox,
    '/links?search=demo3',
  );
  const target = data[0] as { id: number; title: string };

  await page.getByRole('searchbox', { name: 'Find a link' }).fill('demo3');
  await page.getByRole('list', { name: 'Matching links' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(target.title);
  const a = await get<Analytics>(sandbox, `/links/${target.id}/analytics`);
  await expect(page.getByTestId('total-clicks')).toHaveText(String(a.summary.total_clicks));
});
