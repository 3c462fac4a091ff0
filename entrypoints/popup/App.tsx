import { AppWindow, ChartColumn, Settings } from 'lucide';
import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { browser } from 'wxt/browser';
import { ErrorNotice } from '../../components/ErrorNotice';
import { IconButton } from '../../components/IconButton';
import { RecentLinks } from '../../components/RecentLinks';
import { sameLink } from '../../lib/history';
import { t } from '../../lib/i18n';
import type { LinkStatus, PopupView } from '../../lib/popup-state';
import { tagsOf } from '../../lib/utm';
import { withoutBidiControls } from '../../lib/web-url';
import { Customise } from './Customise';
import { codeOf } from './customise';
import { LinkCard, LinkSkeleton } from './LinkCard';
import { SearchField } from './search/SearchField';
import { useSearchField } from './search/useSearchField';
import type { PopupStart } from './shorten-tab';
import { usePopup } from './usePopup';

// The QR code's encoder is the popup's biggest piece: it loads beside the link, never before it.
const QrThumb = lazy(() => import('./PopupQr').then((m) => ({ default: m.QrThumb })));
const QrView = lazy(() => import('./PopupQr').then((m) => ({ default: m.QrView })));

const openOptions = () => void browser.runtime.openOptionsPage();
const loadDomains = (
  connection: Parameters<typeof import('../../lib/domain-choices').domainChoices>[0],
) => import('../../lib/domain-choices').then((m) => m.domainChoices(connection));

const mark = (name: string) =>
  performance.getEntriesByName(name).length === 0 && performance.mark(name);

/** How many of the account's recent links the everyday view lists (it fits in 600 px). */
const RECENT_SHOWN = 3;

/** The few words under a link on how it came. */
function statusWords(status: LinkStatus | undefined): string | undefined {
  switch (status) {
    case 'reused':
      return t('popup.reused');
    case 'unchecked':
      return t('popup.unchecked');
    case 'dead':
      return t('popup.dead');
    case 'edited':
      return t('popup.edited');
    case 'replaced':
      return t('popup.replaced');
    case 'notDeleted':
      return t('popup.notDeleted');
    case 'another':
      return t('popup.anotherMade');
    case undefined:
      return undefined;
  }
}

export function App({ start }: { start: PopupStart }) {
  const p = usePopup(start);
  const { view, setup, tab, sheet } = p;
  const search = useSearchField(setup?.connection, p.recent, p.shortenAddress);

  // In the DOM, about to be painted: when a person sees the link (npm run bench).
  useLayoutEffect(() => {
    if (view.state === 'link') mark('snaplink:link-visible');
  }, [view]);

  const link = view.state === 'link' ? view.link : undefined;
  const recent = p.recent.filter((l) => !(link && sameLink(l, link))).slice(0, RECENT_SHOWN);
  const customiseForm = (first: boolean) =>
    setup && (
      <Customise
        key={link ? `${link.link_id}` : 'first'}
        initial={{
          alias: link ? codeOf(link) : '',
          domainId: link ? link.domain_id : setup.preferences.defaultDomainId,
          title: withoutBidiControls(link ? (link.title ?? '') : (tab?.title ?? '')),
          utm: link ? tagsOf(link.original_url, link.page) : {},
        }}
        loadDomains={() => loadDomains(setup.connection)}
        busy={p.customising.busy}
        error={p.customising.error}
        first={first}
        onSubmit={(choices) => void p.submitCustomise(choices)}
        onCancel={first ? undefined : () => p.openSheet(undefined)}
      />
    );

  return (
    <main>
      <header className="popup-head">
        <h1>Snaplink</h1>
        <IconButton
          icon={AppWindow}
          label={t('popup.allTabs')}
          onClick={() => p.showInPanel({ allTabs: true })}
        />
        <IconButton icon={Settings} label={t('popup.settings')} onClick={openOptions} />
      </header>
      <SearchField {...search.field} />
      {search.results}
      <section aria-live="polite" className="result">
        {resultOf(view, p.again)}
      </section>
      {view.state === 'link' && sheet === undefined && setup && (
        <>
          <div className="link-tools">
            <button type="button" onClick={() => p.openSheet('customise')}>
              {t('popup.customise')}
            </button>
            <button type="button" onClick={() => p.again({ force: true }, tab, 'another')}>
              {t('popup.another')}
            </button>
            <IconButton
              icon={ChartColumn}
              label={t('popup.stats')}
              onClick={() => p.showStats(view.link)}
            />
          </div>
          <Suspense fallback={<div className="qr-thumb" />}>
            <QrThumb
              link={view.link}
              style={setup.preferences.qr}
              onMore={() => p.openSheet('qr')}
              onVisible={() => mark('snaplink:qr-visible')}
            />
          </Suspense>
        </>
      )}
      {view.state === 'link' && sheet === 'customise' && customiseForm(false)}
      {view.state === 'choose' && customiseForm(true)}
      {view.state === 'link' && sheet === 'qr' && setup && (
        <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
          <QrView
            link={view.link}
            title={tab?.title}
            style={setup.preferences.qr}
            showInPanel={p.showInPanel}
          />
          <button type="button" onClick={() => p.openSheet(undefined)}>
            {t('popup.back')}
          </button>
        </Suspense>
      )}
      {sheet === undefined && <RecentLinks links={recent} onStats={p.showStats} />}
    </main>
  );
}

/** What stands at the top for each state: the link, or one message and the one way on. */
function resultOf(view: PopupView, again: ReturnType<typeof usePopup>['again']): ReactNode {
  switch (view.state) {
    case 'loading':
      return <LinkSkeleton />;
    case 'link':
      return (
        <LinkCard
          // A new link is a new card: what was copied by hand was the link before.
          key={view.link.short_url}
          link={view.link}
          copied={view.copied}
          status={statusWords(view.status)}
        />
      );
    case 'choose':
      return <p role="status">{t('popup.choose')}</p>;
    case 'no_key':
      return (
        <div className="welcome">
          <p>{t('popup.welcome')}</p>
          <button type="button" className="primary" onClick={openOptions}>
            {t('popup.setUp')}
          </button>
        </div>
      );
    case 'bad_base_url':
      return (
        <div role="alert" className="notice">
          <p>{view.message}</p>
          <button type="button" onClick={openOptions}>
            {t('common.openSettings')}
          </button>
        </div>
      );
    case 'unshortenable':
      return (
        <p role="status" className="notice">
          {view.message}
        </p>
      );
    case 'error':
      return <ErrorNotice error={view.error} onRetry={() => again({})} onOptions={openOptions} />;
  }
}
