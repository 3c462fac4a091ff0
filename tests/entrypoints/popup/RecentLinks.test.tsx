// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RecentLinks } from '../../../entrypoints/popup/RecentLinks';
import { type HistoryEntry, recentLinks, recordLink } from '../../../lib/history';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = historyEntry;

/** The list as the popup gets it: recorded one after another, read back from history. */
async function history(...entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  for (const e of entries) await recordLink(e);
  return recentLinks();
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('RecentLinks', () => {
  it('has no axe violations', async () => {
    const { container } = render(<RecentLinks links={await history(entry(1), entry(2))} />);
    await expectNoAxeViolations(container);
  });

  it('renders nothing when there are no links', () => {
    const { container } = render(<RecentLinks links={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists the links newest first, each opening the short link in a new tab', async () => {
    const links = await history(entry(1), entry(2, { title: null }), entry(3), entry(1));
    render(<RecentLinks links={links} />);
    expect(screen.getByRole('region', { name: 'Recent links' })).toBeTruthy();
    expect(items().map((li) => within(li).getByRole('link').textContent)).toEqual([
      'sho.rt/c1',
      'sho.rt/c3',
      'sho.rt/c2',
    ]);
    const [first, , last] = items();
    const link = within(first as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://sho.rt/c1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first?.textContent).toContain('Page 1');
    // Without a title, the long URL says what the link is for.
    expect(last?.textContent).toContain('https://example.com/page/2');
  });

  it('names each Copy button after its link', async () => {
    render(<RecentLinks links={await history(entry(1), entry(2))} />);
    expect(
      screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Copy https://sho.rt/c2', 'Copy https://sho.rt/c1']);
  });

  it('copies the short link and says so beside it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<RecentLinks links={await history(entry(1), entry(2))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy https://sho.rt/c1' }));
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/c1');
    const [newest, older] = items();
    await waitFor(() =>
      expect(within(older as HTMLElement).getByRole('status').textContent).toBe('Copied.'),
    );
    expect(within(newest as HTMLElement).getByRole('status').textContent).toBe('');
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Document is not focused.', 'NotAllowedError'),
    );
    render(<RecentLinks links={await history(entry(1))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy https://sho.rt/c1' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy; select the link and copy it by hand.',
      ),
    );
    // The link itself stays there to be selected.
    expect(screen.getByRole('link').textContent).toBe('sho.rt/c1');
  });
});
