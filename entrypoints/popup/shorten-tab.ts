import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { historyItem, readHistory } from '../../lib/history';
import { linkIndexItem } from '../../lib/link-index/stored-index';
import { applyTheme } from '../../lib/settings/theme';
import { type ShortenOutcome, shorten } from '../../lib/shorten';
import {
  type AccountConnection,
  type Accounts,
  accountsItem,
  inUse,
  readAccounts,
} from '../../lib/storage/accounts';
import { type Preferences, preferencesItem, readPreferences } from '../../lib/storage/preferences';
import type { KnownLink } from './popup-state';

/** What the popup read and began before React: read once, shared with the view (usePopup). */
export interface PopupStart {
  tab: Promise<{ url?: string; title?: string; windowId?: number } | undefined>;
  connection: Promise<AccountConnection>;
  /** The saved accounts: the header switches between them when there are two or more. */
  accounts: Promise<Accounts>;
  preferences: Promise<Preferences>;
  /** The link as soon as it is known: before it is copied, and a reused one before its check. */
  known: Promise<KnownLink>;
  /** `known`'s link if it came before React's first render (main.tsx): drawn in that render. */
  early?: KnownLink;
  outcome: Promise<ShortenOutcome>;
}

/** The popup's clipboard needs the focus, which a popup gets late: it waits, 0.5 s at most. */
export async function copyText(text: string): Promise<void> {
  if (!document.hasFocus()) {
    await new Promise((ok) => {
      window.addEventListener('focus', ok, { once: true });
      setTimeout(ok, 500);
    });
  }
  await navigator.clipboard.writeText(text);
}

/** copyText, true once copied: a clipboard that refuses keeps the link shown as it was. */
export const tryCopyText = (text: string) =>
  copyText(text).then(
    () => true,
    () => false,
  );

/**
 * Shortens the active tab: the tab and the stored values read once, together, then the flow
 * (lib/shorten.ts); the view shows the link when known (`known`), then what was done (`outcome`).
 */
export function startPopup(): PopupStart & {
  /** The request is out, or needs none: React draws then, not holding up the one thread before. */
  sent: Promise<unknown>;
} {
  const tab = browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
  // One storage read for all the flow needs, each value then read by its own item's reader.
  const stored = storage
    .getItems([accountsItem, preferencesItem, historyItem, linkIndexItem])
    .then((items) => items.map((item) => item.value));
  const accounts = stored.then((values) => readAccounts(values[0]));
  const connection = accounts.then(inUse);
  const preferences = stored.then((values) => readPreferences(values[1]));
  const readAhead = {
    history: stored.then((values) => readHistory(values[2])).catch(() => []),
    index: stored.then((values) => values[3]).catch(() => null),
  };
  void preferences.then((p) => applyTheme(p.theme));
  let tell: (known: KnownLink) => void = () => {};
  const known = new Promise<KnownLink>((ok) => {
    tell = ok;
  });
  let requested = () => {};
  const request = new Promise<void>((ok) => {
    requested = ok;
  });
  const outcome = Promise.all([tab, connection, preferences]).then(([t, c, p]) =>
    shorten(
      { url: t?.url, title: t?.title, onlyKnown: p.onClick === 'choose' },
      {
        connection: c,
        preferences: p,
        copy: copyText,
        readAhead,
        onLink: (link, reused) => tell({ link, reused }),
        onRequest: () => requested(),
      },
    ),
  );
  // The link is recorded and copied: the bench and the e2e helpers wait for this before closing.
  void outcome.then(() => performance.mark('snaplink:settled'));
  const sent = Promise.race([request, known, outcome.catch(() => {})]);
  return { tab, connection, accounts, preferences, sent, known, outcome };
}
