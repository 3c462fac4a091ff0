import { useState } from 'react';
import { type ApiError, isApiError } from '../lib/api/errors';
import { t } from '../lib/i18n';
import { Countdown } from './Countdown';
import { ErrorNotice } from './ErrorNotice';

/**
 * A failed request, as people should see it. A 429 becomes a countdown with the retry held back
 * until it ends, so nothing is sent again while the limit still applies (no error storm).
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error, 'rate_limited') && (error.retryAfter ?? 0) > 0) {
    // Keyed by the error, so a second 429 starts a fresh countdown.
    return (
      <RateLimited key={`${error.retryAfter} ${error.message}`} error={error} onRetry={onRetry} />
    );
  }
  return (
    <div>
      <ErrorNotice error={error} />
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

function RateLimited({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const [waited, setWaited] = useState(false);
  return (
    <div role="alert" className="error">
      <p>{t('common.rateLimited')}</p>
      <Countdown seconds={error.retryAfter ?? 0} onDone={() => setWaited(true)} />
      {onRetry && (
        <button type="button" disabled={!waited} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
