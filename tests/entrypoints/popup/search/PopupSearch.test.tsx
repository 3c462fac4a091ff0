// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../../entrypoints/popup/App';
import type { PopupStart } from '../../../../entrypoints/popup/shorten-tab';
import { type Connection, DEFAULT_PREFERENCES } from '../../../../lib/storage/preferences';
import { BASE, sandbox } from '../../../api/helpers';
import { expectNoAxeViolations } from '../../../support/axe';
import { historyEntry } from '../../../support/history';

// The popup's search in the whole popup view, against the in-process sandbox (its seeded Pro
// account): the field in the header, its matches as a listbox the keys move through from the
// field, Enter copying and closing, Escape back to the page's link as it was.

const LINK = historyEntry(1);
const CONNECTION: Connection = { baseUrl: BASE, apiKey: 'demo-pro-key', authMethod: 'bearer' };

function popupStart(): PopupStart {
  return {
    tab: Promise.resolve({ url: 'https://example.com/page/1', title: 'Page 1', windowId: 1 }),
    connection: Promise.resolve(CONNECTION),
    preferences: Promise.resolve({ ...DEFAULT_PREFERENCES, autoCopy: false }),
    outcome: Promise.resolve({ kind: 'link', link: LINK, reused: true, copied: false }),
  };
}

/** The popup with its page's link shown, and the search field. */
async function popup() {
  const view = render(<App start={popupStart()} />);
  await screen.findByTitle(LINK.short_url);
  return { ...view, field: screen.getByRole('combobox', { name: 'Search links' }) };
}

/** Focuses the field (which loads the search) and types `text`, as one input. */
async function search(field: HTMLElement, text: string) {
  await act(async () => field.focus());
  fireEvent.input(field, { target: { value: text } });
  return screen.findByRole('listbox', { name: 'Your links that match' }, { timeout: 2000 });
}

const key = (field: HTMLElement, k: string) =>
  act(async () => void fireEvent.keyDown(field, { key: k }));

let sent: { url: string }[];
let api: ReturnType<typeof sandbox>['api'];
/** The short links the service itself lists for `search`, newest first. */
const serviceLinks = async (search: string) =>
  (
    (await (await api(`/links?search=${search}`)).json()) as { data: { short_url: string }[] }
  ).data.map((l) => l.short_url);
beforeEach(() => {
  fakeBrowser.reset();
  const sb = sandbox();
  sent = sb.sent;
  api = sb.api;
  vi.stubGlobal('fetch', sb.fetch);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the popup's search", () => {
  it('is a combobox axe accepts, closed and listing matches', async () => {
    const { container, field } = await popup();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container);
    const list = await search(field, 'example');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    await expectNoAxeViolations(container);
  });

  it('lists title, short link and clicks, the first chosen; the arrows move the choice', async () => {
    const { field } = await popup();
    const list = await search(field, 'example.com');
    const rows = [...list.querySelectorAll('[role="option"]')];
    // The seed's links to example.com (5 of its 10), newest first.
    expect(rows.map((r) => r.querySelector('.search-title')?.textContent)).toEqual([
      'Holiday sale',
      'Getting started',
      'We are hiring: frontend engineer',
      'Pricing',
      'Launch week recap',
    ]);
    const [first] = await serviceLinks('example.com');
    expect(rows[0]?.querySelector('.search-short')?.textContent).toBe(
      first?.replace('http://', ''),
    );
    expect(rows[0]?.textContent).toContain('0 clicks');
    expect(rows[0]?.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(rows[0]?.id);

    await key(field, 'ArrowDown');
    await key(field, 'ArrowDown');
    expect(field.getAttribute('aria-activedescendant')).toBe(rows[2]?.id);
    expect(rows[2]?.getAttribute('aria-selected')).toBe('true');
    await key(field, 'ArrowUp');
    expect(field.getAttribute('aria-activedescendant')).toBe(rows[1]?.id);
    // The page's link is hidden, not gone: a search with matches is all the popup shows.
    expect(document.querySelector('main:has(> .search-results)')).not.toBeNull();
  });

  it('copies the chosen short link on Enter, then closes the popup', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { field } = await popup();
    await search(field, 'pricing');
    await key(field, 'Enter');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith((await serviceLinks('pricing'))[0]);
  });

  it("returns to the page's link, as it was, on Escape", async () => {
    const { field } = await popup();
    const card = document.querySelector('.link-card');
    await search(field, 'pricing');
    await key(field, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.search-results')).toBeNull();
    // The same card, never unmounted.
    expect(document.querySelector('.link-card')).toBe(card);
  });

  it('says when nothing matches, and asks once for words typed together', async () => {
    const { field } = await popup();
    await act(async () => field.focus());
    fireEvent.input(field, { target: { value: 'n' } });
    fireEvent.input(field, { target: { value: 'no such' } });
    fireEvent.input(field, { target: { value: 'no such link' } });
    await screen.findByText('No link matches “no such link”.', undefined, { timeout: 2000 });
    expect(sent.filter((s) => s.url.includes('/links?search=')).map((s) => s.url)).toEqual([
      `${BASE}/links?search=no+such+link&per_page=10`,
    ]);
  });

  it('"/" anywhere but a field focuses the search', async () => {
    const { field } = await popup();
    await act(async () => void fireEvent.keyDown(document.body, { key: '/' }));
    expect(document.activeElement).toBe(field);
  });
});
