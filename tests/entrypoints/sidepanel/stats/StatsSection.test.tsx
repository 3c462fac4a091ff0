// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { PanelTabs } from '../../../../entrypoints/sidepanel/PanelTabs';
import { StatsSection } from '../../../../entrypoints/sidepanel/stats/StatsSection';
import { accountScope } from '../../../../lib/account';
import { dayText } from '../../../../lib/dates';
import { recentLinks } from '../../../../lib/history';
import { panelLinkItem } from '../../../../lib/panel/panel-asks';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderInPanel } from '../../../support/panel';
import { apiJson, type Box, freshPanel, seedHistory } from '../../../support/panel-sandbox';
import { BASE, type Fetch } from '../../../support/sandbox';

interface Analytics {
  link: { id: number; title: string; short_url: string };
  summary: { total_clicks: number; unique_clicks: number };
  breakdown: {
    clicks_over_time: { date: string; count: number }[];
    devices: { device_type: string; count: number }[];
    countries: { country: string; country_code: string | null; count: number }[];
    browsers: { browser: string; count: number }[];
    operating_systems: { os: string; count: number; percentage: number }[];
  };
  recent_clicks: unknown[];
}

let box: Box;
freshPanel((b) => {
  box = b;
});

/** The analytics requests the panel sent. */
const analyticsAsked = () => box.sent.filter((s) => s.url.endsWith('/analytics'));
const panel = (fetch: Fetch = box.fetch, apiKey?: string) =>
  renderInPanel(<StatsSection />, { fetch, apiKey });
const shown = () => screen.findByRole('heading', { level: 2 }, { timeout: 3000 });

/** A table's body rows as arrays of cell text. */
function rowsOf(title: string): string[][] {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}
/** The recent clicks, one list item each. */
const recentLines = () =>
  within(screen.getByRole('region', { name: 'Recent clicks' })).getAllByRole('listitem');
/** The service's device classes and "unknown", as the tables word them. */
const CLASSES = ['desktop', 'mobile', 'tablet', 'unknown'];
const word = (v: string) => (CLASSES.includes(v) ? `${v[0]?.toUpperCase()}${v.slice(1)}` : v);
const pct = (n: number, total: number) => `${(Math.round((n / total) * 1000) / 10).toFixed(1)}%`;
/** A short link as every list shows it: without its scheme. */
const bare = (url: string) => url.replace(/^https?:\/\//, '');
const sortByCount = <T extends { count: number }>(xs: T[]) =>
  [...xs].sort((a, b) => b.count - a.count);

describe('StatsSection', () => {
  it('has no axe violations', async () => {
    await seedHistory(box, ['demo1']);
    const { container } = await panel();
    await shown();
    await expectNoAxeViolations(container);
  });

  it("shows the newest history link on open, asking only its analytics and the account's newest links, with totals and breakdowns equal to the API", async () => {
    const [, link] = await seedHistory(box, ['demo2', 'demo1']);
    const a = await apiJson<Analytics>(box, `/links/${link?.id}/analytics`);
    await panel();
    expect((await shown()).textContent).toBe(a.link.title);
    expect(
      box.sent.map((s) => `${new URL(s.url).pathname}${new URL(s.url).search}`).sort(),
    ).toEqual([`/api/v1/links/${link?.id}/analytics`, '/api/v1/links?page=1']);
    const total = a.summary.total_clicks;
    expect(total).toBeGreaterThan(100);
    expect(screen.getByTestId('total-clicks').textContent).toBe(String(total));
    expect(screen.getByTestId('unique-clicks').textContent).toBe(String(a.summary.unique_clicks));
    const b = a.breakdown;
    expect(rowsOf('Devices')).toEqual(
      sortByCount(b.devices).map((d) => [
        word(d.device_type),
        String(d.count),
        pct(d.count, total),
      ]),
    );
    expect(rowsOf('Countries')).toEqual(
      sortByCount(b.countries).map((c) => [
        expect.stringContaining(c.country),
        String(c.count),
        pct(c.count, total),
      ]),
    );
    expect(rowsOf('Browsers')).toEqual(
      sortByCount(b.browsers).map((x) => [word(x.browser), String(x.count), pct(x.count, total)]),
    );
    expect(rowsOf('Operating systems')).toEqual(
      sortByCount(b.operating_systems).map((o) => [
        word(o.os),
        String(o.count),
        `${o.percentage.toFixed(1)}%`,
      ]),
    );
    expect(recentLines()).toHaveLength(a.recent_clicks.length);
  });

  it('draws 30 days of clicks as 30 bars, summarised for screen readers and listed in a table', async () => {
    const [link] = await seedHistory(box, ['demo1']);
    const a = await apiJson<Analytics>(box, `/links/${link?.id}/analytics`);
    const { container } = await panel();
    await shown();
    const days = a.breakdown.clicks_over_time;
    expect(days).toHaveLength(30);
    const chart = screen.getByRole('img', { name: /^Clicks per day/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const sum = days.reduce((s, d) => s + d.count, 0);
    expect(chart.getAttribute('aria-label')).toContain(`${sum} in total`);
    const table = container.querySelector('.stats-chart table') as HTMLElement;
    expect(
      [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      ),
    ).toEqual(days.map((d) => [dayText(d.date), String(d.count)]));
  });

  it('shows countries by a code badge and their name, with an empty badge for Unknown', async () => {
    const [link] = await seedHistory(box, ['demo1']);
    const a = await apiJson<Analytics>(box, `/links/${link?.id}/analytics`);
    await panel();
    await shown();
    const rows = rowsOf('Countries');
    for (const c of sortByCount(a.breakdown.countries)) {
      const row = rows.find((r) => r[0]?.endsWith(c.country));
      expect(row?.[0]).toBe(`${c.country_code ?? '?'} ${c.country}`);
    }
  });

  it('exports every table it shows as one CSV: totals, days, breakdowns and recent clicks', async () => {
    const [link] = await seedHistory(box, ['demo1']);
    const a = await apiJson<Analytics>(box, `/links/${link?.id}/analytics`);
    let blob: Blob | undefined;
    let name = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      name = this.download;
    });
    await panel();
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(name).toBe('snaplink-demo1-stats.csv');
    const blocks = (await (blob as Blob).text()).split('\r\n\r\n').map((b) => b.split('\r\n'));
    const total = a.summary.total_clicks;
    const share = (n: number) => pct(n, total).slice(0, -1);
    const b = a.breakdown;
    expect(blocks[0]).toEqual([
      'total_clicks,unique_clicks',
      `${total},${a.summary.unique_clicks}`,
    ]);
    expect(blocks[1]).toEqual([
      'date,clicks',
      ...b.clicks_over_time.map((d) => `${d.date},${d.count}`),
    ]);
    expect(blocks[2]).toEqual([
      'breakdown,name,code,count,percentage',
      ...sortByCount(b.devices).map(
        (d) => `devices,${d.device_type},,${d.count},${share(d.count)}`,
      ),
      ...sortByCount(b.countries).map(
        (c) => `countries,${c.country},${c.country_code ?? ''},${c.count},${share(c.count)}`,
      ),
      ...sortByCount(b.browsers).map((x) => `browsers,${x.browser},,${x.count},${share(x.count)}`),
      ...sortByCount(b.operating_systems).map(
        (o) => `operating_systems,${o.os},,${o.count},${o.percentage.toFixed(1)}`,
      ),
    ]);
    // As many recent clicks as the table under the chart lists, and the file ends there.
    expect(blocks[3]?.[0]).toBe('clicked_at,country_code,device_type,browser,os,referrer');
    expect(blocks[3]?.filter(Boolean)).toHaveLength(1 + recentLines().length);
    expect(blocks).toHaveLength(4);
  });

  it('says so for a link without clicks, and offers no export', async () => {
    await seedHistory(box, ['demo10']);
    await panel();
    await shown();
    expect(screen.getByTestId('total-clicks').textContent).toBe('0');
    expect(screen.getByText(/No clicks yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("with no history (a fresh install), shows the account's newest link at once", async () => {
    const { data } = await apiJson<{ data: { id: number; title: string }[] }>(box, '/links');
    await panel();
    expect((await shown()).textContent).toBe(data[0]?.title);
    // The picker offers the account's links under their own heading.
    const group = screen.getByRole('group', { name: 'Your newest links' });
    expect(within(group).getAllByRole('option')).toHaveLength(data.length);
  });

  it('says there are no links yet for an account without any, and offers All tabs to make some', async () => {
    // The other tabs as stand-ins: only the move to All tabs is looked at.
    const Other = () => <p>another tab</p>;
    const sections = { stats: StatsSection, links: Other, domains: Other, qrcodes: Other };
    await renderInPanel(<PanelTabs sections={{ ...sections, alltabs: Other }} />, {
      fetch: box.fetch,
      apiKey: 'demo-pro2-key',
    });
    expect(await screen.findByText(/No links yet/)).toBeTruthy();
    expect(box.sent.map((s) => new URL(s.url).pathname)).toEqual(['/api/v1/links']);
    fireEvent.click(screen.getByRole('button', { name: "Shorten this window's tabs" }));
    expect(screen.getByRole('tab', { name: 'All tabs', selected: true })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All tabs' }));
  });

  it('shows the plan error, not "No links yet", for a key whose plan has no API access', async () => {
    await panel(box.fetch, 'demo-free-key');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector(':scope > p')?.textContent).toBe(
      "Your plan doesn't include API access.",
    );
    expect(alert.querySelector('details > p')?.textContent).toBe(
      '127.0.0.1:8787 answered with HTTP status 403. Snaplink needs a plan with API access (Pro or Enterprise): upgrade the plan, or use a key from an account that has it.',
    );
    // Another key or plan fixes it, not trying again.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/No links yet/)).toBeNull();
  });

  it('forgets a link the service no longer has, and says so', async () => {
    const [one, two] = await seedHistory(box, ['demo2', 'demo1']);
    await box.api(`/links/${two?.id}`, 'demo-pro-key', { method: 'DELETE' });
    await panel();
    expect((await screen.findByRole('alert')).textContent).toMatch(/no longer exists/);
    await waitFor(async () =>
      expect((await recentLinks()).map((e) => e.link_id)).toEqual([one?.id]),
    );
    expect(screen.getByRole('combobox', { name: 'Show stats for' })).toHaveProperty('value', '');
    // Still said once it has left history.
    await waitFor(() =>
      expect(screen.queryAllByRole('option', { name: two?.title as string })).toEqual([]),
    );
    expect(screen.getByRole('alert').textContent).toMatch(/no longer exists/);
  });

  it('refetches on Refresh', async () => {
    await seedHistory(box, ['demo1']);
    await panel();
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(analyticsAsked()).toHaveLength(2));
    await screen.findByRole('button', { name: 'Refresh' });
  });

  it('shows a countdown on 429, and makes no second request', async () => {
    await seedHistory(box, ['demo1']);
    // Spend the Pro plan's 120 requests a minute through the test's own access.
    for (let i = 0; i < 120; i++) await box.api('/links?per_page=10');
    await panel();
    expect(await screen.findByText(/You can try again in \d+ s\./)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Too many requests/);
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(analyticsAsked()).toHaveLength(1);
  });

  it('shows the link the popup asked for, and follows a later ask', async () => {
    const [one, two] = await seedHistory(box, ['demo1', 'demo2']);
    const scope = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    await panelLinkItem.setValue({ link_id: one?.id as number, at: Date.now(), scope });
    await panel();
    expect((await shown()).textContent).toBe(one?.title);
    await act(() => panelLinkItem.setValue({ link_id: two?.id as number, at: Date.now(), scope }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(two?.title),
    );
  });

  it('says a link asked for under another key belongs to another account or key, and asks nothing for it', async () => {
    // The Pro demo's link, asked for from a popup set to it, while the panel has the second key.
    const [theirs] = await seedHistory(box, ['demo2']);
    const scope = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    await panelLinkItem.setValue({ link_id: theirs?.id as number, at: Date.now(), scope });
    await panel(box.fetch, 'demo-pro2-key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/belongs to another account or key/);
    expect(alert.textContent).not.toMatch(/no longer exists|removed/);
    expect(analyticsAsked()).toEqual([]);
    // Still in history: it is the other account's, not gone.
    expect((await recentLinks()).map((e) => e.link_id)).toContain(theirs?.id);
  });

  it('follows a later ask of another account with the same words, and a pick of its own after', async () => {
    const [one] = await seedHistory(box, ['demo1']);
    await panel();
    expect((await shown()).textContent).toBe(one?.title);
    const other = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro2-key' });
    await act(() => panelLinkItem.setValue({ link_id: 99_999, at: Date.now(), scope: other }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/another account or key/);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const mine = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    await act(() =>
      panelLinkItem.setValue({ link_id: one?.id as number, at: Date.now(), scope: mine }),
    );
    expect((await shown()).textContent).toBe(one?.title);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("never calls a 404 for a link outside this account's history removed", async () => {
    // An ask for this account of an id it doesn't have (another account's link).
    const [theirs] = await seedHistory(box, ['demo1']);
    const scope = await accountScope({ baseUrl: BASE, apiKey: 'demo-pro2-key' });
    await panelLinkItem.setValue({ link_id: theirs?.id as number, at: Date.now(), scope });
    await panel(box.fetch, 'demo-pro2-key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/another account or key/);
    expect(alert.textContent).not.toMatch(/no longer exists|removed/);
  });

  it("picks the current tab's link first", async () => {
    const [, two] = await seedHistory(box, ['demo2', 'demo1']);
    // The panel sees the tab's URL only with host access; here it has it.
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ url: two?.original_url }] as never);
    await panel();
    expect((await shown()).textContent).toBe(two?.title);
  });

  it('finds a link with GET /links?search= and shows it', async () => {
    await seedHistory(box, ['demo1']);
    const { data } = await apiJson<{ data: { id: number; title: string }[] }>(
      box,
      '/links?per_page=100',
    );
    const target = data.find((l) => l.id !== data.at(-1)?.id && l.title) as { title: string };
    await panel();
    await shown();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search by title, code or address' }), {
      target: { value: target.title },
    });
    const results = await screen.findByRole(
      'listbox',
      { name: 'Matching links' },
      { timeout: 2000 },
    );
    expect(box.sent.at(-1)?.url).toContain(
      `search=${encodeURIComponent(target.title).replaceAll('%20', '+')}`,
    );
    fireEvent.click(within(results).getAllByRole('option')[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(target.title),
    );
  });

  it('names the link on screen in the picker, when it is found beyond the lists', async () => {
    // Ten newer links push the seed's oldest, Launch week recap, off the account's first page.
    for (let i = 0; i < 10; i++) {
      await box.api('/links', 'demo-pro-key', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ original_url: `https://example.com/new/${i}`, title: `New ${i}` }),
      });
    }
    await panel();
    await shown();
    const picker = screen.getByRole('combobox', { name: 'Show stats for' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('New 9');
    fireEvent.change(screen.getByRole('combobox', { name: 'Search by title, code or address' }), {
      target: { value: 'Launch week' },
    });
    const results = await screen.findByRole('listbox', {}, { timeout: 2000 });
    fireEvent.click(within(results).getAllByRole('option')[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Launch week recap'),
    );
    expect(picker.selectedOptions[0]?.textContent).toBe('Launch week recap');
    expect(screen.queryByRole('option', { name: 'Choose a link…' })).toBeNull();
  });

  it('lists matches as one-line options the arrows move through and Enter picks, focus staying in the field', async () => {
    await seedHistory(box, ['demo1']);
    const { data } = await apiJson<{ data: { id: number; title: string; short_url: string }[] }>(
      box,
      '/links?search=demo&per_page=25',
    );
    expect(data.length).toBeGreaterThan(2);
    const { container } = await panel();
    await shown();
    const field = screen.getByRole('combobox', { name: 'Search by title, code or address' });
    field.focus();
    fireEvent.change(field, { target: { value: 'demo' } });
    const results = await screen.findByRole(
      'listbox',
      { name: 'Matching links' },
      { timeout: 2000 },
    );
    const options = within(results).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      data.map((l) => `${l.title ?? ''} ${bare(l.short_url)}`),
    );
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    await expectNoAxeViolations(container);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    const second = within(results).getAllByRole('option')[1] as HTMLElement;
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(
      within(results)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    await expectNoAxeViolations(container);

    fireEvent.keyDown(field, { key: 'Enter' });
    const picked = data[1];
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
        picked?.title || picked?.short_url.split('/').pop(),
      ),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field);
  });

  it('picks a pasted short URL from history without a request', async () => {
    const [one] = await seedHistory(box, ['demo1', 'demo2']);
    await panel();
    await shown();
    const before = box.sent.length;
    fireEvent.change(screen.getByRole('combobox', { name: 'Search by title, code or address' }), {
      target: { value: one?.short_url },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(one?.title),
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(box.sent.slice(before).map((s) => new URL(s.url).pathname)).toEqual([
      `/api/v1/links/${one?.id}/analytics`,
    ]);
  });

  it('searches the history instead when the service has no GET /links (404)', async () => {
    const [one] = await seedHistory(box, ['demo1', 'demo2']);
    // A service without the endpoint: the sandbox answers everything else.
    const without: Fetch = (input, init) => {
      const req = new Request(input, init);
      if (req.method === 'GET' && new URL(req.url).pathname.endsWith('/links')) {
        box.sent.push({ url: req.url, method: 'GET', headers: req.headers, body: null });
        return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
      }
      return box.fetch(input, init);
    };
    await panel(without);
    await shown();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search by title, code or address' }), {
      target: { value: one?.title },
    });
    expect(await screen.findByText(/can't search links/, {}, { timeout: 2000 })).toBeTruthy();
    const results = screen.getByRole('listbox', { name: 'Matching links' });
    expect(
      within(results)
        .getAllByRole('option')
        .map((b) => b.textContent),
    ).toEqual([`${one?.title} ${bare(one?.short_url ?? '')}`]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks snaplink:stats-visible once', async () => {
    await seedHistory(box, ['demo1']);
    await panel();
    await shown();
    expect(performance.getEntriesByName('snaplink:stats-visible')).toHaveLength(1);
  });
});
