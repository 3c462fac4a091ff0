import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DomainField } from '../../components/DomainField';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { UtmFields } from '../../components/UtmFields';
import { errorView } from '../../lib/error-view';
import { t } from '../../lib/i18n';
import type { Connection } from '../../lib/storage/preferences';
import { usedTags } from '../../lib/utm';
import type { Choices } from './customise-link';

/** The form's API field for each of its inputs, in order: the first one refused takes focus. */
const FIELDS = ['custom_alias', 'domain_id', 'title', 'original_url'] as const;

/** Customise: back-half, domain, title and UTM tags; a field's refusal said under it. */
export function Customise(p: {
  initial: Choices;
  /** Whose domains the form lists. */
  connection: Connection;
  busy: boolean;
  error?: unknown;
  /** Before any link (set to "let me choose first"): the submit makes it. */
  first?: boolean;
  onSubmit(choices: Choices): void;
  onCancel?: () => void;
}) {
  const [choices, setChoices] = useState(p.initial);
  const form = useRef<HTMLFormElement>(null);
  const fields = p.error === undefined ? {} : errorView(p.error).fields;
  const refused = FIELDS.find((f) => fields[f]);
  // The first field refused takes the focus, where its words are; else the alias, to begin.
  useEffect(() => {
    const name = refused ?? (p.error === undefined ? 'custom_alias' : undefined);
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [refused, p.error]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit(choices);
  };
  const set = (patch: Partial<Choices>) => setChoices({ ...choices, ...patch });
  // The tags the link has, named in the fold's summary: the fields open on demand.
  const tags = usedTags(choices.utm).map(([k, v]) => `utm_${k}=${v}`);

  return (
    <form ref={form} className="customise" aria-label={t('popup.customise')} onSubmit={submit}>
      <Field label={t('popup.alias')} error={fields.custom_alias} hint={t('popup.aliasHint')}>
        {(attrs) => (
          <input
            {...attrs}
            name="custom_alias"
            value={choices.alias}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(e) => set({ alias: e.target.value })}
          />
        )}
      </Field>
      <DomainField
        label={t('popup.domain')}
        name="domain_id"
        value={choices.domainId}
        connection={p.connection}
        onChange={(domainId) => set({ domainId })}
        error={fields.domain_id}
        failed={t('popup.domainsFailed')}
      />
      <Field label={t('popup.title')} error={fields.title}>
        {(attrs) => (
          <input
            {...attrs}
            name="title"
            maxLength={255}
            value={choices.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </Field>
      <details>
        <summary>
          {t('utm.legend')}
          {tags.length > 0 && <bdi className="muted"> {tags.join(' ')}</bdi>}
        </summary>
        <UtmFields tags={choices.utm} onChange={(utm) => set({ utm })} />
      </details>
      {fields.original_url && (
        <p className="field-error" role="alert">
          {fields.original_url}
        </p>
      )}
      {p.error !== undefined && !refused && <ErrorNotice error={p.error} />}
      <div className="actions">
        <button
          type="submit"
          className={p.first ? 'primary' : undefined}
          disabled={p.busy}
          aria-busy={p.busy}
        >
          {p.busy ? t('popup.saving') : p.first ? t('popup.shorten') : t('popup.save')}
        </button>
        {p.onCancel && (
          <button type="button" onClick={p.onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
