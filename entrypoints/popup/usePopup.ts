import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type HistoryEntry, recentLinks, watchHistory } from '../../lib/history';
import { openPanel } from '../../lib/panel';
import { initialView, popupReducer, viewOf } from '../../lib/popup-state';
import { type ShortenRequest, shorten } from '../../lib/shorten';
import type { Connection, Preferences } from '../../lib/storage/preferences';
import { applyTheme } from '../../lib/theme';
import type { FirstPaint, PopupStart } from './start';

type Tab = { url?: string; title?: string; windowId?: number };

/** For a view mounted without a first paint (tests): one object, so effects don't rerun. */
const NO_FIRST_PAINT: FirstPaint = { copied: false, copying: Promise.resolve(false) };

/**
 * The popup's orchestration, apart from its view: the first shortening (begun before React, in
 * start.ts), each later one (a new link, the link options) with its abort and run counter, the
 * copy after a link shows, and the way to the side panel.
 */
export function usePopup(start: PopupStart, first: FirstPaint = NO_FIRST_PAINT) {
  // What the first paint already shows is where React starts: no "Shortening…" in between.
  const [view, dispatch] = useReducer(popupReducer, undefined, () => {
    const settled = first.outcome && viewOf(first.outcome, 1);
    if (settled?.state === 'link') return { ...settled, copied: first.copied };
    return settled ?? { ...initialView, run: 1 };
  });
  const [tab, setTab] = useState<Tab>();
  const [setup, setSetup] = useState<{ connection: Connection; preferences: Preferences }>();
  const [recent, setRecent] = useState<HistoryEntry[]>([]);
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
    void first.copying.then((copied) => copied && dispatch({ type: 'copied', run: 1 }));
    void recentLinks().then(setRecent);
    return watchHistory(setRecent);
  }, [start, first]);

  const again = useCallback(
    (req: Partial<ShortenRequest>) => {
      if (!tab) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const id = ++run.current;
      dispatch({ type: 'start', run: id });
      void shorten(
        { url: tab.url, title: tab.title, copy: false, ...req },
        { signal: controller.signal },
      ).then((outcome) => dispatch({ type: 'settled', run: id, outcome }));
    },
    [tab],
  );

  // Later links are copied once shown, like the first (main.ts).
  const shownLink = view.state === 'link' && view.run > 1 ? view.link.short_url : undefined;
  const copiedRun = useRef(1);
  useEffect(() => {
    if (!shownLink || !setup?.preferences.autoCopy || copiedRun.current === view.run) return;
    const id = view.run;
    copiedRun.current = id;
    navigator.clipboard.writeText(shownLink).then(
      () => dispatch({ type: 'copied', run: id }),
      () => {}, // the Copy button stays, and says so if it fails too
    );
  }, [shownLink, setup, view.run]);

  // The side panel opens within this click (a user gesture), then the popup gives way to it.
  const showStats = (entry: HistoryEntry) =>
    void openPanel(tab?.windowId, entry.link_id).then(
      () => window.close(),
      () => {},
    );

  return { view, tab, setup, recent, again, showStats };
}
