import { useState } from 'react';
import { type ErrorView, errorView } from '../lib/error-view';
import { t } from '../lib/i18n';
import { Countdown } from './Countdown';

/**
 * An error as people should see it, with its way forward, the same on every surface: the words
 * of lib/error-view.ts; after a 429, a live countdown with Try again held until it ends (so
 * nothing is sent while the limit applies); Try again where trying again can help; the settings
 * where they are what's wrong. A string is shown as it is (a local check's own sentence).
 */
export function ErrorNotice({
  error,
  onRetry,
  onOptions,
}: {
  error: unknown;
  onRetry?: () => void;
  onOptions?: () => void;
}) {
  if (typeof error === 'string') {
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  }
  const view = errorView(error);
  if (view.next === 'wait') {
    // Keyed by the error, so a second 429 starts a fresh countdown.
    return <Waiting key={keyOf(error)} view={view} onRetry={onRetry} />;
  }
  return (
    <div role="alert" className="error">
      <p>{view.message}</p>
      {onRetry && view.next === 'retry' && (
        <button type="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
      {onOptions && view.next === 'options' && (
        <button type="button" onClick={onOptions}>
          {t('popup.openOptions')}
        </button>
      )}
    </div>
  );
}

const keys = new WeakMap<object, number>();
let made = 0;
const keyOf = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return 0;
  if (!keys.has(error)) keys.set(error, ++made);
  return keys.get(error);
};

function Waiting({ view, onRetry }: { view: ErrorView; onRetry?: () => void }) {
  const [waited, setWaited] = useState(false);
  return (
    <div role="alert" className="error">
      <p>{view.message}</p>
      <Countdown seconds={view.retryAfter ?? 0} onDone={() => setWaited(true)} />
      {onRetry && (
        <button type="button" disabled={!waited} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
