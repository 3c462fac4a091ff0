import { ErrorNotice } from '../../components/ErrorNotice';
import type { AsyncState } from '../../components/useAsyncAction';
import { t } from '../../lib/i18n';
import type { ConnectionCheck } from '../../lib/settings/connection-test';

/** What "Save and connect" did, beside it; on an error, the API root when the address had none. */
export function ConnectOutcome(p: {
  state: AsyncState<ConnectionCheck>;
  unsaved: boolean;
  suggestion?: string;
  onUseRoot(root: string): void;
}) {
  const { state, suggestion } = p;
  return (
    <div className="form-outcome">
      <div role="status">
        {state.status === 'pending' && <p>{t('options.connecting')}</p>}
        {state.status === 'success' && <Connected check={state.value} />}
        {state.status === 'idle' && p.unsaved && <p className="hint">{t('options.unsaved')}</p>}
      </div>
      {state.status === 'error' && (
        <>
          <ErrorNotice error={state.error} />
          <p className="hint">{t('options.notSaved')}</p>
          {suggestion && (
            <button type="button" onClick={() => p.onUseRoot(suggestion)}>
              {t('options.useRoot', { url: suggestion })}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The service that answered, its plan and the requests left this minute, when it says. */
function Connected({ check }: { check: ConnectionCheck }) {
  const left =
    check.remaining === undefined
      ? ''
      : ` ${t('options.requestsLeft', { remaining: check.remaining, limit: check.limit ?? '?' })}`;
  return (
    <p className="ok">
      {check.plan
        ? t('options.connectedPlan', { host: check.host, plan: check.plan })
        : t('options.connected', { host: check.host })}
      {left}
    </p>
  );
}
