import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { useRecentLinks } from '../../components/useRecentLinks';
import { type AccountScope, accountScope } from '../../lib/account';
import type { HistoryEntry } from '../../lib/history';
import { openPanel, type PanelAsk } from '../../lib/panel';
import { initialView, popupReducer, viewOf } from '../../lib/popup-state';
import { type ShortenRequest, shorten } from '../../lib/shorten';
import { canEditLinks, watchLinkEdit } from '../../lib/storage/link-edit';
import {
  type Connection,
  loadConnection,
  loadPreferences,
  type Preferences,
} from '../../lib/storage/preferences';
import { applyTheme } from '../../lib/theme';
import { typedUrl } from '../../lib/urls';
import { copyText, type FirstPaint, type PopupStart } from './start';
import { useSearchField } from './useSearchField';

type Tab = { url?: string; title?: string; windowId?: number };

/** For a view mounted without a first paint (tests): one object, so effects don't rerun. */
const NO_FIRST_PAINT: FirstPaint = {};
const NO_LINKS: HistoryEntry[] = [];

/**
 * The popup's orchestration, apart from its view: the first shortening (begun before React, in
 * start.ts), each later one (a new link, the link options) with its abort and run counter (the
 * flow copies each link once it is known), and the way to the side panel.
 */
export function usePopup(start: PopupStart, first: FirstPaint = NO_FIRST_PAINT) {
  // What the first paint already shows is where React starts: no "Shortening…" in between.
  const [view, dispatch] = useReducer(popupReducer, undefined, () => {
    const shown = first.outcome ?? (first.link && { kind: 'link', copied: false, ...first.link });
    return (shown && viewOf(shown, 1)) ?? { ...initialView, run: 1 };
  });
  // What the popup shortens: the active tab, or an address typed or pasted into the popup.
  const [tab, setTab] = useState<Tab>();
  const [setup, setSetup] = useState<{ connection: Connection; preferences: Preferences }>();
  // Recent links are the current account's only: the scope comes from the stored connection.
  const [scope, setScope] = useState<AccountScope>();
  const recent = useRecentLinks(scope) ?? NO_LINKS;
  // Edit on the card: offered until the account's service said it can't (any surface may learn it).
  const [canEdit, setCanEdit] = useState(true);
  const [editing, setEditing] = useState<{ open: boolean; note?: string }>({ open: false });
  useEffect(() => {
    if (!scope) return;
    void canEditLinks(scope).then(setCanEdit);
    return watchLinkEdit(scope, setCanEdit);
  }, [scope]);
  const run = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    void Promise.all([start.connection, start.preferences]).then(([connection, preferences]) => {
      applyTheme(preferences.theme);
      setSetup({ connection, preferences });
    });
    void start.tab.then((active) =>
      setTab({ url: active?.url, title: active?.title, windowId: active?.windowId }),
    );
    void start.outcome.then((outcome) => dispatch({ type: 'settled', run: 1, outcome }));
    // A base URL that can't be used lists nothing: the flow explains it.
    void start.connection.then(accountScope).then(setScope, () => {});
  }, [start]);

  /** Shortens again; `keep` (the link options) keeps the link shown until one replaces it. */
  const again = useCallback(
    (req: Partial<ShortenRequest>, target = tab, keep = false) => {
      if (!target) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const id = ++run.current;
      dispatch({ type: 'start', run: id, keep });
      setEditing({ open: false });
      // The flow copies the new link (when auto-copy is on) once it is known, as for the first.
      void shorten(
        { url: target.url, title: target.title, ...req },
        { signal: controller.signal, copy: copyText },
      ).then((outcome) => dispatch({ type: 'settled', run: id, outcome }));
    },
    [tab],
  );

  // Set up in the options page while this popup waits for it: it shortens the page at once.
  // Read once more as the watch begins, for a setup saved before it did.
  useEffect(() => {
    if (view.state !== 'no_key') return;
    const follow = () =>
      void Promise.all([loadConnection(), loadPreferences()]).then(([connection, preferences]) => {
        if (connection.apiKey.trim() === '') return;
        setSetup({ connection, preferences });
        void accountScope(connection).then(setScope, () => {});
        again({});
      });
    const changed = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'apiKey' in changes) follow();
    };
    browser.storage.onChanged.addListener(changed);
    follow();
    return () => browser.storage.onChanged.removeListener(changed);
  }, [view.state, again]);

  /**
   * Another address, typed or pasted: the same flow and checks as a tab's. It becomes what the
   * popup shows, its options and QR code included.
   */
  const shortenAddress = (typed: string) => {
    const target = { url: typedUrl(typed), windowId: tab?.windowId };
    setTab(target);
    again({}, target);
  };

  // The side panel opens within this click (a user gesture), then the popup gives way to it.
  const showInPanel = (ask: PanelAsk) =>
    void openPanel(tab?.windowId, ask).then(
      () => window.close(),
      () => {},
    );
  const showStats = (entry: HistoryEntry) =>
    showInPanel({
      stats: entry.link_id,
      scope: { base_url: entry.base_url, account: entry.account },
    });

  const edit = {
    can: canEdit,
    ...editing,
    toggle: () => setEditing((e) => ({ open: !e.open })),
    /** The form closed: what to say in the card's note, and the link as edited, if it was. */
    done: (note?: string, entry?: HistoryEntry) => {
      setEditing({ open: false, note });
      if (entry) dispatch({ type: 'edited', link: entry });
    },
  };

  // The search of the account's links, in the header: its code loads at its first use.
  const search = useSearchField(setup?.connection, recent);
  return { view, tab, setup, recent, edit, again, shortenAddress, showStats, showInPanel, search };
}
