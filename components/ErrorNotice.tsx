import { useState } from 'react';
import { type ErrorView, errorView } from '../lib/error-view';
import { t } from '../lib/i18n';
import { Countdown } from './Countdown';

/** An error: its sentence, its technical side under "Details", and one plain way on. */
export function ErrorNotice(p: { error: unknown; onRetry?: () => void; onOptions?: () => void }) {
  const { error, onRetry, onOptions } = p;
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
      <Detail view={view} />
      {onRetry && view.next === 'retry' && (
        <button type="button" onClick={onRetry}>
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

/** The technical side, closed until asked for: for whoever fixes it, not in the sentence. */
function Detail({ view }: { view: ErrorView }) {
  if (!view.detail) return null;
  return (
    <details>
      <summary>{t('common.details')}</summary>
      <p>{view.detail}</p>
    </details>
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
      <Detail view={view} />
      {onRetry && (
        <button type="button" disabled={!waited} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
