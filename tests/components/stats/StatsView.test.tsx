// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BreakdownTable } from '../../../components/stats/BreakdownTable';
import { type BreakdownRow, flagEmoji } from '../../../components/stats/breakdowns';
import { StatsView } from '../../../components/stats/StatsView';
import { Analytics } from '../../../lib/api/schemas/analytics';
import { expectNoAxeViolations } from '../../support/axe';
import { chromeMessages, getMessageFrom } from '../../support/i18n';
import { apiJson, newSandbox } from './harness';

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

describe('breakdown helpers', () => {
  it('makes flags from two-letter codes only', () => {
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji(null)).toBe('');
    expect(flagEmoji('XYZ')).toBe('');
  });
});
