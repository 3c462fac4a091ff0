import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { browser } from 'wxt/browser';
import { CopyButton } from '../../components/CopyButton';
import { Countdown } from '../../components/Countdown';
import { ErrorNotice } from '../../components/ErrorNotice';
import { type LinkChoices, LinkOptions } from '../../components/LinkOptions';
import { QrPanel } from '../../components/QrPanel';
import { RecentLinks } from '../../components/RecentLinks';
import { useAfterPaint, useDeadline, useLatch } from '../../components/useAfterPaint';
import { createClient } from '../../lib/api/client';
import { type HistoryEntry, recentLinks, watchHistory } from '../../lib/history';
import { t } from '../../lib/i18n';
import { openPanel } from '../../lib/panel';
import { initialView, popupReducer } from '../../lib/popup-state';
import type { QrStyle } from '../../lib/qr/render';
import { saveQrCode } from '../../lib/qr/save';
import type { Connection, Preferences } from '../../lib/settings';
import { type ShortenOutcome, type ShortenRequest, shorten } from '../../lib/shorten';
import { applyTheme } from '../../lib/theme';
import type { PopupStart } from './start';

const mark = (name: string) =>
  performance.getEntriesByName(name).length === 0 && performance.mark(name);

/** How long the QR code, options and history wait for the link before showing without it. */
const SECONDARY_WAIT_MS = 150;

export function App({ start }: { start: PopupStart }) {
  const [view, dispatch] = useReducer(popupReducer, { ...initialView, run: 1 });
  const [tab, setTab] = useState<{ url?: string; title?: string; windowId?: number }>();
  const [setup, setSetup] = useState<{ connection: Connection; preferences: Preferences }>();
  const [recent, setRecent] = useState<HistoryEntry[]>([]);
  const run = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    void Promise.all([start.connection, start.preferences]).then(([connection, preferences]) => {
      applyTheme(preferences.theme);
      setSetup({ connection, preferences });
    });
    void recentLinks().then(setRecent);
    return watchHistory(setRecent);
  }, [start]);
  // A layout effect, not an effect: Preact runs effects only after the first paint, a whole
  // frame during which a link already known (or already answered) would wait unseen.
  // The tab before the outcome: the link's buttons need it as soon as they show.
  useLayoutEffect(() => {
    void start.tab.then((active) =>
      setTab({ url: active?.url, title: active?.title, windowId: active?.windowId }),
    );
    void start.outcome.then((outcome) => dispatch({ type: 'settled', run: 1, outcome }));
  }, [start]);

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
      ).then((outcome: ShortenOutcome) => dispatch({ type: 'settled', run: id, outcome }));
    },
    [tab],
  );

  // In the DOM, about to be painted: the moment a person sees the link.
  useLayoutEffect(() => {
    if (view.state === 'link') mark('snaplink:link-visible');
  }, [view]);

  // Auto-copy once per shortening, after the link is shown rather than before.
  const copiedRun = useRef(0);
  const shownLink = view.state === 'link' ? view.link.short_url : undefined;
  useEffect(() => {
    if (!shownLink || !setup?.preferences.autoCopy || copiedRun.current === view.run) return;
    copiedRun.current = view.run;
    navigator.clipboard.writeText(shownLink).then(
      () => dispatch({ type: 'copied' }),
      () => {}, // the Copy button stays, and says so if it fails too
    );
  }, [shownLink, setup, view.run]);

  // The side panel opens within this click (a user gesture), then the popup gives way to it.
  const showStats = (entry: HistoryEntry) =>
    void openPanel(tab?.windowId, entry.link_id).then(
      () => window.close(),
      () => {},
    );

  const link = view.state === 'link' ? view.link : undefined;
  // The link first: rendering everything below it is ~35 ms of cold code on a slow machine, and
  // the service's answer (or the link) would wait behind it. So what is below sees the view one
  // painted frame late, as one snapshot (the QR code, its file name and its save all follow the
  // same link), and shows once the first outcome is painted or after SECONDARY_WAIT_MS, whichever
  // is first; then it stays.
  const below = useAfterPaint(
    useMemo(
      () => ({ settled: view.state !== 'loading', link, url: tab?.url }),
      [view.state, link, tab?.url],
    ),
  );
  const waited = useDeadline(SECONDARY_WAIT_MS);
  const secondary = useLatch(below.settled || waited);
  const qrLink = below.link;
  const qrContent = qrLink?.short_url ?? below.url;
  const saveDynamic = async (style: QrStyle, signal: AbortSignal) => {
    if (!qrLink || !setup) return;
    // Dynamic: tied to the link (link_id), so its scans count as the link's clicks.
    const code = { type: 'url', content: qrLink.short_url, linkId: qrLink.link_id } as const;
    await saveQrCode(
      createClient(setup.connection),
      { ...code, name: tab?.title ?? '', style },
      signal,
    );
  };

  return (
    <main>
      <h1>Snaplink</h1>
      <section aria-live="polite" className="result">
        {view.state === 'loading' && <p role="status">{t('popup.shortening')}</p>}
        {view.state === 'link' && (
          <>
            <div className="with-button">
              <input
                aria-label={t('popup.shortLink')}
                readOnly
                value={view.link.short_url}
                onFocus={(e) => e.target.select()}
              />
              <CopyButton text={view.link.short_url} />
            </div>
            <p className="muted">
              {view.copied ? `${t('popup.copiedToClipboard')} ` : ''}
              {view.reused ? t('popup.reused') : ''}
            </p>
            <div className="actions">
              <button type="button" onClick={() => again({ force: true })}>
                {t('popup.createNew')}
              </button>
              <button type="button" onClick={() => showStats(view.link)}>
                {t('popup.stats')}
              </button>
            </div>
          </>
        )}
        {(view.state === 'no_key' ||
          view.state === 'bad_base_url' ||
          view.state === 'unshortenable' ||
          view.state === 'error') && (
          <>
            <ErrorNotice error={view.message} />
            {view.next === 'options' && (
              <button type="button" onClick={() => browser.runtime.openOptionsPage()}>
                {t('popup.openOptions')}
              </button>
            )}
            {view.next === 'retry' && (
              <button type="button" onClick={() => again({})}>
                {t('common.tryAgain')}
              </button>
            )}
            {view.state === 'error' && view.retryAfter !== undefined && (
              <Countdown seconds={view.retryAfter} />
            )}
          </>
        )}
      </section>

      {secondary &&
        tab?.url &&
        setup &&
        view.state !== 'unshortenable' &&
        view.state !== 'no_key' && (
          <LinkOptions
            initial={{
              alias: '',
              domainId: setup.preferences.defaultDomainId,
              title: tab.title ?? '',
            }}
            loadDomains={() =>
              import('../../lib/domain-choices').then((m) => m.domainChoices(setup.connection))
            }
            fieldErrors={view.state === 'error' ? view.fieldErrors : {}}
            busy={view.state === 'loading'}
            onSubmit={(c: LinkChoices) =>
              again({ alias: c.alias, domainId: c.domainId, title: c.title, force: true })
            }
          />
        )}

      {secondary && qrContent && setup && (
        <QrPanel
          key={qrContent}
          content={qrContent}
          initialStyle={setup.preferences.qr}
          fileName={qrLink ? `snaplink-${qrLink.short_url.split('/').pop()}` : 'snaplink-qr'}
          onSaveDynamic={qrLink ? saveDynamic : undefined}
          onVisible={() => mark('snaplink:qr-visible')}
        />
      )}

      {secondary && <RecentLinks links={recent.slice(0, 20)} onStats={showStats} />}
    </main>
  );
}
