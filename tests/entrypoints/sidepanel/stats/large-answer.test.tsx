// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TABLE_ROWS } from '../../../../entrypoints/sidepanel/stats/BreakdownTable';
import { MAX_BARS } from '../../../../entrypoints/sidepanel/stats/bins';
import { StatsSection } from '../../../../entrypoints/sidepanel/stats/StatsSection';
import { StatsView } from '../../../../entrypoints/sidepanel/stats/StatsView';
import { analyticsKey } from '../../../../entrypoints/sidepanel/stats/useAnalytics';
import { Analytics } from '../../../../lib/api/schemas/analytics';
import { renderInPanel } from '../../../support/panel';
import { apiJson, type Box, freshPanel, seedHistory } from '../../../support/panel-sandbox';
import type { Fetch } from '../../../support/sandbox';

// A service may answer with far more than the contract's 30 days: the Stats tab must still draw
// it, in a size a person can read, and a saved answer it can't draw must not come back.

type Answer = {
  link: { id: number };
  summary: { total_clicks: number };
  breakdown: Record<string, unknown>;
};

let box: Box;
freshPanel((b) => {
  box = b;
});

const DAYS = 250_000;
function huge(answer: Answer): Answer {
  const start = Date.UTC(1400, 0, 1);
  const days = Array.from({ length: DAYS }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    count: i % 7,
  }));
  const countries = Array.from({ length: 5000 }, (_, i) => ({
    country: `Land ${i}`,
    country_code: null,
    count: 1,
  }));
  return { ...answer, breakdown: { ...answer.breakdown, clicks_over_time: days, countries } };
}

describe('a huge analytics answer', () => {
  it('draws at most MAX_BARS bars, and a table of as many rows, with every click counted', async () => {
    const a = Analytics.parse(huge(await apiJson<Answer>(box, '/links/1/analytics')));
    const { container } = render(<StatsView analytics={a} />);
    const bars = container.querySelectorAll('.stats-chart rect');
    expect(bars.length).toBeGreaterThan(MAX_BARS / 2);
    expect(bars.length).toBeLessThanOrEqual(MAX_BARS);
    const sum = [...container.querySelectorAll('.stats-chart tbody tr td.num')].reduce(
      (s, td) => s + Number(td.textContent?.replace(/\D/g, '')),
      0,
    );
    // 0+1+…+6 per week of days.
    const expected = a.breakdown.clicks_over_time.reduce((s, d) => s + d.count, 0);
    expect(sum).toBe(expected);
    const countries = within(screen.getByRole('region', { name: 'Countries' })).getAllByRole('row');
    expect(countries).toHaveLength(1 + TABLE_ROWS + 1); // header, shown rows, "4,950 more"
    expect(countries.at(-1)?.textContent).toContain('4,950 more');
  });

  it('draws in the Stats tab from the service, with no crash', async () => {
    await seedHistory(box, ['demo1']);
    const fetch: Fetch = async (input, init) => {
      const res = await box.fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).endsWith('/analytics')) return res;
      return Response.json(huge((await res.json()) as Answer));
    };
    await renderInPanel(<StatsSection />, { fetch });
    await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 });
    expect(document.querySelectorAll('.stats-chart rect').length).toBeLessThanOrEqual(MAX_BARS);
  }, 20_000);
});

describe('an answer the view cannot draw', () => {
  it('shows a message with Refresh, drops the cached entry, and Refresh asks again', async () => {
    const [link] = await seedHistory(box, ['demo1']);
    const { api, queries } = await renderInPanel(<StatsSection />, { fetch: box.fetch });
    await screen.findByRole('heading', { level: 2 }, { timeout: 3000 });
    const key = analyticsKey(api, link?.id ?? 0);
    // What an older or corrupted cache may hold: the right link, a broken body.
    act(() => {
      queries.setQueryData(key, { link: { id: link?.id }, summary: { total_clicks: 3 } });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be shown/);
    expect(queries.getQueryData(key)).toBeUndefined();
    expect(queries.getQueryState(key)?.status).toBe('pending'); // so lib/panel/query-cache.ts no longer saves it
    const before = box.sent.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('heading', { level: 2 }, { timeout: 3000 });
    expect(box.sent.length).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
