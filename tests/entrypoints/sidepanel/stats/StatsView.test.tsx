// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BreakdownTable } from '../../../../entrypoints/sidepanel/stats/BreakdownTable';
import type { BreakdownRow } from '../../../../entrypoints/sidepanel/stats/breakdowns';
import { ClicksChart } from '../../../../entrypoints/sidepanel/stats/ClicksChart';
import { RecentClicks } from '../../../../entrypoints/sidepanel/stats/RecentClicks';
import { StatsView } from '../../../../entrypoints/sidepanel/stats/StatsView';
import { Analytics } from '../../../../lib/api/schemas/analytics';
import { dayText, whenMade } from '../../../../lib/dates';
import { expectNoAxeViolations } from '../../../support/axe';
import { chromeMessages, getMessageFrom } from '../../../support/i18n';
import { apiJson, newSandbox } from '../../../support/panel-sandbox';

let answer: Record<string, unknown>;
beforeAll(async () => {
  const box = newSandbox();
  answer = await apiJson(box, '/links/1/analytics');
});
afterEach(cleanup);

/** The sandbox's answer for demo1 with some fields taken out, parsed as the client would. */
function without(...fields: ('operating_systems' | 'recent_clicks')[]): Analytics {
  const copy = structuredClone(answer) as { breakdown: Record<string, unknown> } & Record<
    string,
    unknown
  >;
  for (const f of fields) {
    delete copy[f];
    delete copy.breakdown[f];
  }
  return Analytics.parse(copy);
}

describe('StatsView', () => {
  it('has no axe violations', async () => {
    const { container } = render(<StatsView analytics={without()} />);
    await expectNoAxeViolations(container);
  });

  it('draws an answer without operating_systems and recent_clicks, leaving those out', () => {
    render(<StatsView analytics={without('operating_systems', 'recent_clicks')} />);
    expect(screen.getByRole('region', { name: 'Countries' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Operating systems' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent clicks' })).toBeNull();
  });
});

describe('BreakdownTable', () => {
  const rows: BreakdownRow[] = [
    { breakdown: 'devices', name: 'desktop', code: null, count: 5, percentage: 12.5 },
    { breakdown: 'devices', name: 'mobile', code: null, count: 35, percentage: 87.5 },
  ];
  const shares = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);

  it('writes shares as percentages in the language of the text', () => {
    render(<BreakdownTable kind="devices" rows={rows} />);
    expect(shares()).toEqual(['12.5%', '87.5%']);
    cleanup();
    try {
      fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('de'));
      render(<BreakdownTable kind="devices" rows={rows} />);
      expect(screen.getByRole('heading', { name: 'Geräte' })).toBeTruthy();
      // German puts a (non-breaking) space before the sign.
      expect(shares()).toEqual(['12,5\u00a0%', '87,5\u00a0%']);
    } finally {
      fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
    }
  });
});

describe('BreakdownTable, countries and devices', () => {
  it('names devices in words, and countries by a code badge and a translated name', () => {
    render(
      <BreakdownTable
        kind="countries"
        rows={[
          { breakdown: 'countries', name: 'Germany', code: 'DE', count: 3, percentage: 75 },
          { breakdown: 'countries', name: 'Unknown', code: null, count: 1, percentage: 25 },
        ]}
      />,
    );
    const cells = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(cells).toEqual(['DE Germany', '? Unknown']);
    expect(document.querySelector('.share-bar span')?.getAttribute('style')).toContain('75%');
    cleanup();
    render(
      <BreakdownTable
        kind="devices"
        rows={[{ breakdown: 'devices', name: 'desktop', code: null, count: 1, percentage: 100 }]}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Desktop' })).toBeTruthy();
  });
});

describe('ClicksChart', () => {
  const days = [
    { date: '2026-11-10', count: 2 },
    { date: '2026-11-11', count: 0 },
    { date: '2026-11-12', count: 34 },
  ];

  it('has no axe violations, and names each bar with its day and clicks', async () => {
    const { container } = render(<ClicksChart days={days} />);
    await expectNoAxeViolations(container);
    const bars = within(screen.getByRole('group', { name: 'Days in the chart' })).getAllByRole(
      'button',
    );
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Nov 10: 2 clicks',
      'Nov 11: 0 clicks',
      'Nov 12: 34 clicks',
    ]);
    // One Tab stop; the arrow keys move it, and the focused bar shows its tooltip.
    expect(bars.map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    bars[2]?.focus();
    fireEvent.keyDown(bars[2] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(bars[1]);
    expect(container.querySelector('.chart-tip')?.textContent).toBe('Nov 11: 0 clicks');
    fireEvent.mouseEnter(bars[0] as HTMLElement);
    expect(container.querySelector('.chart-tip')?.textContent).toBe('Nov 10: 2 clicks');
    expect(container.querySelector('.chart-max')?.textContent).toBe('34');
  });
});

describe('dates', () => {
  it('writes days in the language of the text, and leaves odd values as sent', () => {
    expect(dayText('2026-11-12')).toBe('Nov 12');
    expect(dayText('not a day')).toBe('not a day');
    try {
      fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('de'));
      expect(dayText('2026-11-12')).toBe('12. Nov.');
    } finally {
      fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
    }
  });
});

describe('RecentClicks', () => {
  it('puts each click on one line: how long ago, code badge, words', async () => {
    const { container } = render(
      <RecentClicks
        clicks={[
          {
            clicked_at: '2026-11-12T14:03:00Z',
            country_code: 'DE',
            device_type: 'mobile',
            browser: 'Firefox',
            os: 'unknown',
            referrer: null,
          },
        ]}
      />,
    );
    await expectNoAxeViolations(container);
    const line = screen.getByRole('listitem');
    expect(line.textContent).toBe(
      `${whenMade('2026-11-12T14:03:00Z')?.ago} DE Firefox, Unknown Mobile · —`,
    );
    expect(line.textContent).not.toContain('2026');
  });
});
