// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { recentLinks, recordLink } from '../../../lib/history';
import { domainCacheItem } from '../../../lib/settings/domain-choices';
import { shorten } from '../../../lib/shorten';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';
import { PAGE, popupOnSandbox } from '../../support/popup';

// The whole popup, as it opens on a tab: its own start (shorten-tab.ts, lib/shorten.ts) against
// the in-process sandbox, then each state as App draws it.

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const qrImage = () => document.querySelector('.qr-thumb img');
const linkTools = () => document.querySelector('.link-tools');

/** The full short link on the card, once one is shown. */
const shownLink = () =>
  waitFor(() => {
    const title = document.querySelector('.short-link[title]')?.getAttribute('title');
    if (!title) throw new Error('no link shown yet');
    return title;
  });

describe('the popup', () => {
  it('shows the new link, copied: Copy reads "Copied ✓"', async () => {
    const popup = await popupOnSandbox();
    popup.writeText.mockResolvedValue();
    const { container } = render(<App start={popup.start()} />);
    const copied = await screen.findByRole('button', { name: 'Copied ✓' });
    await screen.findByRole('img', { name: /^QR code for / });
    await expectNoAxeViolations(container);

    const shown = container.querySelector('.short-link');
    const shortUrl = shown?.getAttribute('title') ?? '';
    expect(popup.writeText).toHaveBeenCalledWith(shortUrl);
    expect(shown?.textContent).toBe(shortUrl.replace(/^https?:\/\//, ''));
    // The one filled button, in the card, saying it copied inside itself.
    expect(copied.classList.contains('primary')).toBe(true);
    expect(copied.closest('.link-card .link-actions')).not.toBeNull();
    // A new link says only when it was made.
    expect(container.querySelector('.link-status')?.textContent).toMatch(/^Made \S/);
    const made = popup.sb.sent.filter((r) => r.method === 'POST');
    expect(made.map((r) => JSON.parse(r.body ?? '{}').original_url)).toEqual([PAGE]);
    expect(
      within(linkTools() as HTMLElement).getByRole('button', { name: 'Customise' }),
    ).toBeTruthy();
  });

  it('draws a link known before its first render in that render (main.tsx)', async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    const start = popup.start();
    const known = await start.known;
    const { container } = render(<App start={{ ...start, early: known }} />);
    // No waiting: the first render has the link, not a render after an effect.
    const hero = container.querySelector('.link-hero .short-link');
    expect(hero?.getAttribute('title')).toBe(known.link.short_url);
    await act(() => start.outcome);
  });

  it("says a reused link is the page's existing link", async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    const before = await shorten(
      { url: PAGE },
      { connection: popup.connection, preferences: { autoCopy: false } },
    );
    if (before.kind !== 'link') throw new Error(`expected a link, got ${before.kind}`);
    const { container } = render(<App start={popup.start()} />);
    await waitFor(() =>
      expect(container.querySelector('.link-status[role="status"]')?.textContent).toMatch(
        /^This page's existing link · Made /,
      ),
    );
    expect(container.querySelector('.short-link')?.getAttribute('title')).toBe(
      before.link.short_url,
    );
    // Not copied: auto-copy is off.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(popup.writeText).not.toHaveBeenCalled();
  });

  it('says in one message why a page cannot be shortened, and offers no link tools', async () => {
    const popup = await popupOnSandbox({ url: 'chrome://extensions/' });
    const { container } = render(<App start={popup.start()} />);
    const notice = await screen.findByText(/./, { selector: 'section.result p.notice' });
    await expectNoAxeViolations(container);
    expect(notice.getAttribute('role')).toBe('status');
    expect(container.querySelector('section.result')?.children).toHaveLength(1);
    expect(qrImage()).toBeNull();
    expect(linkTools()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customise' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Customise' })).toBeNull();
    expect(popup.sb.sent).toEqual([]);
  });

  it('says an API error once, with its one way on, and offers no link tools', async () => {
    // An inactive key: 401, which the settings put right.
    const popup = await popupOnSandbox({ key: 'demo-inactive-key' });
    const { container } = render(<App start={popup.start()} />);
    const alert = await screen.findByRole('alert');
    await expectNoAxeViolations(container);
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(alert.closest('section.result')).not.toBeNull();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Open settings']);
    expect(container.querySelector('.link-card')).toBeNull();
    expect(linkTools()).toBeNull();
    expect(qrImage()).toBeNull();
  });

  it('lists three recent links at most, never the one shown', async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    for (const n of [1, 2, 3, 4, 5]) await recordLink(historyEntry(n, popup.scope));
    render(<App start={popup.start()} />);
    const shown = await shownLink();
    // The link just made is the newest in history: shown above, and not listed again.
    expect((await recentLinks())[0]?.short_url).toBe(shown);
    const recent = await screen.findByRole('region', { name: 'Recent links' });
    const listed = () =>
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('a')?.getAttribute('href'));
    await waitFor(() =>
      expect(listed()).toEqual(['https://sho.rt/c5', 'https://sho.rt/c4', 'https://sho.rt/c3']),
    );
  });

  it('"let me choose first": makes no link until Shorten, then one with the choices', async () => {
    const popup = await popupOnSandbox({ preferences: { onClick: 'choose', autoCopy: false } });
    render(<App start={popup.start()} />);
    await screen.findByText("Choose the link's options, then shorten the page.");
    expect(qrImage()).toBeNull();
    expect(popup.sb.sent.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Chosen title' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await shownLink();
    const made = popup.sb.sent.filter((r) => r.method === 'POST');
    expect(made.map((r) => JSON.parse(r.body ?? '{}'))).toMatchObject([
      { original_url: PAGE, title: 'Chosen title' },
    ]);
  });

  it('makes another link for the page on request, and says the page now has two', async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    const { container } = render(<App start={popup.start()} />);
    const first = await shownLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Make another link' }));
    await screen.findByText(/^Another link for this page: it now has two\./);
    const second = container.querySelector('.short-link')?.getAttribute('title');
    expect(second).not.toBe(first);
    expect(popup.sb.sent.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('changes the link in place from Customise, and says so', async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    const { container } = render(<App start={popup.start()} />);
    const shown = await shownLink();
    const [made] = await recentLinks();
    fireEvent.click(await screen.findByRole('button', { name: 'Customise' }));
    const form = await screen.findByRole('form', { name: 'Customise' });
    // In place of the QR code and the recent links.
    expect(qrImage()).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Renamed' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^Changed in place: the same link, new details\./);
    expect(screen.queryByRole('form', { name: 'Customise' })).toBeNull();
    expect(container.querySelector('.link-about')?.textContent).toContain('Renamed');
    // The same link: one made, then changed.
    expect(container.querySelector('.short-link')?.getAttribute('title')).toBe(shown);
    const changes = popup.sb.sent.filter((r) => r.method !== 'GET');
    expect(changes.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v1/links',
      `PATCH /api/v1/links/${made?.link_id}`,
    ]);
  });

  it('loads the domains once per Customise, however often the popup redraws it', async () => {
    const popup = await popupOnSandbox({ preferences: { autoCopy: false } });
    render(<App start={popup.start()} />);
    await shownLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Customise' }));
    await screen.findAllByRole('option', { name: /\./ });
    // Uncached, a second load would be a second request.
    await domainCacheItem.setValue(null);
    const search = screen.getByRole('combobox', { name: 'Search your links or paste an address' });
    for (const text of ['a', 'ab', '']) fireEvent.change(search, { target: { value: text } });
    await act(() => new Promise((done) => setTimeout(done, 100)));
    const domainLists = popup.sb.sent.filter((r) => new URL(r.url).pathname === '/api/v1/domains');
    expect(domainLists).toHaveLength(1);
  });
});
