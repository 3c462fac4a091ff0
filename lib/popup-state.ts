import type { ApiErrorKind, FieldErrors } from './api/errors';
import { RETRY_AFTER_DEFAULT } from './api/rate-limit';
import type { HistoryEntry } from './history';
import { t } from './i18n';
import type { ShortenOutcome } from './shorten';

/**
 * What the popup shows, as a pure function of the shortening outcome, so every state's
 * message and way forward is decided (and tested) here rather than in JSX.
 */

/** The one thing the popup offers next: open the settings, try again, wait, or edit the options. */
export type Next = 'options' | 'retry' | 'wait' | 'edit' | null;

export type PopupView =
  | { state: 'loading'; run: number }
  | { state: 'link'; run: number; link: HistoryEntry; reused: boolean; copied: boolean }
  | {
      state: 'no_key' | 'bad_base_url' | 'unshortenable';
      run: number;
      message: string;
      next: Next;
    }
  | {
      state: 'error';
      run: number;
      kind: ApiErrorKind;
      message: string;
      next: Next;
      /** Seconds for the countdown (rate_limited only). */
      retryAfter?: number;
      /** Per-field messages of a 422, for the alias and domain inputs. */
      fieldErrors: FieldErrors;
    };

export type PopupAction =
  /** A shortening starts; `run` must grow with each one. */
  | { type: 'start'; run: number }
  | { type: 'settled'; run: number; outcome: ShortenOutcome }
  /** The link of run `run` is on the clipboard. */
  | { type: 'copied'; run: number };

export const initialView: PopupView = { state: 'loading', run: 0 };

/** The line under the link: how it came. Shared by the first paint and the React view. */
export const linkNote = (copied: boolean, reused: boolean): string =>
  [copied ? t('popup.copiedToClipboard') : '', reused ? t('popup.reused') : '']
    .filter(Boolean)
    .join(' ');

/** Shared with the worker's notification (lib/background/actions.ts). */
export const noKeyMessage = () => t('popup.noKey');

const NEXT: Record<ApiErrorKind, Next> = {
  unauthorized: 'options',
  plan: null, // the message says what to change: the plan, or the alias
  not_found: 'retry',
  validation: 'edit',
  rate_limited: 'wait',
  server: 'retry',
  network: 'retry',
  timeout: 'retry',
  bad_response: 'options', // usually a base URL that is not the API root
  redirect: 'options', // the base URL points at a page that moved
};

export function popupReducer(view: PopupView, action: PopupAction): PopupView {
  switch (action.type) {
    case 'start':
      return action.run > view.run ? { state: 'loading', run: action.run } : view;
    case 'settled':
      // A late answer to a superseded run (e.g. before "Create new link") must not win.
      if (action.run !== view.run) return view;
      return viewOf(action.outcome, action.run) ?? view;
    case 'copied':
      return view.state === 'link' && action.run === view.run ? { ...view, copied: true } : view;
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
      };
    case 'no_key':
      return { state: 'no_key', run, message: noKeyMessage(), next: 'options' };
    case 'bad_base_url':
      return { state: 'bad_base_url', run, message: outcome.reason, next: 'options' };
    case 'unshortenable':
      return { state: 'unshortenable', run, message: outcome.reason, next: null };
    case 'error': {
      const { kind, message, retryAfter, fieldErrors } = outcome.error;
      const view: PopupView = { state: 'error', run, kind, message, next: NEXT[kind], fieldErrors };
      return kind === 'rate_limited'
        ? { ...view, retryAfter: retryAfter ?? RETRY_AFTER_DEFAULT }
        : view;
    }
    case 'aborted':
      return undefined;
  }
}
