import { useLayoutEffect, useMemo } from 'react';
import { browser } from 'wxt/browser';
import { AddressForm } from '../../components/AddressForm';
import { ClicksGlance } from '../../components/ClicksGlance';
import { ErrorNotice } from '../../components/ErrorNotice';
import { type LinkChoices, LinkOptions } from '../../components/LinkOptions';
import { RecentLinks } from '../../components/RecentLinks';
import { react } from '../../components/react-h';
import { useAfterPaint, useDeadline, useLatch } from '../../components/useAfterPaint';
import { errorView } from '../../lib/error-view';
import { sameLink } from '../../lib/history';
import { t } from '../../lib/i18n';
import { linkNote } from '../../lib/link-note';
import { EditCardLink, LinkCard } from './LinkCard';
import { choosePrompt, linkSkeleton, popupPage, welcome } from './markup';
import { PopupQr } from './PopupQr';
import type { FirstPaint, PopupStart } from './start';
import { usePopup } from './usePopup';

const openOptions = () => void browser.runtime.openOptionsPage();

const mark = (name: string) =>
  performance.getEntriesByName(name).length === 0 && performance.mark(name);

/** How long the QR code, options and history wait for the link before showing without it. */
const SECONDARY_WAIT_MS = 150;

export function App({ start, first }: { start: PopupStart; first?: FirstPaint }) {
  const { view, tab, setup, recent, edit, again, shortenAddress, showStats, showInPanel, search } =
    usePopup(start, first);

  // In the DOM, about to be painted: when a person sees the link (unless the first paint did).
  useLayoutEffect(() => {
    if (view.state === 'link') mark('snaplink:link-visible');
  }, [view]);

  const link = view.state === 'link' ? view.link : undefined;
  // The link first: what is below it sees the view one painted frame late, as one snapshot (the
  // QR code, its file name and its save all follow the same link), and shows once the first
  // outcome is painted or after SECONDARY_WAIT_MS, whichever is first; then it stays.
  const below = useAfterPaint(
    useMemo(
      () => ({ settled: view.state !== 'loading', link, url: tab?.url }),
      [view.state, link, tab?.url],
    ),
  );
  const waited = useDeadline(SECONDARY_WAIT_MS);
  const secondary = useLatch(below.settled || waited);
  // The link this popup made (not one reused): the link options replace it, not add to it.
  const made = view.state === 'link' && !view.reused ? view.link : undefined;
  // Why the link options' last request failed, the link kept: said once, by its field or else below.
  const optionsError = view.state === 'link' ? view.optionsError : undefined;
  const failed = view.state === 'error' ? view.error : optionsError;
  const fields = failed ? errorView(failed).fields : {};

  const result = (
    <>
      {view.state === 'loading' && linkSkeleton(react)}
      {view.state === 'choose' && choosePrompt(react)}
      {view.state === 'link' && (
        <LinkCard
          link={view.link}
          note={edit.note ?? linkNote(view.copied, view.reused, view.status)}
          onNew={() => again({ force: true })}
          onStats={() => showStats(view.link)}
          onEdit={edit.toggle}
          canEdit={edit.can}
        />
      )}
      {optionsError && Object.keys(fields).length === 0 && <ErrorNotice error={optionsError} />}
      {view.state === 'error' && (
        <ErrorNotice error={view.error} onRetry={() => again({})} onOptions={openOptions} />
      )}
      {view.state === 'no_key' && welcome(react, { onSetUp: openOptions })}
      {(view.state === 'bad_base_url' || view.state === 'unshortenable') && (
        <>
          <ErrorNotice error={view.message} />
          {view.next === 'options' && (
            <button type="button" className="primary" onClick={openOptions}>
              {t('popup.openOptions')}
            </button>
          )}
        </>
      )}
    </>
  );

  // The frame and the result are markup.ts's, as the early script drew them; the rest is React's.
  const head = { onAllTabs: () => showInPanel({ allTabs: true }), onSettings: openOptions };
  return popupPage(
    react,
    { ...head, search: search.field },
    result,
    search.results,
    <>
      {edit.open && setup && view.state === 'link' && (
        <EditCardLink link={view.link} connection={setup.connection} onDone={edit.done} />
      )}
      {secondary && setup && view.state === 'link' && view.reused && (
        <ClicksGlance link={view.link} connection={setup.connection} />
      )}
      {secondary && setup && view.state !== 'no_key' && view.state !== 'bad_base_url' && (
        <AddressForm busy={view.state === 'loading'} onSubmit={shortenAddress} />
      )}

      {secondary &&
        tab?.url &&
        setup &&
        view.state !== 'unshortenable' &&
        view.state !== 'no_key' && (
          <LinkOptions
            // A typed address starts its own options, titled as it is (untitled).
            key={tab.url}
            initial={{
              alias: '',
              domainId: setup.preferences.defaultDomainId,
              title: tab.title ?? '',
            }}
            loadDomains={() =>
              import('../../lib/domain-choices').then((m) => m.domainChoices(setup.connection))
            }
            fields={fields}
            busy={view.state === 'loading' || (view.state === 'link' && !!view.replacing)}
            first={view.state === 'choose'}
            onSubmit={(c: LinkChoices) => again({ ...c, force: true, replace: made }, tab, true)}
          />
        )}

      {secondary && setup && (
        <PopupQr
          link={below.link}
          page={below.url}
          title={tab?.title}
          style={setup.preferences.qr}
          showInPanel={showInPanel}
          onVisible={() => mark('snaplink:qr-visible')}
        />
      )}

      {secondary && (
        <RecentLinks
          // Not the link shown at the top again.
          links={recent.filter((l) => !(link && sameLink(l, link))).slice(0, 20)}
          onStats={showStats}
        />
      )}
    </>,
  );
}
