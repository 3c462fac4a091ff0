import type { ApiError } from './api/errors';
import { baseUrlMessage, type Next } from './error-view';
import type { HistoryEntry } from './history';
import { t } from './i18n';
import type { ShortenOutcome } from './shorten';

/** What else the line under a link says (entrypoints/popup/first-paint.ts words it). */
export type LinkStatus = 'unchecked' | 'dead' | 'replaced' | 'notDeleted';

/** A link outcome's status, if it has one worth a word. */
export function linkStatus(outcome: Extract<ShortenOutcome, { kind: 'link' }>) {
  if (outcome.unchecked) return 'unchecked';
  if (outcome.dead) return 'dead';
  if (outcome.replaced) return 'replaced';
  if (outcome.notDeleted) return 'notDeleted';
  return undefined;
}

/**
 * What the popup shows, as a pure function of the shortening outcome. An API error is kept as
 * data: ErrorNotice words it, and offers its next step, as on every surface (lib/error-view.ts).
 */

export type PopupView =
  | { state: 'loading'; run: number }
  | {
      state: 'link';
      run: number;
      link: HistoryEntry;
      reused: boolean;
      copied: boolean;
      status?: LinkStatus;
    }
  | {
      state: 'no_key' | 'bad_base_url' | 'unshortenable';
      run: number;
      message: string;
      next: Next;
    }
  | { state: 'error'; run: number; error: ApiError }
  /** Set to "let me choose first", on a page with no link yet: the options are the next step. */
  | { state: 'choose'; run: number };

export type PopupAction =
  /** A shortening starts; `run` must grow with each one. */
  { type: 'start'; run: number } | { type: 'settled'; run: number; outcome: ShortenOutcome };

export const initialView: PopupView = { state: 'loading', run: 0 };

/** Shared with the worker's notification (lib/background/actions.ts). */
export const noKeyMessage = () => t('popup.noKey');

export function popupReducer(view: PopupView, action: PopupAction): PopupView {
  switch (action.type) {
    case 'start':
      return action.run > view.run ? { state: 'loading', run: action.run } : view;
    case 'settled':
      // A late answer to a superseded run (e.g. before "Create new link") must not win.
      if (action.run !== view.run) return view;
      return viewOf(action.outcome, action.run) ?? view;
  }
}

/** The view for an outcome; undefined for an abort, which leaves the screen as it was. */
export function viewOf(outcome: ShortenOutcome, run = 0): PopupView | undefined {
  switch (outcome.kind) {
    case 'link':
      return {
        state: 'link',
        run,
        link: outcome.link,
        reused: outcome.reused,
        copied: outcome.copied,
        status: linkStatus(outcome),
      };
    case 'no_key':
      return { state: 'no_key', run, message: noKeyMessage(), next: 'options' };
    case 'bad_base_url':
      return {
        state: 'bad_base_url',
        run,
        message: baseUrlMessage(outcome.problem),
        next: 'options',
      };
    case 'unshortenable':
      return { state: 'unshortenable', run, message: outcome.reason, next: null };
    case 'error':
      return { state: 'error', run, error: outcome.error };
    case 'choose':
      return { state: 'choose', run };
    case 'aborted':
      return undefined;
  }
}
