import { browser } from 'wxt/browser';
import { type ShortenOutcome, shorten } from '../../lib/shorten';
import { loadConnection, loadPreferences } from '../../lib/storage/preferences';

export interface PopupStart {
  tab: Promise<{ url?: string; title?: string; windowId?: number } | undefined>;
  connection: ReturnType<typeof loadConnection>;
  preferences: ReturnType<typeof loadPreferences>;
  outcome: Promise<ShortenOutcome>;
}

/** What the first paint did before React took over, read by the React view when it mounts. */
export interface FirstPaint {
  /** The first shortening's outcome, once it has settled. */
  outcome?: ShortenOutcome;
  /** Whether the link is already on the clipboard. */
  copied: boolean;
  /** The auto-copy, which may still be under way when React mounts. */
  copying: Promise<boolean>;
  /** Set when React takes the page over: the first paint draws nothing after that. */
  taken?: boolean;
}

/**
 * Runs before anything renders, so the request to the service overlaps the popup's start-up.
 * The tab, the connection and the preferences are read once, together, and shared with the UI.
 */
export function startPopup(): PopupStart {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  const connection = loadConnection();
  const preferences = loadPreferences();
  const outcome = Promise.all([tab, connection, preferences]).then(([t, c, p]) =>
    // No copy here: the popup copies once the link is on screen (main.ts), so the clipboard
    // never holds the person's click back.
    shorten({ url: t?.url, title: t?.title, copy: false }, { connection: c, preferences: p }),
  );
  return { tab, connection, preferences, outcome };
}
