import { useEffect, useReducer, useRef, useState } from 'react';
import { useCanEditLinks } from '../../components/useCanEditLinks';
import { useRecentLinks } from '../../components/useRecentLinks';
import { type AccountScope, accountScope } from '../../lib/account';
import type { LinkStatus } from '../../lib/error-view';
import type { HistoryEntry } from '../../lib/history';
import type { PanelAsk } from '../../lib/panel/panel-asks';
import { type ShortenRequest, shorten } from '../../lib/shorten';
import type { AccountConnection } from '../../lib/storage/accounts';
import type { Preferences } from '../../lib/storage/preferences';
import { useAccounts } from './AccountSwitch';
import { type Choices, customiseOrMake } from './customise-link';
import { initialView, popupReducer, shown } from './popup-state';
import { copyText, type PopupStart, tryCopyText } from './shorten-tab';
import { showInPanel, showStats } from './to-panel';
import { useSetUpLater } from './useSetUpLater';

type Tab = { url?: string; title?: string; windowId?: number };
/** Customise's submit under way, or the refusal it came back with. */
type Customising = { busy: boolean; error?: unknown };

/** What is open over the everyday view: Customise, or the QR code in full. */
export type Sheet = 'customise' | 'qr' | undefined;

/** The popup's shortenings (the first begun before React), each with its abort, and the panel. */
export function usePopup(start: PopupStart) {
  const [view, dispatch] = useReducer(popupReducer, { ...initialView, run: 1 }, (first) =>
    start.early
      ? popupReducer(first, { type: 'settled', run: 1, outcome: shown(start.early) })
      : first,
  );
  // What the popup shortens: the active tab, or an address typed or pasted into the popup.
  const [tab, setTab] = useState<Tab>();
  const [setup, setSetup] = useState<{ connection: AccountConnection; preferences: Preferences }>();
  // Recent links are the current account's only: the scope comes from the stored connection.
  const [scope, setScope] = useState<AccountScope>();
  const recent = useRecentLinks(scope) ?? [];
  const canEdit = useCanEditLinks(scope);
  const [sheet, setSheet] = useState<Sheet>();
  const [customising, setCustomising] = useState<Customising>({ busy: false });
  const run = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    void Promise.all([start.connection, start.preferences]).then(([connection, preferences]) =>
      setSetup({ connection, preferences }),
    );
    void start.tab.then((active) => setTab({ ...active }));
    void start.known.then((k) => dispatch({ type: 'settled', run: 1, outcome: shown(k) }));
    void start.outcome.then((outcome) => dispatch({ type: 'settled', run: 1, outcome }));
    // A base URL that can't be used lists nothing: the flow explains it.
    void start.connection.then(accountScope).then(setScope, () => {});
  }, [start]);

  /** A new run: the one before it is aborted, and its late answer ignored. */
  const nextRun = () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return { id: ++run.current, signal: controller.signal };
  };

  /** Shortens again; `status` says how the link came where the outcome can't. */
  const again = (req: Partial<ShortenRequest>, target = tab, status?: LinkStatus) => {
    if (!target) return;
    const { id, signal } = nextRun();
    dispatch({ type: 'start', run: id });
    setSheet(undefined);
    void shorten(
      { url: target.url, title: target.title, ...req },
      {
        signal,
        copy: copyText,
        // Shown at once, as the first link is, with what it is ("another") where that is known.
        onLink: (link, reused) =>
          dispatch({ type: 'settled', run: id, outcome: shown({ link, reused }), status }),
      },
    ).then((outcome) => dispatch({ type: 'settled', run: id, outcome, status }));
  };

  // Set up in the options page while this popup waits, or another account chosen in its header
  // (useAccounts: in use from now on): the page is shortened at once, on that account.
  const follow = (set: { connection: AccountConnection; preferences?: Preferences }) => {
    setSetup((s) => s && { ...s, ...set });
    void accountScope(set.connection).then(setScope, () => setScope(undefined));
    again({});
  };
  useSetUpLater(view.state === 'no_key', follow);
  const accounts = useAccounts(start.accounts, (connection) => follow({ connection }));

  /** Another address, typed or pasted: the same flow and checks as a tab's. */
  const shortenAddress = (address: string) => {
    const target = { url: address, windowId: tab?.windowId };
    setTab(target);
    again({}, target);
  };

  /** Customise's submit: the link stays shown until it ends; an error stays with the form. */
  const submitCustomise = async (choices: Choices) => {
    if (!setup || !tab) return;
    const { id, signal } = nextRun();
    dispatch({ type: 'start', run: id, keep: true });
    setCustomising({ busy: true });
    const shown = view.state === 'link' ? view : undefined;
    const done = await customiseOrMake(shown, tab.url, choices, {
      connection: setup.connection,
      canEdit,
      signal,
      copy: copyText,
    });
    if (signal.aborted) return;
    if (done.kind === 'error') return setCustomising({ busy: false, error: done.error });
    openSheet(undefined);
    if (done.kind === 'edited' && shown) {
      // A new back-half or domain is a new address: copied again, as the first one was.
      const moved = done.link.short_url !== shown.link.short_url;
      const copied =
        moved && setup.preferences.autoCopy ? await tryCopyText(done.link.short_url) : shown.copied;
      dispatch({ type: 'edited', link: done.link, copied });
    } else if (done.kind === 'replaced') {
      // A page's own link, customised where the service can't edit: a second link, the first kept.
      const status = shown?.reused ? 'another' : undefined;
      dispatch({ type: 'settled', run: id, outcome: done.outcome, status });
    }
  };

  const openSheet = (next: Sheet) => {
    setCustomising({ busy: false });
    setSheet(next);
  };
  return {
    view,
    tab,
    setup,
    recent,
    sheet,
    openSheet,
    customising,
    submitCustomise,
    again,
    accounts,
    shortenAddress,
    showStats: (entry: HistoryEntry) => showStats(tab?.windowId, entry),
    showInPanel: (ask: PanelAsk) => showInPanel(tab?.windowId, ask),
  };
}
