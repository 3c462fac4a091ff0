import './bulk.css';
import { useEffect, useState } from 'react';
import { askTabsPermission, hasTabsPermission, windowTabs } from '../../../lib/bulk/window-tabs';
import { plural, t } from '../../../lib/i18n';
import { useApi } from '../ApiContext';
import { BulkLists } from './BulkLists';
import { BulkProgress } from './BulkProgress';
import { BulkRows } from './BulkRows';
import { clearRun, startRun, useBulkRun } from './useBulkRun';

/** All tabs: every tab of this window shortened in turn; `tabs` asked for from the click. */
export function AllTabsSection() {
  const { connection } = useApi();
  const run = useBulkRun();
  const [count, setCount] = useState<number>();
  const [granted, setGranted] = useState<boolean>();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    void windowTabs().then(
      (tabs) => setCount(tabs.length),
      () => setCount(undefined),
    );
    void hasTabsPermission().then(setGranted);
  }, []);

  const begin = () => void windowTabs().then((tabs) => startRun(tabs, connection));
  const onShorten = () => {
    if (granted) return begin();
    // Asked for within this click: awaiting anything first would lose the user gesture.
    void askTabsPermission().then((ok) => {
      setGranted(ok);
      setRefused(!ok);
      if (ok) begin();
    });
  };

  return (
    <div className="bulk">
      <h2>{t('bulk.title')}</h2>
      {!run && (
        <>
          <p role="status" aria-busy={count === undefined}>
            {count === undefined ? t('panel.loading') : plural('bulk.count', count)}
          </p>
          {granted === false && <p className="muted">{t('bulk.askFirst')}</p>}
          {refused && <p className="error">{t('bulk.refused')}</p>}
          <button type="button" className="primary" onClick={onShorten} disabled={!count}>
            {t('bulk.start')}
          </button>
        </>
      )}
      {run && (
        <>
          <BulkProgress state={run.state} />
          {run.state.phase !== 'running' && (
            <>
              <BulkLists rows={run.state.rows} copied={run.copied} />
              <button type="button" onClick={clearRun}>
                {t('bulk.again')}
              </button>
            </>
          )}
          <BulkRows rows={run.state.rows} />
        </>
      )}
    </div>
  );
}
