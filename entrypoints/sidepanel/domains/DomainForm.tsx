import { type FormEvent, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Field } from '../../../components/Field';
import type { Domain } from '../../../lib/api/schemas/domain';
import { errorView } from '../../../lib/error-view';
import { t } from '../../../lib/i18n';
import { isolate } from '../../../lib/web-url';
import { useCreateDomain, useUpdateDomain } from './domain-queries';

/** The form's fields: [field, label, placeholder, input type]. */
const FIELDS = [
  ['name', () => t('domains.name'), 'links.example.com', undefined],
  ['index_page', () => t('domains.indexPage'), 'https://example.com/', 'url'],
  ['not_found_page', () => t('domains.notFoundPage'), 'https://example.com/404', 'url'],
] as const;
type Draft = Record<(typeof FIELDS)[number][0], string>;
const BLANK: Draft = { name: '', index_page: '', not_found_page: '' };

/** Creates a domain, or edits its pages; the name is read-only then (renaming is a 422). */
export function DomainForm(props: { domain?: Domain; onDone?: () => void }) {
  const { domain } = props;
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const mutation = domain ? update : create;
  const [draft, setDraft] = useState(
    () => Object.fromEntries(FIELDS.map(([f]) => [f, domain?.[f] ?? ''])) as Draft,
  );
  // The domain just added, until the next is: what it needs before links on it work.
  const added = create.data?.name;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { index_page, not_found_page } = draft;
    // An edit sends both pages (an emptied one clears it); a new domain, only those filled in.
    if (domain) {
      return update.mutate(
        { id: domain.id, input: { index_page, not_found_page } },
        { onSuccess: props.onDone },
      );
    }
    const page = (text: string) => text.trim() || undefined;
    const input = { name: draft.name.trim(), index_page: page(index_page) };
    create.mutate(
      { ...input, not_found_page: page(not_found_page) },
      { onSuccess: () => setDraft(BLANK) },
    );
  };

  const error = mutation.error;
  // The service's first word on each field, from a 422's `errors`.
  const fields: Partial<Record<string, string>> = error ? errorView(error).fields : {};
  const onAField = FIELDS.some(([f]) => fields[f]);
  const label = domain ? t('domains.editNamed', { name: domain.name }) : t('domains.add');
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <fieldset>
        <legend>{label}</legend>
        {FIELDS.map(([field, fieldLabel, placeholder, type]) => {
          const name = field === 'name';
          return (
            <Field
              key={field}
              label={fieldLabel()}
              error={fields[field]}
              hint={name && domain ? t('domains.nameFixed') : undefined}
            >
              {(attrs) => (
                <input
                  {...attrs}
                  type={type}
                  // A host name reads left to right in every language, as addresses do (base.css).
                  inputMode={name ? 'url' : undefined}
                  value={draft[field]}
                  readOnly={name && Boolean(domain)}
                  required={name && !domain}
                  placeholder={placeholder}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setDraft((d) => ({ ...d, [field]: value }));
                  }}
                />
              )}
            </Field>
          );
        })}
        {error && !onAField && <ErrorNotice error={error} />}
        <button type="submit" disabled={mutation.isPending}>
          {domain ? t('domains.save') : t('domains.addSubmit')}
        </button>{' '}
        {props.onDone && domain && (
          <button type="button" onClick={props.onDone}>
            {t('common.cancel')}
          </button>
        )}
        {!domain && (
          <p role="status" className="domain-added">
            {added && t('domains.added', { name: isolate(added) })}
          </p>
        )}
      </fieldset>
    </form>
  );
}
