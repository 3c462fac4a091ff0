import { isApiError } from '../../lib/api/errors';
import { Countdown } from '../Countdown';
import { ErrorNotice } from '../ErrorNotice';

/**
 * A failed query's message; for a 429, with the wait counted down. Nothing is retried from
 * here: the user's next Refresh or search is the retry, so a rate limit never becomes a storm.
 */
export function RateLimitNotice({ error, onDone }: { error: unknown; onDone?: () => void }) {
  return (
    <div>
      <ErrorNotice error={error} />
      {isApiError(error, 'rate_limited') && (
        <Countdown seconds={error.retryAfter ?? 60} onDone={onDone} />
      )}
    </div>
  );
}
