import { type FormEvent, useCallback, useState } from 'react';
import type { ConnectionCheck } from '../lib/connection';
import { t } from '../lib/i18n';
import {
  checkConnection,
  checkDraft,
  type DraftErrors,
  type SettingsDraft,
} from '../lib/settings-form';
import type { Connection, Preferences } from '../lib/storage/preferences';
import { isolate } from '../lib/web-url';
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
    // What a button said is about the values it saw: a change makes it old news.
    save.reset();
    test.reset();
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

  // The same colour control as the popup's QR options.
  const colour = (key: 'qrForeground' | 'qrBackground', label: string) => (
    <Field label={label} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="color"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={draft[key].toLowerCase()}
          onChange={(e) => set(key, e.target.value.toUpperCase())}
        />
      )}
    </Field>
  );
  const text = (key: 'qrSize' | 'qrMargin', label: string, extra = {}) => (
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
    <form className="settings" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('options.connection')}</legend>
        <Field label={t('options.baseUrl')} error={errors.baseUrl} hint={t('options.baseUrlHint')}>
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
        <Field label={t('options.apiKey')} error={errors.apiKey} hint={t('options.apiKeyHint')}>
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
                {showKey ? t('options.hideKey') : t('options.showKey')}
              </button>
            </div>
          )}
        </Field>
        <fieldset className="choices">
          <legend>{t('options.sendKeyAs')}</legend>
          {(
            [
              ['bearer', t('options.authBearer')],
              ['header', t('options.authHeader')],
              ['query', t('options.authQuery')],
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
              {t('options.queryWarning')}
            </p>
          )}
        </fieldset>
        {/* Tests what this card holds, and says how that went beside the button. */}
        <div className="form-action">
          <button type="button" onClick={runTest} disabled={test.state.status === 'pending'}>
            {t('options.test')}
          </button>
          <div className="form-outcome">
            <div role="status">
              {test.state.status === 'pending' && <p>{t('options.testing')}</p>}
              {test.state.status === 'success' && (
                <p className="ok">
                  {t('options.connected', { host: test.state.value.host })}
                  {test.state.value.remaining !== undefined &&
                    ` ${t('options.requestsLeft', {
                      remaining: test.state.value.remaining,
                      limit: test.state.value.limit ?? '?',
                    })}`}
                </p>
              )}
            </div>
            {test.state.status === 'error' && <ErrorNotice error={test.state.error} />}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('options.preferences')}</legend>
        <Field label={t('options.onClick')}>
          {({ id }) => (
            <select
              id={id}
              value={draft.onClick}
              onChange={(e) => set('onClick', e.target.value as SettingsDraft['onClick'])}
            >
              <option value="shorten">{t('options.onClickShorten')}</option>
              <option value="choose">{t('options.onClickChoose')}</option>
            </select>
          )}
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoCopy}
            onChange={(e) => set('autoCopy', e.target.checked)}
          />
          {t('options.autoCopy')}
        </label>
        <Field label={t('options.defaultDomain')}>
          {({ id }) => (
            <select
              id={id}
              value={draft.defaultDomainId}
              onChange={(e) => set('defaultDomainId', e.target.value)}
            >
              <option value="">{t('common.ownDomain')}</option>
              {draft.defaultDomainId &&
                !domains.some((d) => String(d.id) === draft.defaultDomainId) && (
                  <option value={draft.defaultDomainId}>
                    {t('common.domainNumber', { id: draft.defaultDomainId })}
                  </option>
                )}
              {domains.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {isolate(d.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('options.theme')}>
          {({ id }) => (
            <select
              id={id}
              value={draft.theme}
              onChange={(e) => set('theme', e.target.value as SettingsDraft['theme'])}
            >
              <option value="system">{t('options.themeSystem')}</option>
              <option value="light">{t('options.themeLight')}</option>
              <option value="dark">{t('options.themeDark')}</option>
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid">
        <legend>{t('options.qrDefaults')}</legend>
        {text('qrSize', t('options.qrSize'), { inputMode: 'numeric' })}
        {text('qrMargin', t('options.qrMargin'), { inputMode: 'numeric' })}
        <EcLevelField
          value={draft.qrErrorCorrection}
          onChange={(level) => set('qrErrorCorrection', level)}
        />
        {colour('qrForeground', t('options.qrForeground'))}
        {colour('qrBackground', t('options.qrBackground'))}
      </fieldset>

      <div className="form-action form-footer">
        <button type="submit" disabled={save.state.status === 'pending'}>
          {t('options.save')}
        </button>
        <div className="form-outcome">
          <div role="status">
            {save.state.status === 'success' && <p className="ok">{t('options.saved')}</p>}
          </div>
          {Object.values(errors).some(Boolean) && (
            <ErrorNotice error={t('options.fieldsNeedAttention')} />
          )}
          {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
        </div>
      </div>
    </form>
  );
}
