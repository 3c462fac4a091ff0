// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ClicksGlance } from '../../components/ClicksGlance';
import { accountFingerprint } from '../../lib/account';
import { getAnalytics } from '../../lib/api/analytics';
import type { Connection } from '../../lib/storage/preferences';
import { BASE, sandbox } from '../api/helpers';
import { expectNoAxeViolations } from '../support/axe';

// The glance asks through the client's default fetch: the test hands it the in-process sandbox's.

const connection = (apiKey = 'demo-pro-key'): Connection => ({
  baseUrl: BASE,
  apiKey,
  authMethod: 'bearer',
});
const linkOf = async (link_id: number, apiKey = 'demo-pro-key') => ({
  link_id,
  base_url: BASE,
  account: await accountFingerprint(apiKey),
});

let sb: ReturnType<typeof sandbox>;
beforeEach(() => {
  fakeBrowser.reset();
  sb = sandbox();
  vi.stubGlobal('fetch', sb.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (container: HTMLElement) => container.querySelector('p.glance') as HTMLElement;

describe('ClicksGlance', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ClicksGlance link={await linkOf(1)} connection={connection()} />);
    await screen.findByRole('img');
    await expectNoAxeViolations(container);
  });

  it("keeps its row while loading, then shows the total, the 7 days' line and their sum", async () => {
    const full = await getAnalytics(sb.client(), 1);
    const days = full.breakdown.clicks_over_time.slice(-7).map((d) => d.count);
    const week = days.reduce((a, b) => a + b, 0);
    const { container } = render(<ClicksGlance link={await linkOf(1)} connection={connection()} />);
    // Drawn at once, empty: the row is there before the figures, so nothing below moves.
    expect(row(container).textContent).toBe('');

    const line = await screen.findByRole('img', {
      name: `Clicks per day over the last 7 days, oldest first: ${days.join(', ')}`,
    });
    expect(line.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(7);
    expect(row(container).textContent).toBe(
      `${full.summary.total_clicks} clicks${week} in the last 7 days`,
    );
  });

  it('draws cached figures with no request on the next open', async () => {
    const link = await linkOf(1);
    const first = render(<ClicksGlance link={link} connection={connection()} />);
    await screen.findByRole('img');
    first.unmount();
    const asked = sb.sent.length;

    const { container } = render(<ClicksGlance link={link} connection={connection()} />);
    await screen.findByRole('img');
    expect(row(container).textContent).toMatch(/ clicks/);
    expect(sb.sent.length).toBe(asked);
  });

  it('on a plan without analytics says only "Stats unavailable"', async () => {
    const { container } = render(
      <ClicksGlance
        link={await linkOf(1, 'demo-free-key')}
        connection={connection('demo-free-key')}
      />,
    );
    await waitFor(() => expect(row(container).textContent).toBe('Stats unavailable'));
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says only "Stats unavailable" for a link the service no longer has', async () => {
    const { container } = render(
      <ClicksGlance link={await linkOf(999_999)} connection={connection()} />,
    );
    await waitFor(() => expect(row(container).textContent).toBe('Stats unavailable'));
  });
});
