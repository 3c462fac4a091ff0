import { useState } from 'react';
import { type ErrorView, errorView } from '../lib/error-view';
import { t } from '../lib/i18n';
import { Countdown } from './Countdown';

/** An error: its sentence, its technical side under "Details", and one plain way on. */
export function ErrorNotice(p: { error: unknown; onRetry?: () => void; onOptions?: () => void }) {
  const { error } = p;
  if (typeof error === 'string') {
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  }
  const view = errorView(error);
  // A 429 keyed by the error, so a second one starts a fresh countdown.
  return <Notice key={view.next === 'wait' ? keyOf(error) : undefined} {...p} view={view} />;
}

const keys = new WeakMap<object, number>();
let made = 0;
const keyOf = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return 0;
  if (!keys.has(error)) keys.set(error, ++made);
  return keys.get(error);
};

function Notice(p: { view: ErrorView; onRetry?: () => void; onOptions?: () => void }) {
  const { view, onRetry, onOptions } = p;
  const wait = view.next === 'wait';
  const [waited, setWaited] = useState(false);
  return (
    <div role="alert" className="error">
      <p>{view.message}</p>
      {wait && <Countdown seconds={view.retryAfter ?? 0} onDone={() => setWaited(true)} />}
      {/* The technical side, closed until asked for: for whoever fixes it, not in the sentence. */}
      {view.detail && (
        <details>
          <summary>{t('common.details')}</summary>
          <p>{view.detail}</p>
        </details>
      )}
      {onRetry && (wait || view.next === 'retry') && (
        <button type="button" disabled={wait && !waited} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
      {onOptions && view.next === 'options' && (
        <button type="button" onClick={onOptions}>
          {t('common.openSettings')}
        </button>
      )}
    </div>
  );
}
