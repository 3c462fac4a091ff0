import { useState } from 'react';
import { Field } from '../../components/Field';
import { t } from '../../lib/i18n';
import { apiRootFor, cleanKey } from '../../lib/settings/settings-form';
import type { AuthMethod } from '../../lib/storage/preferences';

/** A saved key as the page shows it: never whole, only its last 4 characters. */
export const maskedKey = (key: string) => `••••${key.slice(-4)}`;

/** What the popup's header, the menu and the panel call an account. */
export function NameField(p: { value: string; onChange(name: string): void }) {
  return (
    <Field label={t('options.accountName')} hint={t('options.accountNameHint')}>
      {(attrs) => <input {...attrs} value={p.value} onChange={(e) => p.onChange(e.target.value)} />}
    </Field>
  );
}

/** The base URL, with the API root it will be saved as when that differs from what is typed. */
export function BaseUrlField(p: { value: string; error?: string; onChange(url: string): void }) {
  const root = apiRootFor(p.value);
  return (
    <Field
      label={t('options.baseUrl')}
      error={p.error}
      hint={root ? t('options.willUse', { url: root }) : t('options.baseUrlHint')}
    >
      {(attrs) => (
        <input
          {...attrs}
          type="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://short.example.com"
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The API key, hidden until shown, cleaned of a paste's quotes and spaces, its hint linking to the
 * service's site; a saved key is the masked placeholder, kept if the field is left empty.
 */
export function KeyField(p: {
  value: string;
  saved?: string;
  error?: string;
  /** The service's origin (lib/settings/settings-form.ts, siteOf): https, or http on loopback. */
  site?: string;
  onChange(key: string): void;
}) {
  const [showKey, setShowKey] = useState(false);
  const [trimmed, setTrimmed] = useState(false);
  const hint = (
    <>
      {trimmed
        ? t('options.keyTrimmed')
        : p.saved
          ? t('options.keyKept', { key: maskedKey(p.saved) })
          : t('options.apiKeyHint')}
      {p.site && (
        <>
          {' '}
          <a href={p.site} target="_blank" rel="noopener noreferrer">
            {t('options.openSite', { host: new URL(p.site).host })}
          </a>
        </>
      )}
    </>
  );
  return (
    <Field label={t('options.apiKey')} error={p.error} hint={hint}>
      {(attrs) => (
        <div className="with-button">
          <input
            {...attrs}
            type={showKey ? 'text' : 'password'}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={p.saved && maskedKey(p.saved)}
            value={p.value}
            onChange={(e) => {
              const cleaned = cleanKey(e.target.value);
              setTrimmed(cleaned.trimmed);
              p.onChange(cleaned.key);
            }}
          />
          <button
            type="button"
            aria-controls={attrs.id}
            aria-pressed={showKey}
            onClick={() => setShowKey((s) => !s)}
          >
            {showKey ? t('options.hideKey') : t('options.showKey')}
          </button>
        </div>
      )}
    </Field>
  );
}

/** How the key is sent: the Bearer header unless the service accepts nothing else. */
export function AuthChoice(p: { value: AuthMethod; onChange(method: AuthMethod): void }) {
  const { value, onChange } = p;
  return (
    <fieldset className="choices">
      <legend>{t('options.sendKeyAs')}</legend>
      {(
        [
          ['bearer', t('options.authBearer')],
          ['header', t('options.authHeader')],
          ['query', t('options.authQuery')],
        ] as const
      ).map(([method, label]) => (
        <label key={method}>
          <input
            type="radio"
            name="authMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {label}
        </label>
      ))}
      {value === 'query' && (
        <p className="warning" role="note">
          {t('options.queryWarning')}
        </p>
      )}
    </fieldset>
  );
}
