import { type FormEvent, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Field } from '../../../components/Field';
import type { Domain } from '../../../lib/api/schemas/domain';
import { errorView } from '../../../lib/error-view';
import { t } from '../../../lib/i18n';
import { useCreateDomain, useUpdateDomain } from './domain-queries';

const FIELDS = ['name', 'index_page', 'not_found_page'] as const;

/** The service's first word on a field, from a 422's `errors`. */
const fieldError = (error: unknown, field: string) =>
  error ? errorView(error).fields[field] : undefined;

/** Creates a domain, or edits its pages; the name is read-only then (renaming is a 422). */
export function DomainForm(props: { domain?: Domain; onDone?: () => void }) {
  const { domain } = props;
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const mutation = domain ? update : create;
  const [name, setName] = useState(domain?.name ?? '');
  const [indexPage, setIndexPage] = useState(domain?.index_page ?? '');
  const [notFoundPage, setNotFoundPage] = useState(domain?.not_found_page ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = () => {
      if (!domain) {
        setName('');
        setIndexPage('');
        setNotFoundPage('');
      }
      props.onDone?.();
    };
    if (domain) {
      // Both pages are sent: an emptied field clears that page on the service. A failure is
      // shown from mutation.error.
      update.mutate(
        { id: domain.id, input: { index_page: indexPage, not_found_page: notFoundPage } },
        { onSuccess: done },
      );
    } else {
      // Optional pages left empty are not sent at all.
      create.mutate(
        {
          name: name.trim(),
          index_page: indexPage.trim() || undefined,
          not_found_page: notFoundPage.trim() || undefined,
        },
        { onSuccess: done },
      );
    }
  };

  const error = mutation.error;
  const onAField = FIELDS.some((f) => fieldError(error, f));
  const label = domain ? t('domains.editNamed', { name: domain.name }) : t('domains.add');
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <fieldset>
        <legend>{label}</legend>
        <Field
          label={t('domains.name')}
          error={fieldError(error, 'name')}
          hint={domain && t('domains.nameFixed')}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              value={name}
              readOnly={Boolean(domain)}
              required={!domain}
              placeholder="links.example.com"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('domains.indexPage')} error={fieldError(error, 'index_page')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              value={indexPage}
              placeholder="https://example.com/"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setIndexPage(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('domains.notFoundPage')} error={fieldError(error, 'not_found_page')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              value={notFoundPage}
              placeholder="https://example.com/404"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setNotFoundPage(e.currentTarget.value)}
            />
          )}
        </Field>
        {error && !onAField && <ErrorNotice error={error} />}
        <button type="submit" disabled={mutation.isPending}>
          {domain ? t('domains.save') : t('domains.addSubmit')}
        </button>{' '}
        {props.onDone && domain && (
          <button type="button" onClick={props.onDone}>
            {t('common.cancel')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
