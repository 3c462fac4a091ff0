import { browser } from 'wxt/browser';
import { loadConnection, loadPreferences } from '../../lib/settings';
import { type ShortenOutcome, shorten } from '../../lib/shorten';

export interface PopupStart {
  tab: Promise<{ url?: string; title?: string } | undefined>;
  connection: ReturnType<typeof loadConnection>;
  preferences: ReturnType<typeof loadPreferences>;
  outcome: Promise<ShortenOutcome>;
}

/**
 * Runs before React renders, so the request to the service overlaps the popup's start-up.
 * The tab, the connection and the preferences are read once, together, and shared with the UI.
 */
export function startPopup(): PopupStart {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  const connection = loadConnection();
  const preferences = loadPreferences();
  const outcome = Promise.all([tab, connection, preferences]).then(([t, c, p]) =>
    shorten(
      { url: t?.url, title: t?.title },
      { connection: c, preferences: p, copy: (text) => navigator.clipboard.writeText(text) },
    ),
  );
  return { tab, connection, preferences, outcome };
}
