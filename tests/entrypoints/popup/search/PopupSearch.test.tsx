// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../../entrypoints/popup/App';
import { BASE } from '../../../lib/helpers';
import { expectNoAxeViolations } from '../../../support/axe';
import { popupOnSandbox } from '../../../support/popup';

// The popup's search in the whole popup, on its own start against the in-process sandbox (its
// seeded Pro account): one field for the account's links and for an address to shorten, its
// rows as a listbox the keys move through from the field, Enter copying and closing, or
// shortening the address typed, Escape back to the page's link as it was.

/** A page none of the searches below match. */
const PAGE = 'https://www.wikipedia.org/';

let sent: { url: string; method: string; body: string | null }[];
let api: Awaited<ReturnType<typeof popupOnSandbox>>['sb']['api'];

/** The popup with its page's link shown, and the search field. */
async function popup() {
  const opened = await popupOnSandbox({ url: PAGE, preferences: { autoCopy: false } });
  sent = opened.sb.sent;
  api = opened.sb.api;
  const view = render(<App start={opened.start()} />);
  await waitFor(() => expect(view.container.querySelector('.short-link[title]')).not.toBeNull());
  const field = screen.getByRole('combobox', { name: 'Search your links or paste an address' });
  return { ...view, field };
}

/** Focuses the field (which loads the search) and types `text`, as one input. */
async function search(field: HTMLElement, text: string) {
  await act(async () => field.focus());
  fireEvent.input(field, { target: { value: text } });
  return screen.findByRole('listbox', { name: 'Your links that match' }, { timeout: 2000 });
}

const key = (field: HTMLElement, k: string) =>
  act(async () => void fireEvent.keyDown(field, { key: k }));

/** The short links the service itself lists for `search`, newest first. */
const serviceLinks = async (search: string) =>
  (
    (await (await api(`/links?search=${search}`)).json()) as { data: { short_url: string }[] }
  ).data.map((l) => l.short_url);
beforeEach(() => {
  fakeBrowser.reset();
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

  it('lists title, short link and clicks; the arrows move the choice', async () => {
    const { field } = await popup();
    const list = await search(field, 'example.com');
    // The address typed is listed at once; the links once the service answers.
    await waitFor(() => expect(list.querySelectorAll('[role="option"]').length).toBeGreaterThan(1));
    const rows = [...list.querySelectorAll('[role="option"]')].slice(1);
    // The seed's links to example.com (5 of its 10), newest first, after the address itself.
    expect(rows.map((r) => r.querySelector('.search-title')?.textContent)).toEqual([
      'Holiday sale',
      'Getting started',
      'We are hiring: frontend engineer',
      'Pricing',
      'Launch week recap',
    ]);
    const [first] = await serviceLinks('example.com');
    expect(rows[0]?.querySelector('.short-link')?.textContent).toBe(first?.replace('http://', ''));
    expect(rows[0]?.textContent).toContain('0 clicks');

    await key(field, 'ArrowDown');
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
    // The field is left, so the next "/" is the way back to it, not a slash typed.
    expect(document.activeElement).not.toBe(field);
    // The same card, never unmounted.
    expect(document.querySelector('.link-card')).toBe(card);
  });

  it('leaves the field on Escape, so that the next "/" comes back to it instead of typing', async () => {
    const { field } = await popup();
    await search(field, 'pricing');
    await key(field, 'Escape');
    expect(document.activeElement).not.toBe(field);
    // fireEvent answers false when the page prevented the key's default: no "/" typed.
    let typed = true;
    await act(async () => {
      typed = fireEvent.keyDown(document.activeElement ?? document.body, { key: '/' });
    });
    expect(typed).toBe(false);
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('');
    // Escape in the empty field leaves it too (and the browser closes the popup).
    await key(field, 'Escape');
    expect(document.activeElement).not.toBe(field);
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

  it('offers "Shorten this address" first for an address typed, chosen', async () => {
    const { field } = await popup();
    const list = await search(field, 'news.example.org/story?id=7');
    const [first] = list.querySelectorAll('[role="option"]');
    expect(first?.id).toBe('popup-search-shorten');
    expect(first?.querySelector('.search-title')?.textContent).toBe('Shorten this address');
    expect(first?.querySelector('.search-short')?.textContent).toBe(
      'https://news.example.org/story?id=7',
    );
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe('popup-search-shorten');
    // Words are only searched for.
    fireEvent.input(field, { target: { value: 'spring sale' } });
    await waitFor(() => expect(document.getElementById('popup-search-shorten')).toBeNull());
  });

  it('makes a link for the address typed on Enter, and shows it', async () => {
    const { container, field } = await popup();
    // The page's own link first, then the address's: the two must not be confused.
    await waitFor(() => expect(container.querySelector('.short-link[title]')).not.toBeNull());
    const pageLink = container.querySelector('.short-link')?.getAttribute('title');
    await search(field, 'news.example.org/story?id=7');
    await key(field, 'Enter');
    await waitFor(() => {
      const shown = container.querySelector('.short-link[title]')?.getAttribute('title');
      expect(shown).not.toBe(pageLink);
      expect(shown).toBeTruthy();
    });
    const made = sent.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? '{}'));
    expect(made.map((b) => b.original_url)).toEqual([PAGE, 'https://news.example.org/story?id=7']);
    const shown = container.querySelector('.short-link')?.getAttribute('title');
    const [newest] = await serviceLinks('news.example.org');
    expect(shown).toBe(newest);
    expect(container.querySelector('.link-about')?.textContent).toContain(
      'https://news.example.org/story?id=7',
    );
    // The field is emptied, its list closed.
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('"/" anywhere but a field focuses the search', async () => {
    const { field } = await popup();
    await act(async () => void fireEvent.keyDown(document.body, { key: '/' }));
    expect(document.activeElement).toBe(field);
  });
});
