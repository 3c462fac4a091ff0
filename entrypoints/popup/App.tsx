import { AppWindow, ChartColumn, Settings } from 'lucide';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { IconButton } from '../../components/IconButton';
import { sameLink } from '../../lib/history';
import { t } from '../../lib/i18n';
import { codeOf } from '../../lib/link-edit';
import { tagsOf } from '../../lib/utm';
import { withoutBidiControls } from '../../lib/web-url';
import { AccountSwitch } from './AccountSwitch';
import { Customise } from './Customise';
import { RecentLinks } from './RecentLinks';
import { openOptions, resultOf } from './Result';
import { useSearchField } from './search/useSearchField';
import type { PopupStart } from './shorten-tab';
import { usePopup } from './usePopup';

// The QR code's encoder is the popup's biggest piece: it loads beside the link, never before it.
const QrThumb = lazy(() => import('./PopupQr').then((m) => ({ default: m.QrThumb })));
const QrView = lazy(() => import('./PopupQr').then((m) => ({ default: m.QrView })));

const mark = (name: string) =>
  performance.getEntriesByName(name).length === 0 && performance.mark(name);

/** How many of the account's recent links the everyday view lists (it fits in 600 px). */
const RECENT_SHOWN = 3;

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
          domainId: link ? link.domain_id : setup.connection.domainId,
          title: withoutBidiControls(link ? (link.title ?? '') : (tab?.title ?? '')),
          utm: link ? tagsOf(link.original_url, link.page) : {},
        }}
        connection={setup.connection}
        {...p.customising}
        first={first}
        onSubmit={(choices) => void p.submitCustomise(choices)}
        onCancel={first ? undefined : () => p.openSheet(undefined)}
      />
    );

  return (
    <main>
      <header className="popup-head">
        <h1>Snaplink</h1>
        {p.accounts.accounts && p.accounts.accounts.list.length > 1 && (
          <AccountSwitch accounts={p.accounts.accounts} onSwitch={p.accounts.choose} />
        )}
        <IconButton
          icon={AppWindow}
          label={t('popup.allTabs')}
          onClick={() => p.showInPanel({ allTabs: true })}
        />
        <IconButton icon={Settings} label={t('popup.settings')} onClick={openOptions} />
      </header>
      {search.field}
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
