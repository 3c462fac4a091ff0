import { describe, expect, it } from 'vitest';
import { initialView, popupReducer, viewOf } from '../../../entrypoints/popup/popup-state';
import { ApiError, type ApiErrorKind } from '../../../lib/api/errors';
import { noKeyMessage } from '../../../lib/error-view';
import type { HistoryEntry } from '../../../lib/history';
import type { ShortenOutcome } from '../../../lib/shorten';

const link: HistoryEntry = {
  short_url: 'https://sho.rt/abc',
  original_url: 'https://example.com/',
  link_id: 7,
  title: 'Example',
  domain_id: null,
  created_at: '2026-03-15T12:00:00.000000Z',
  base_url: 'https://sho.rt/api/v1',
  account: '0123456789abcdef',
};
const linkOutcome: ShortenOutcome = { kind: 'link', link, reused: false, copied: true };
const error = (kind: ApiErrorKind, init: ConstructorParameters<typeof ApiError>[1] = {}) =>
  ({ kind: 'error', error: new ApiError(kind, init) }) as const;

describe('viewOf', () => {
  it('shows a link with whether it was reused and copied, and no status for a new one', () => {
    expect(viewOf({ ...linkOutcome, reused: false, copied: false }, 3)).toEqual({
      state: 'link',
      run: 3,
      link,
      reused: false,
      copied: false,
      status: undefined,
    });
  });

  it('says how a link came, the most telling reason first', () => {
    const statusOf = (o: Partial<Extract<ShortenOutcome, { kind: 'link' }>>) => {
      const v = viewOf({ ...linkOutcome, ...o });
      return v?.state === 'link' ? v.status : 'not a link';
    };
    expect(statusOf({ reused: true })).toBe('reused');
    // A reused link the service couldn't confirm is still reused, but says so first.
    expect(statusOf({ reused: true, unchecked: true })).toBe('unchecked');
    expect(statusOf({ dead: link })).toBe('dead');
    expect(statusOf({ replaced: link })).toBe('replaced');
    expect(statusOf({ notDeleted: link })).toBe('notDeleted');
  });

  it('sends a person without a key, or with a bad base URL, to the settings', () => {
    expect(viewOf({ kind: 'no_key' })).toEqual({
      state: 'no_key',
      run: 0,
      message: noKeyMessage(),
    });
    expect(viewOf({ kind: 'bad_base_url', problem: 'scheme' })).toEqual({
      state: 'bad_base_url',
      run: 0,
      message: 'The base URL must start with https://.',
    });
  });

  it('explains an unshortenable tab in one message', () => {
    expect(viewOf({ kind: 'unshortenable', reason: 'Browser page.' })).toEqual({
      state: 'unshortenable',
      run: 0,
      message: 'Browser page.',
    });
  });

  it('keeps an API error as data, for ErrorNotice to word (lib/error-view.ts)', () => {
    const failed = error('rate_limited', { retryAfter: 17 });
    expect(viewOf(failed, 2)).toEqual({ state: 'error', run: 2, error: failed.error });
  });

  it('asks for the choices first when set to "let me choose first" and no link is known', () => {
    expect(viewOf({ kind: 'choose' }, 4)).toEqual({ state: 'choose', run: 4 });
  });

  it('has no view for an abort', () => {
    expect(viewOf({ kind: 'aborted' })).toBeUndefined();
  });
});

describe('popupReducer', () => {
  it('goes from loading to the outcome of the current run', () => {
    const loading = popupReducer(initialView, { type: 'start', run: 1 });
    expect(loading).toEqual({ state: 'loading', run: 1 });
    expect(popupReducer(loading, { type: 'settled', run: 1, outcome: linkOutcome })).toMatchObject({
      state: 'link',
      run: 1,
    });
  });

  it('ignores the late answer of a superseded run', () => {
    let view = popupReducer(initialView, { type: 'start', run: 1 });
    view = popupReducer(view, { type: 'start', run: 2 }); // "Make another link" pressed
    const late = popupReducer(view, { type: 'settled', run: 1, outcome: error('timeout') });
    expect(late).toBe(view);
  });

  it('ignores a start that is not newer than the current run', () => {
    const shown = popupReducer(popupReducer(initialView, { type: 'start', run: 2 }), {
      type: 'settled',
      run: 2,
      outcome: linkOutcome,
    });
    expect(popupReducer(shown, { type: 'start', run: 2 })).toBe(shown);
  });

  it('keeps the screen as it was when the current run is aborted', () => {
    const loading = popupReducer(initialView, { type: 'start', run: 1 });
    expect(popupReducer(loading, { type: 'settled', run: 1, outcome: { kind: 'aborted' } })).toBe(
      loading,
    );
  });

  it('words a link as the caller says it came, where the outcome alone cannot', () => {
    const loading = popupReducer(initialView, { type: 'start', run: 1 });
    const another = popupReducer(loading, {
      type: 'settled',
      run: 1,
      outcome: linkOutcome,
      status: 'another',
    });
    expect(another).toMatchObject({ state: 'link', link, status: 'another' });
    // A status for a link does not turn an error into one.
    const failed = popupReducer(loading, {
      type: 'settled',
      run: 1,
      outcome: error('network'),
      status: 'another',
    });
    expect(failed).toEqual({ state: 'error', run: 1, error: expect.anything() });
  });
});

describe('Customise, with the link kept', () => {
  const shown = viewOf(linkOutcome, 1) ?? initialView;
  const kept = popupReducer(shown, { type: 'start', run: 2, keep: true });

  it('keeps the link on screen while it asks for another', () => {
    expect(kept).toEqual({ ...shown, run: 2 });
  });

  it('shows the new link once it comes, and drops a late answer of the run before', () => {
    const other = { ...link, link_id: 8, short_url: 'https://sho.rt/new' };
    const done = popupReducer(kept, {
      type: 'settled',
      run: 2,
      outcome: { ...linkOutcome, link: other, replaced: link },
    });
    expect(done).toMatchObject({ state: 'link', run: 2, link: other, status: 'replaced' });
    expect(popupReducer(done, { type: 'settled', run: 1, outcome: linkOutcome })).toBe(done);
  });

  it('shows the skeleton as before without a link to keep', () => {
    expect(popupReducer(initialView, { type: 'start', run: 1, keep: true }).state).toBe('loading');
  });
});

describe('a link changed in place', () => {
  const shown = viewOf({ ...linkOutcome, reused: true, copied: false }, 1) ?? initialView;
  const edited = { ...link, title: 'Renamed', short_url: 'https://sho.rt/renamed' };

  it('shows the link as history now has it, says it was edited, and whether it was copied', () => {
    expect(popupReducer(shown, { type: 'edited', link: edited, copied: true })).toEqual({
      state: 'link',
      run: 1,
      link: edited,
      reused: true,
      copied: true,
      status: 'edited',
    });
  });

  it('is ignored once another link, or no link, is on screen', () => {
    const other = { ...edited, link_id: 99 };
    expect(popupReducer(shown, { type: 'edited', link: other, copied: true })).toBe(shown);
    const loading = popupReducer(shown, { type: 'start', run: 2 });
    expect(popupReducer(loading, { type: 'edited', link: edited, copied: true })).toBe(loading);
  });
});
