import { browser } from 'wxt/browser';
import { takingSent } from '../../lib/api/request';
import type { HistoryEntry } from '../../lib/history';
import { type ShortenDeps, type ShortenOutcome, shorten } from '../../lib/shorten';
import { loadConnection, loadPreferences } from '../../lib/storage/preferences';
import type { Early } from './early';

export interface PopupStart {
  tab: Promise<{ url?: string; title?: string; windowId?: number } | undefined>;
  connection: ReturnType<typeof loadConnection>;
  preferences: ReturnType<typeof loadPreferences>;
  outcome: Promise<ShortenOutcome>;
}

/** What the first paint did before React took over, read by the React view when it mounts. */
export interface FirstPaint {
  /** The link drawn, while the flow may still be copying it. */
  link?: { link: HistoryEntry; reused: boolean };
  /** The first shortening's outcome, once it has settled. */
  outcome?: ShortenOutcome;
  /** Set when React takes the page over: the first paint draws nothing after that. */
  taken?: boolean;
}

/**
 * The popup's clipboard. A popup gets focus a moment after it opens, and the clipboard refuses a
 * page without it: a link known that early waits for the focus (half a second at most).
 */
export async function copyText(text: string): Promise<void> {
  if (!document.hasFocus()) {
    await new Promise((ok) => {
      window.addEventListener('focus', ok, { once: true });
      setTimeout(ok, 500);
    });
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Runs before React, so the request to the service overlaps the popup's start-up. The tab, the
 * connection and the preferences are read once, together, and shared with the UI. The flow's
 * client takes over the early start's request for a new link (early.ts), if it sent one.
 */
export function startPopup(onLink?: ShortenDeps['onLink'], early: Early = {}): PopupStart {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  const connection = loadConnection();
  const preferences = loadPreferences();
  // The flow tells the link (onLink: main.ts draws it), then copies it when auto-copy is on.
  const fetch = takingSent(early.sent);
  const outcome = Promise.all([tab, connection, preferences]).then(([t, c, p]) =>
    shorten(
      { url: t?.url, title: t?.title, onlyKnown: p.onClick === 'choose' },
      { connection: c, preferences: p, onLink, copy: copyText, fetch },
    ),
  );
  return { tab, connection, preferences, outcome };
}
