import type { ApiError } from './api/errors';
import { baseUrlMessage, type Next } from './error-view';
import type { HistoryEntry } from './history';
import { t } from './i18n';
import type { ShortenOutcome } from './shorten';

/** What else the line under a link says (lib/link-note.ts words it). */
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
      /** The link options' request for a link to replace this one is under way. */
      replacing?: boolean;
      /** Why the options' last request failed: this link stays, the error goes by its field. */
      optionsError?: ApiError;
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
  /**
   * A shortening starts; `run` must grow with each one. With `keep` (the link options), the link
   * shown stays until a new one replaces it, and an error leaves it in place.
   */
  | { type: 'start'; run: number; keep?: boolean }
  | { type: 'settled'; run: number; outcome: ShortenOutcome }
  /** The link shown was edited (lib/link-edit.ts): the card shows it as history now has it. */
  | { type: 'edited'; link: HistoryEntry };

export const initialView: PopupView = { state: 'loading', run: 0 };

/** Shared with the worker's notification (lib/background/actions.ts). */
export const noKeyMessage = () => t('popup.noKey');

export function popupReducer(view: PopupView, action: PopupAction): PopupView {
  switch (action.type) {
    case 'start':
      if (action.run <= view.run) return view;
      if (action.keep && view.state === 'link') {
        return { ...view, run: action.run, replacing: true, optionsError: undefined };
      }
      return { state: 'loading', run: action.run };
    case 'settled': {
      // A late answer to a superseded run (e.g. before "Create new link") must not win.
      if (action.run !== view.run) return view;
      const next = viewOf(action.outcome, action.run);
      if (view.state === 'link' && view.replacing && next?.state !== 'link') {
        const { outcome } = action;
        return {
          ...view,
          replacing: false,
          optionsError: outcome.kind === 'error' ? outcome.error : undefined,
        };
      }
      return next ?? view;
    }
    case 'edited':
      return view.state === 'link' && view.link.link_id === action.link.link_id
        ? { ...view, link: action.link }
        : view;
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
