import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import type { Account } from '../../lib/storage/accounts';
import type { Connection } from '../../lib/storage/preferences';
import { AuthChoice, BaseUrlField, KeyField, NameField } from './ConnectionFields';
import { ConnectOutcome } from './ConnectOutcome';

interface Props {
  /** The account edited; a new one has a fresh id and no key. */
  saved: Account;
  /** The card's title: "Connection", the account's name, or "New account". */
  legend: string;
  /** Whether it has a Name field: only when there are two accounts or more, or one is added. */
  named: boolean;
  /** Tests the connection; rejects with what is wrong (lib/settings/connection-test.ts). */
  onTest(connection: Connection, signal: AbortSignal): Promise<ConnectionCheck>;
  onSave(account: Account, check: ConnectionCheck): Promise<void>;
  /** Given, a Cancel button leaves a new account unsaved. */
  onCancel?(): void;
  /** Asked within the click, never awaited: true once the base URL's origin may be reached. */
  onAskAccess(connection: Connection): Promise<boolean>;
}

/** The base URL and the key, saved only once the service accepts them: never half a setup. */
// A saved key is never shown again: its field stays empty, and left empty it keeps the key.
export function ConnectionCard(props: Props) {
  const { saved, onTest, onSave, onAskAccess } = props;
  const [draft, setDraft] = useState<Account>({ ...saved, apiKey: '' });
  const [errors, setErrors] = useState<DraftErrors<'baseUrl' | 'apiKey'>>({});
  // Open at first when the key isn't sent the usual way; from then on, as the person leaves it.
  const [advanced] = useState(saved.authMethod !== 'bearer');
  const [baseline, setBaseline] = useState(saved);
  const connect = useAsyncAction(async (signal: AbortSignal, account: Account) => {
    const check = await onTest(account, signal);
    // A change typed meanwhile aborted this run: it saves nothing the person has moved on from.
    signal.throwIfAborted();
    await onSave(account, check);
    // The card now shows what was saved: the API root, the name, the key field empty.
    setBaseline(account);
    setDraft({ ...account, apiKey: '' });
    return check;
  });
  const outcome = connect.state;
  const latest = useRef(outcome);
  latest.current = outcome;

  const unsaved =
    draft.baseUrl.trim() !== baseline.baseUrl ||
    draft.apiKey !== '' ||
    draft.authMethod !== baseline.authMethod ||
    draft.name.trim() !== baseline.name;
  // While the card holds what isn't saved, leaving the page asks first.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const set = <K extends keyof Account>(key: K, value: Account[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    connect.reset();
  };

  const run = (typed: Account) => {
    const withKey = { ...typed, apiKey: typed.apiKey || baseline.apiKey };
    const { connection, errors: found } = checkConnection(withKey);
    setErrors(found);
    if (!connection) return;
    const account = { ...baseline, ...connection, name: typed.name.trim() };
    // Asked within the click; granted after a CORS failure, the test runs again, once.
    const access = onAskAccess(connection);
    void connect.run(account);
    void access.then((granted) => {
      const now = latest.current;
      if (granted && now.status === 'error' && isProblem(now.error, 'cors')) {
        void connect.run(account);
      }
    });
  };
  const notApi = outcome.status === 'error' && isProblem(outcome.error, 'not_api');
  const suggestion = notApi ? originRoot(draft.baseUrl) : undefined;

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
        <legend>{props.legend}</legend>
        {props.named && <NameField value={draft.name} onChange={(name) => set('name', name)} />}
        <BaseUrlField
          value={draft.baseUrl}
          error={errors.baseUrl}
          onChange={(url) => set('baseUrl', url)}
        />
        <KeyField
          value={draft.apiKey}
          saved={baseline.apiKey}
          error={errors.apiKey}
          site={siteOf(draft.baseUrl)}
          onChange={(key) => set('apiKey', key)}
        />
        <details className="advanced" open={advanced}>
          <summary>{t('options.advanced')}</summary>
          <AuthChoice value={draft.authMethod} onChange={(m) => set('authMethod', m)} />
        </details>
        <div className="form-action">
          <button type="submit" className="primary" disabled={outcome.status === 'pending'}>
            {t('options.saveConnect')}
          </button>
          {props.onCancel && (
            <button type="button" onClick={props.onCancel}>
              {t('common.cancel')}
            </button>
          )}
          <ConnectOutcome
            state={outcome}
            unsaved={unsaved}
            suggestion={suggestion}
            onUseRoot={(baseUrl) => {
              const next = { ...draft, baseUrl };
              setDraft(next);
              run(next);
            }}
          />
        </div>
      </fieldset>
    </form>
  );
}
