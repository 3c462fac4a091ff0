import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  configure,
  expect,
  isIndexRead,
  readHistory,
  type Sandbox,
  storeHistory,
  storeSandboxLinks,
  test,
} from './fixtures.ts';

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

/** The service's device classes and "unknown", as the tables word them. */
const CLASSES = ['desktop', 'mobile', 'tablet', 'unknown'];
const word = (v: string) => (CLASSES.includes(v) ? `${v[0]?.toUpperCase()}${v.slice(1)}` : v);

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
    const request = `${r.method()} ${r.url()}`;
    if (r.url().startsWith(sandbox.origin) && !isIndexRead(request)) requests.push(request);
  });

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const a = await get<Analytics>(sandbox, `/links/${first?.link_id}/analytics`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(a.link.title);
  const total = a.summary.total_clicks;
  await expect(page.getByTestId('total-clicks')).toHaveText(total.toLocaleString('en-US'));
  await expect(page.getByTestId('unique-clicks')).toHaveText(
    a.summary.unique_clicks.toLocaleString('en-US'),
  );
  await expect(page.getByRole('img', { name: /^Clicks per day/ }).locator('rect')).toHaveCount(30);

  const pct = (n: number) => `${(Math.round((n / total) * 1000) / 10).toFixed(1)}%`;
  const b = a.breakdown;
  expect(await rowsOf(page, 'Devices')).toEqual(
    byCount(b.devices).map((d) => [word(d.device_type), String(d.count), pct(d.count)]),
  );
  expect(await rowsOf(page, 'Countries')).toEqual(
    byCount(b.countries).map((c) => [
      `${c.country_code ?? '?'} ${c.country}`,
      String(c.count),
      pct(c.count),
    ]),
  );
  expect(await rowsOf(page, 'Browsers')).toEqual(
    byCount(b.browsers).map((x) => [word(x.browser), String(x.count), pct(x.count)]),
  );
  expect(await rowsOf(page, 'Operating systems')).toEqual(
    byCount(b.operating_systems).map((o) => [
      word(o.os),
      String(o.count),
      `${o.percentage.toFixed(1)}%`,
    ]),
  );
  expect(
    await page.evaluate(() => performance.getEntriesByName('snaplink:stats-visible').length),
  ).toBe(1);

  await page.waitForTimeout(500); // anything late would show up by now
  expect(requests.length).toBeLessThanOrEqual(3);
  // The link's analytics, and the account's newest links for the picker.
  expect(requests.sort()).toEqual([
    `GET ${sandbox.baseUrl}/links/${first?.link_id}/analytics`,
    `GET ${sandbox.baseUrl}/links?page=1`,
  ]);
});

test("with no history, the account's newest link shows at once; another is found by search", async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const newest = (await get<{ data: { title: string }[] }>(sandbox, '/links')).data[0];
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(newest?.title ?? '');
  await expect(page.getByText(/No links yet/)).toHaveCount(0);
  const { data } = await get<{ data: { id: number; title: string }[] }>(
    sandbox,
    '/links?search=demo3',
  );
  const target = data[0] as { id: number; title: string };

  await page.getByRole('combobox', { name: 'Search by title, code or address' }).fill('demo3');
  await page.getByRole('listbox', { name: 'Matching links' }).getByRole('option').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(target.title);
  const a = await get<Analytics>(sandbox, `/links/${target.id}/analytics`);
  await expect(page.getByTestId('total-clicks')).toHaveText(
    a.summary.total_clicks.toLocaleString('en-US'),
  );
});

test('a key whose plan has no API access sees the plan error, not "No links yet"', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-free-key' });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(page.getByRole('alert')).toContainText("Your plan doesn't include API access.");
  await expect(page.getByText(/No links yet/)).toHaveCount(0);
});

test('a link the service no longer has: Stats says so, and it leaves the history', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const res = await fetch(`${sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: 'https://example.com/e2e-gone', title: 'E2E gone' }),
  });
  const link = (await res.json()) as { id: number; short_url: string; original_url: string };
  await storeHistory(context, { baseUrl: sandbox.baseUrl, apiKey: KEY }, [
    {
      link_id: link.id,
      short_url: link.short_url,
      original_url: link.original_url,
      title: 'E2E gone',
    },
  ]);
  await fetch(`${sandbox.baseUrl}/links/${link.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${KEY}` },
  });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(page.getByRole('alert')).toHaveText(/This link no longer exists on the service/);
  await expect.poll(() => readHistory(context)).toEqual([]);
});

test('the CSV export holds every table: totals, each day, breakdowns and recent clicks', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const [first] = await storeSandboxLinks(context, sandbox, KEY, ['demo1']);
  const a = await get<Analytics & { recent_clicks: unknown[] }>(
    sandbox,
    `/links/${first?.link_id}/analytics`,
  );
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(page.getByTestId('total-clicks')).toHaveText(
    a.summary.total_clicks.toLocaleString('en-US'),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('snaplink-demo1-stats.csv');
  const text = readFileSync((await download.path()) as string, 'utf8');
  const heads = text.split('\r\n\r\n').map((block) => block.split('\r\n'));
  expect(heads.map((lines) => lines[0])).toEqual([
    'total_clicks,unique_clicks',
    'date,clicks',
    'breakdown,name,code,count,percentage',
    'clicked_at,country_code,device_type,browser,os,referrer',
  ]);
  expect(heads[1]).toHaveLength(1 + a.breakdown.clicks_over_time.length);
  expect(heads[3]?.filter(Boolean)).toHaveLength(1 + a.recent_clicks.length);
});
