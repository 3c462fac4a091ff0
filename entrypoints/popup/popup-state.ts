import type { ApiError } from '../../lib/api/errors';
import { baseUrlMessage, type LinkStatus, noKeyMessage } from '../../lib/error-view';
import type { HistoryEntry } from '../../lib/history';
import type { ShortenOutcome } from '../../lib/shorten';

/** What the popup shows, as a pure function of the outcomes (an error kept as data). */

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
  | { state: 'no_key' | 'bad_base_url' | 'unshortenable'; run: number; message: string }
  | { state: 'error'; run: number; error: ApiError }
  /** Set to "let me choose first", on a page with no link yet: Customise is the next step. */
  | { state: 'choose'; run: number };

export type PopupAction =
  /** A shortening starts (`run` grows); with `keep` (Customise) what is shown stays. */
  | { type: 'start'; run: number; keep?: boolean }
  /**
   * An outcome, or the link as soon as it is known (not yet copied); `status` says how a link came
   * where the outcome alone can't (another link for the page).
   */
  | { type: 'settled'; run: number; outcome: ShortenOutcome; status?: LinkStatus }
  /** The link shown was changed in place: the card shows it as history now has it. */
  | { type: 'edited'; link: HistoryEntry; copied: boolean };

export const initialView: PopupView = { state: 'loading', run: 0 };

/** A link as soon as the flow knows it: made, or one it reuses. */
export interface KnownLink {
  link: HistoryEntry;
  reused: boolean;
}

/** The link as soon as it is known, shown before the flow has copied or checked it. */
export const shown = (known: KnownLink): ShortenOutcome => ({
  kind: 'link',
  ...known,
  copied: false,
});

export function popupReducer(view: PopupView, action: PopupAction): PopupView {
  switch (action.type) {
    case 'start':
      if (action.run <= view.run) return view;
      return action.keep ? { ...view, run: action.run } : { state: 'loading', run: action.run };
    case 'settled': {
      // A late answer to a superseded run (e.g. before "New link") must not win.
      if (action.run !== view.run) return view;
      const next = viewOf(action.outcome, action.run);
      if (next?.state === 'link' && action.status) return { ...next, status: action.status };
      return next ?? view;
    }
    case 'edited':
      return view.state === 'link' && view.link.link_id === action.link.link_id
        ? { ...view, link: action.link, copied: action.copied, status: 'edited' }
        : view;
  }
}

/** The flags of a link outcome worth a word, in order: its status is the first it has. */
const FLAGS = ['unchecked', 'dead', 'replaced', 'notDeleted', 'reused'] as const;
const linkStatus = (outcome: Extract<ShortenOutcome, { kind: 'link' }>): LinkStatus | undefined =>
  FLAGS.find((flag) => outcome[flag]);

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
      return { state: 'no_key', run, message: noKeyMessage() };
    case 'bad_base_url':
      return { state: 'bad_base_url', run, message: baseUrlMessage(outcome.problem) };
    case 'unshortenable':
      return { state: 'unshortenable', run, message: outcome.reason };
    case 'error':
      return { state: 'error', run, error: outcome.error };
    case 'choose':
      return { state: 'choose', run };
    case 'aborted':
      return undefined;
  }
}
