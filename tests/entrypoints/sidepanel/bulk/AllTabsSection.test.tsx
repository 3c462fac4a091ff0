// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AllTabsSection } from '../../../../entrypoints/sidepanel/bulk/AllTabsSection';
import { BulkProgress } from '../../../../entrypoints/sidepanel/bulk/BulkProgress';
import { clearRun } from '../../../../entrypoints/sidepanel/bulk/useBulkRun';
import { panelAllTabsItem } from '../../../../lib/panel/panel-asks';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderInPanel, renderPanelTabs } from '../../../support/panel';
import { type Box, newSandbox } from '../../../support/panel-sandbox';

// The All tabs view on the in-process sandbox: the flow's own client goes through `fetch`,
// which is the sandbox's here. The browser's tabs and permission answers are set per test.

let box: Box;
const TABS = [
  { title: 'One', url: 'https://example.com/one' },
  { title: 'New tab', url: 'chrome://newtab/' },
  { title: 'Two, "quoted"', url: 'https://example.com/two' },
  { title: 'Three', url: 'https://example.com/three' },
];

function browserWith(opts: { granted: boolean; grant?: boolean }) {
  const tabs = TABS.map((t, i) => ({ id: i + 1, windowId: 7, ...t }));
  vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 7 } as never);
  // In a side panel there is no current tab.
  vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue(undefined as never);
  const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue(tabs as never);
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(opts.granted as never);
  const request = vi
    .spyOn(fakeBrowser.permissions, 'request')
    .mockResolvedValue((opts.grant ?? true) as never);
  return { query, request };
}

beforeEach(() => {
  fakeBrowser.reset();
  box = newSandbox();
  vi.stubGlobal('fetch', box.fetch);
});
afterEach(() => {
  cleanup();
  clearRun();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = () => renderInPanel(<AllTabsSection />, { fetch: box.fetch });
const rows = () =>
  within(screen.getByRole('list', { name: 'Tabs of this window' })).getAllByRole('listitem');
const posts = () => box.sent.filter((r) => r.method === 'POST');

describe('AllTabsSection', () => {
  it('has no axe violations, before and after a run', async () => {
    browserWith({ granted: false });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { container } = await panel();
    await screen.findByText('This window has 4 tabs.');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs' }));
    await screen.findByText('All links copied, one per line.');
    expect(writeText).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says how many tabs there are, and asks for `tabs` only from the click', async () => {
    const { request } = browserWith({ granted: false, grant: false });
    await panel();
    await screen.findByText('This window has 4 tabs.');
    expect(screen.getByText(/The first time, Snaplink asks/)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs' }));
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    await screen.findByText(/Without access to your tabs/);
    expect(box.sent).toEqual([]);
  });

  it('shortens each tab in turn, explains the skipped one, and copies the links', async () => {
    const { request } = browserWith({ granted: true });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await panel();
    await screen.findByText('This window has 4 tabs.');
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs' }));
    await screen.findByText('All links copied, one per line.');
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText(/^3 of 3/).textContent).toBe('3 of 3 (1 tab skipped)');
    const links = rows().map((li) => li.querySelector('a')?.getAttribute('href') ?? null);
    expect(links.filter(Boolean)).toHaveLength(3);
    expect(rows()[1]?.textContent).toMatch(/^New tabSkipped: /);
    expect(posts().map((r) => JSON.parse(r.body ?? '{}').original_url)).toEqual([
      TABS[0]?.url,
      TABS[2]?.url,
      TABS[3]?.url,
    ]);
    expect(writeText).toHaveBeenCalledWith(links.filter(Boolean).join('\n'));

    fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        expect.stringMatching(/^- \[One\]\(http.*\)\n- \[Two, "quoted"\]\(http.*\)\n- \[Three\]/),
      ),
    );

    // Start over, and the second run reuses every link: no new one is made.
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten all tabs' }));
    await screen.findByText('All links copied, one per line.');
    expect(posts()).toHaveLength(3);
    expect(screen.getAllByText('(shortened before)')).toHaveLength(3);
  });

  it('when the automatic copy fails, says so and keeps Copy links', async () => {
    browserWith({ granted: true });
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new DOMException('Document is not focused.', 'NotAllowedError'))
      .mockResolvedValue();
    await panel();
    await screen.findByText('This window has 4 tabs.');
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs' }));
    await screen.findByText(/could not be copied automatically/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy links' }));
    await screen.findByText('Copied.');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("the popup's All tabs… opens the panel on this tab, once", async () => {
    browserWith({ granted: true });
    await panelAllTabsItem.setValue({ at: Date.now() });
    await renderPanelTabs({ fetch: box.fetch });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'All tabs' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    await waitFor(async () => expect(await panelAllTabsItem.getValue()).toBeNull());
  });
});

describe('BulkProgress', () => {
  const waiting = (
    <BulkProgress
      state={{
        phase: 'running',
        wait: { seconds: 3, since: 1 },
        rows: [
          { title: 'One', url: 'https://example.com/one', state: { kind: 'working' } },
          { title: 'Two', url: 'https://example.com/two', state: { kind: 'waiting' } },
        ],
      }}
    />
  );

  it('has no axe violations while a 429 is waited out', async () => {
    const { container } = render(waiting);
    await expectNoAxeViolations(container);
  });

  it('counts the wait down live, with Cancel at hand', () => {
    vi.useFakeTimers();
    try {
      render(waiting);
      expect(screen.getByText('Continuing by itself in 3 s.')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('0 of 2');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByText('Continuing by itself in 2 s.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  const paced = (ms: number) => (
    <BulkProgress
      state={{
        phase: 'running',
        timeLeft: { ms, at: Date.now() },
        rows: [
          { title: 'One', url: 'https://example.com/one', state: { kind: 'waiting' } },
          { title: 'Two', url: 'https://example.com/two', state: { kind: 'waiting' } },
        ],
      }}
    />
  );

  it('says the time left, in minutes from 90 s, else in 5 s steps, counting down', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(paced(150_000));
      expect(screen.getByText('About 3 min left')).toBeTruthy();
      rerender(paced(42_000));
      // A new estimate: its own countdown.
      expect(screen.getByText('About 45 s left')).toBeTruthy();
      // A second at a time, as the countdown sets its next second once it has drawn this one.
      for (let i = 0; i < 3; i++) {
        act(() => {
          vi.advanceTimersByTime(1000);
        });
      }
      expect(screen.getByText('About 40 s left')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('once cancelled, says the links made are kept, with no Cancel and no time left', () => {
    render(<BulkProgress state={{ phase: 'stopped', timeLeft: { ms: 9000, at: 1 }, rows: [] }} />);
    expect(screen.getByText(/^Cancelled\. The links already made are kept/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByText(/left$/)).toBeNull();
  });
});
