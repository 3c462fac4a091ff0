import type { ReactNode } from 'react';
import { browser } from 'wxt/browser';
import { ErrorNotice } from '../../components/ErrorNotice';
import { statusWords } from '../../lib/error-view';
import { t } from '../../lib/i18n';
import { LinkCard, LinkSkeleton } from './LinkCard';
import type { PopupView } from './popup-state';
import type { usePopup } from './usePopup';

export const openOptions = () => void browser.runtime.openOptionsPage();

/** What stands at the top for each state: the link, or one message and the one way on. */
export function resultOf(view: PopupView, again: ReturnType<typeof usePopup>['again']): ReactNode {
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
