import { browser } from 'wxt/browser';
import { loadConnection, loadPreferences } from '../../lib/settings';
import { type ShortenOutcome, shorten } from '../../lib/shorten';

export interface PopupStart {
  tab: Promise<{ url?: string; title?: string; windowId?: number } | undefined>;
  connection: ReturnType<typeof loadConnection>;
  preferences: ReturnType<typeof loadPreferences>;
  outcome: Promise<ShortenOutcome>;
  /** Settles once the request is on the wire, or once no request is needed. */
  unblocked: Promise<unknown>;
}

/**
 * Runs before React renders, so the request to the service overlaps the popup's start-up.
 * The tab, the connection and the preferences are read once, together, and shared with the UI.
 */
export function startPopup(): PopupStart {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  const connection = loadConnection();
  const preferences = loadPreferences();
  let sent: () => void = () => {};
  const onWire = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const outcome = Promise.all([tab, connection, preferences]).then(([t, c, p]) =>
    // No copy here: the popup copies once the link is on screen (App.tsx), so the clipboard
    // never holds the person's click back.
    shorten(
      { url: t?.url, title: t?.title, copy: false },
      { connection: c, preferences: p, onSent: sent },
    ),
  );
  return { tab, connection, preferences, outcome, unblocked: Promise.race([onWire, outcome]) };
}
