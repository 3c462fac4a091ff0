import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../lib/api/errors';
import type { HistoryEntry } from '../../lib/history';
import { initialView, noKeyMessage, popupReducer, viewOf } from '../../lib/popup-state';
import type { ShortenOutcome } from '../../lib/shorten';

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
  it('shows a link with whether it was reused and copied', () => {
    expect(viewOf({ ...linkOutcome, reused: true, copied: false }, 3)).toEqual({
      state: 'link',
      run: 3,
      link,
      reused: true,
      copied: false,
    });
  });

  it('sends a person without a key, or with a bad base URL, to the settings', () => {
    expect(viewOf({ kind: 'no_key' })).toEqual({
      state: 'no_key',
      run: 0,
      message: noKeyMessage(),
      next: 'options',
    });
    expect(viewOf({ kind: 'bad_base_url', problem: 'scheme' })).toMatchObject({
      state: 'bad_base_url',
      message: 'The base URL must start with https://.',
      next: 'options',
    });
  });

  it('explains an unshortenable tab and offers nothing to press', () => {
    expect(viewOf({ kind: 'unshortenable', reason: 'Browser page.' })).toEqual({
      state: 'unshortenable',
      run: 0,
      message: 'Browser page.',
      next: null,
    });
  });

  it('keeps an API error as data, for ErrorNotice to word (lib/error-view.ts)', () => {
    const failed = error('rate_limited', { retryAfter: 17 });
    expect(viewOf(failed, 2)).toEqual({ state: 'error', run: 2, error: failed.error });
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
    view = popupReducer(view, { type: 'start', run: 2 }); // "Create new link" pressed
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
});

describe('the link options, with the link kept', () => {
  const shown = viewOf(linkOutcome, 1);
  const kept = popupReducer(shown ?? initialView, { type: 'start', run: 2, keep: true });

  it('keep the link on screen while they ask for another', () => {
    expect(kept).toMatchObject({ state: 'link', run: 2, link, replacing: true });
  });

  it('keep it when the service refuses, with the reason for the options to show', () => {
    const taken = error('validation', { status: 422, fieldErrors: { custom_alias: ['taken'] } });
    const after = popupReducer(kept, { type: 'settled', run: 2, outcome: taken });
    expect(after).toMatchObject({ state: 'link', link, replacing: false });
    expect(after.state === 'link' && after.optionsError).toBe(taken.error);
    // Trying again clears the reason; a link then replaces the one shown.
    const retry = popupReducer(after, { type: 'start', run: 3, keep: true });
    expect(retry.state === 'link' && retry.optionsError).toBeUndefined();
    const other = { ...link, link_id: 8, short_url: 'https://sho.rt/new' };
    const done = popupReducer(retry, {
      type: 'settled',
      run: 3,
      outcome: { ...linkOutcome, link: other },
    });
    expect(done).toMatchObject({ state: 'link', link: other });
    expect(done.state === 'link' && done.replacing).toBeFalsy();
  });

  it('show the skeleton as before without a link to keep', () => {
    expect(popupReducer(initialView, { type: 'start', run: 1, keep: true }).state).toBe('loading');
  });
});
