// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import type { PopupStart } from '../../../entrypoints/popup/start';
import type { ShortenOutcome } from '../../../lib/shorten';
import { type Connection, DEFAULT_PREFERENCES } from '../../../lib/storage/preferences';
import { sandbox } from '../../api/helpers';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';

// The popup's order of appearance: the link first, then (a frame later, or after 150 ms when
// the service is slow) the QR code, the link options and the recent links, all for one link.

const PAGE = 'https://example.com/page/1';
const LINK = historyEntry(1);
// The in-process sandbox answers whatever the origin (its fetch is the page's, below): link 1 is
// one of its Pro account's, with clicks, for the reused link's clicks at a glance.
const CONNECTION: Connection = {
  baseUrl: LINK.base_url,
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
};

/** A popup start whose outcome the test settles when it likes. */
function popupStart() {
  let settle: (o: ShortenOutcome) => void = () => {};
  const outcome = new Promise<ShortenOutcome>((resolve) => {
    settle = resolve;
  });
  const start: PopupStart = {
    tab: Promise.resolve({ url: PAGE, title: 'Page 1', windowId: 1 }),
    connection: Promise.resolve(CONNECTION),
    preferences: Promise.resolve({ ...DEFAULT_PREFERENCES, autoCopy: false }),
    outcome,
  };
  return { start, settle };
}

/** Every QR image's alt text, in the order they appeared in the page. */
function watchQrImages(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const imgs = node.matches('img.qr') ? [node] : [...node.querySelectorAll('img.qr')];
        for (const img of imgs) seen.push(img.getAttribute('alt') ?? '');
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
}

const qrAlt = (content: string) => `QR code for ${content}`;

beforeEach(() => {
  fakeBrowser.reset();
  vi.stubGlobal('fetch', sandbox().fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the popup', () => {
  it('has no axe violations once everything is shown', async () => {
    const { start, settle } = popupStart();
    const { container } = render(<App start={start} />);
    settle({ kind: 'link', link: LINK, reused: true, copied: false });
    await screen.findByRole('img', { name: qrAlt(LINK.short_url) });
    await expectNoAxeViolations(container);
  });

  it('shows a quick link first, then one QR code: the link’s, never the page’s', async () => {
    const seen = watchQrImages();
    const { start, settle } = popupStart();
    render(<App start={start} />);
    // The answer comes a few frames after the tab, as a quick service's would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    settle({ kind: 'link', link: LINK, reused: false, copied: false });
    expect((await screen.findByTitle(LINK.short_url)).textContent).toBe(
      LINK.short_url.replace('https://', ''),
    );
    expect(screen.queryByRole('img', { name: /^QR code for/ })).toBeNull();
    await screen.findByRole('img', { name: qrAlt(LINK.short_url) });
    expect(screen.getByText('Link options')).toBeTruthy();
    expect(seen).toEqual([qrAlt(LINK.short_url)]);
  });

  it('on a slow service, shows the page’s QR code after 150 ms, then the link’s', async () => {
    const { start, settle } = popupStart();
    render(<App start={start} />);
    await screen.findByRole('img', { name: qrAlt(PAGE) }, { timeout: 1000 });
    const options = screen.getByText('Link options');
    expect(screen.getByText('Shortening…')).toBeTruthy();

    await act(async () => settle({ kind: 'link', link: LINK, reused: false, copied: false }));
    await screen.findByRole('img', { name: qrAlt(LINK.short_url) });
    // The options stayed where they were: not unmounted and drawn again.
    expect(screen.getByText('Link options')).toBe(options);
  });

  it('after a new attempt ends without a link, shows the page’s QR code again', async () => {
    const { start, settle } = popupStart();
    render(<App start={start} />);
    settle({ kind: 'link', link: LINK, reused: true, copied: false });
    await screen.findByRole('img', { name: qrAlt(LINK.short_url) });
    // No key is stored, so the new attempt ends as no_key.
    await act(async () => screen.getByRole('button', { name: 'Create new link' }).click());
    await screen.findByRole('button', { name: 'Set up Snaplink' });
    await screen.findByRole('img', { name: qrAlt(PAGE) });
    expect(screen.queryByRole('img', { name: qrAlt(LINK.short_url) })).toBeNull();
  });

  it('under a reused link, and only there, shows its clicks at a glance after the link', async () => {
    const { start, settle } = popupStart();
    const { container } = render(<App start={start} />);
    settle({ kind: 'link', link: LINK, reused: true, copied: false });
    await screen.findByTitle(LINK.short_url);
    await screen.findByRole('img', { name: /^Clicks per day over the last 7 days/ });
    expect(container.querySelector('p.glance')?.textContent).toMatch(/^\d+ clicks\d+ in the/);

    // A new link (here: none, as no key is stored) has no glance.
    await act(async () => screen.getByRole('button', { name: 'Create new link' }).click());
    await screen.findByRole('button', { name: 'Set up Snaplink' });
    expect(container.querySelector('p.glance')).toBeNull();
  });

  it('shows no glance under a link it has just made', async () => {
    const { start, settle } = popupStart();
    const { container } = render(<App start={start} />);
    settle({ kind: 'link', link: LINK, reused: false, copied: false });
    await screen.findByRole('img', { name: qrAlt(LINK.short_url) });
    expect(container.querySelector('p.glance')).toBeNull();
  });
});
