import { type FormEvent, useCallback, useState } from 'react';
import type { ConnectionCheck } from '../lib/connection';
import type { Connection, Preferences } from '../lib/settings';
import {
  checkConnection,
  checkDraft,
  type DraftErrors,
  type SettingsDraft,
} from '../lib/settings-form';
import { EcLevelField } from './EcLevelField';
import { ErrorNotice } from './ErrorNotice';
import { Field } from './Field';
import { useAsyncAction } from './useAsyncAction';

export interface SettingsFormProps {
  initial: SettingsDraft;
  /** The account's domains, for the default-domain choice; empty until they are known. */
  domains: { id: number; name: string }[];
  onSave(values: { connection: Connection; preferences: Preferences }): Promise<void>;
  onTest(connection: Connection, signal: AbortSignal): Promise<ConnectionCheck>;
}

export function SettingsForm({ initial, domains, onSave, onTest }: SettingsFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [showKey, setShowKey] = useState(false);
  const save = useAsyncAction(
    useCallback((_signal: AbortSignal, v: Parameters<typeof onSave>[0]) => onSave(v), [onSave]),
  );
  const test = useAsyncAction(
    useCallback((signal: AbortSignal, c: Connection) => onTest(c, signal), [onTest]),
  );

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { result, errors: found } = checkDraft(draft);
    setErrors(found);
    if (result) void save.run(result);
  };

  const runTest = () => {
    const { connection, errors: found } = checkConnection(draft);
    setErrors((e) => ({ ...e, baseUrl: found.baseUrl, apiKey: found.apiKey }));
    if (connection) void test.run(connection);
  };

  const text = (
    key: 'qrSize' | 'qrMargin' | 'qrForeground' | 'qrBackground',
    label: string,
    extra = {},
  ) => (
    <Field label={label} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend>Connection</legend>
        <Field
          label="Base URL"
          error={errors.baseUrl}
          hint="The API root, for example https://short.example.com/api/v1. Use https; plain http works only for this computer."
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              autoComplete="url"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={draft.baseUrl}
              onChange={(e) => set('baseUrl', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="API key"
          error={errors.apiKey}
          hint="Stored on this device only; it is never synced."
        >
          {({ id, describedBy, invalid }) => (
            <div className="with-button">
              <input
                id={id}
                type={showKey ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={draft.apiKey}
                onChange={(e) => set('apiKey', e.target.value)}
              />
              <button
                type="button"
                aria-controls={id}
                aria-pressed={showKey}
                onClick={() => setShowKey((s) => !s)}
              >
                {showKey ? 'Hide key' : 'Show key'}
              </button>
            </div>
          )}
        </Field>
        <fieldset className="choices">
          <legend>Send the key as</legend>
          {(
            [
              ['bearer', 'Authorization: Bearer header (recommended)'],
              ['header', 'X-API-Key header'],
              ['query', 'api_key query parameter'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="authMethod"
                value={value}
                checked={draft.authMethod === value}
                onChange={() => set('authMethod', value)}
              />
              {label}
            </label>
          ))}
          {draft.authMethod === 'query' && (
            <p className="warning" role="note">
              The key will be part of every request address, so it ends up in server logs, proxies
              and history. Use this only if your service accepts nothing else.
            </p>
          )}
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>Preferences</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoCopy}
            onChange={(e) => set('autoCopy', e.target.checked)}
          />
          Copy the short link when shortening
        </label>
        <Field label="Default domain">
          {({ id }) => (
            <select
              id={id}
              value={draft.defaultDomainId}
              onChange={(e) => set('defaultDomainId', e.target.value)}
            >
              <option value="">The service's own domain</option>
              {draft.defaultDomainId &&
                !domains.some((d) => String(d.id) === draft.defaultDomainId) && (
                  <option value={draft.defaultDomainId}>Domain #{draft.defaultDomainId}</option>
                )}
              {domains.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Theme">
          {({ id }) => (
            <select
              id={id}
              value={draft.theme}
              onChange={(e) => set('theme', e.target.value as SettingsDraft['theme'])}
            >
              <option value="system">Follow the system</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid">
        <legend>QR code defaults</legend>
        {text('qrSize', 'Size (px)', { inputMode: 'numeric' })}
        {text('qrMargin', 'Margin (blocks)', { inputMode: 'numeric' })}
        <EcLevelField
          value={draft.qrErrorCorrection}
          onChange={(level) => set('qrErrorCorrection', level)}
        />
        {text('qrForeground', 'Foreground colour')}
        {text('qrBackground', 'Background colour')}
      </fieldset>

      <div className="actions">
        <button type="submit" disabled={save.state.status === 'pending'}>
          Save
        </button>
        <button type="button" onClick={runTest} disabled={test.state.status === 'pending'}>
          Test connection
        </button>
      </div>

      <div role="status" className="status">
        {save.state.status === 'success' && <p>Settings saved.</p>}
        {test.state.status === 'pending' && <p>Testing the connection…</p>}
        {test.state.status === 'success' && (
          <p className="ok">
            Connected to {test.state.value.host}: the key works.
            {test.state.value.remaining !== undefined &&
              ` ${test.state.value.remaining} of ${test.state.value.limit ?? '?'} requests left this minute.`}
          </p>
        )}
      </div>
      {Object.values(errors).some(Boolean) && (
        <ErrorNotice error="Some fields need attention; see the messages beside them." />
      )}
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
      {test.state.status === 'error' && <ErrorNotice error={test.state.error} />}
    </form>
  );
}
