import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useAsyncAction } from '../../components/useAsyncAction';
import { t } from '../../lib/i18n';
import { isProblem } from '../../lib/settings/connection-error';
import type { ConnectionCheck } from '../../lib/settings/connection-test';
import {
  checkConnection,
  type DraftErrors,
  originRoot,
  siteOf,
} from '../../lib/settings/settings-form';
import type { Connection } from '../../lib/storage/preferences';
import { AuthChoice } from './AuthChoice';
import { BaseUrlField, Connected, KeyField } from './ConnectionFields';

interface Props {
  saved: Connection;
  /** Tests the connection; rejects with what is wrong (lib/settings/connection-test.ts). */
  onTest(connection: Connection, signal: AbortSignal): Promise<ConnectionCheck>;
  onSave(connection: Connection): Promise<void>;
  /** Asked within the click, never awaited: true once the base URL's origin may be reached. */
  onAskAccess(connection: Connection): Promise<boolean>;
  /** Whether the card holds what isn't saved (the page asks before it is left). */
  onUnsaved(unsaved: boolean): void;
}

/** The base URL and the key, saved only once the service accepts them: never half a setup. */
export function ConnectionCard({ saved, onTest, onSave, onAskAccess, onUnsaved }: Props) {
  const [draft, setDraft] = useState<Connection>(saved);
  const [errors, setErrors] = useState<DraftErrors<'baseUrl' | 'apiKey'>>({});
  // Open at first when the key isn't sent the usual way; from then on, as the person leaves it.
  const [advanced] = useState(saved.authMethod !== 'bearer');
  const [baseline, setBaseline] = useState(saved);
  const connect = useAsyncAction(
    useCallback(
      async (signal: AbortSignal, connection: Connection) => {
        const check = await onTest(connection, signal);
        // A change typed meanwhile aborted this run: it saves nothing the person has moved on from.
        signal.throwIfAborted();
        await onSave(connection);
        // The card now shows what was saved: the API root, the key as it was cleaned.
        setBaseline(connection);
        setDraft(connection);
        return check;
      },
      [onTest, onSave],
    ),
  );
  const outcome = connect.state;
  const latest = useRef(outcome);
  latest.current = outcome;

  const unsaved =
    draft.baseUrl.trim() !== baseline.baseUrl ||
    draft.apiKey !== baseline.apiKey ||
    draft.authMethod !== baseline.authMethod;
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const set = <K extends keyof Connection>(key: K, value: Connection[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    connect.reset();
  };

  const run = (typed: Connection) => {
    const { connection, errors: found } = checkConnection(typed);
    setErrors(found);
    if (!connection) return;
    // Asked within the click; granted after a CORS failure, the test runs again, once.
    const access = onAskAccess(connection);
    void connect.run(connection);
    void access.then((granted) => {
      const now = latest.current;
      if (granted && now.status === 'error' && isProblem(now.error, 'cors')) {
        void connect.run(connection);
      }
    });
  };
  const error = outcome.status === 'error' ? outcome.error : undefined;
  const suggestion = isProblem(error, 'not_api') ? originRoot(draft.baseUrl) : undefined;

  return (
    <form
      className="settings connection"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        run(draft);
      }}
      noValidate
    >
      <fieldset>
        <legend>{t('options.connection')}</legend>
        <BaseUrlField
          value={draft.baseUrl}
          error={errors.baseUrl}
          onChange={(url) => set('baseUrl', url)}
        />
        <KeyField
          value={draft.apiKey}
          error={errors.apiKey}
          site={siteOf(draft.baseUrl)}
          onChange={(key) => set('apiKey', key)}
        />
        <details className="advanced" open={advanced}>
          <summary>{t('options.advanced')}</summary>
          <AuthChoice value={draft.authMethod} onChange={(m) => set('authMethod', m)} />
        </details>
        {/* What the button did, beside it; nothing moves when it changes. */}
        <div className="form-action">
          <button type="submit" className="primary" disabled={outcome.status === 'pending'}>
            {t('options.saveConnect')}
          </button>
          <div className="form-outcome">
            <div role="status">
              {outcome.status === 'pending' && <p>{t('options.connecting')}</p>}
              {outcome.status === 'success' && <Connected check={outcome.value} />}
              {outcome.status === 'idle' && unsaved && (
                <p className="hint">{t('options.unsaved')}</p>
              )}
            </div>
            {error !== undefined && (
              <>
                <ErrorNotice error={error} />
                <p className="hint">{t('options.notSaved')}</p>
                {suggestion && (
                  <button
                    type="button"
                    onClick={() => {
                      const next = { ...draft, baseUrl: suggestion };
                      setDraft(next);
                      run(next);
                    }}
                  >
                    {t('options.useRoot', { url: suggestion })}
                  </button>
                )}
              </>
            )}
          </div>
        </div>
      </fieldset>
    </form>
  );
}
