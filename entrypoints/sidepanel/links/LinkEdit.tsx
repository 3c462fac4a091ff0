import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Field } from '../../../components/Field';
import { useAsyncAction } from '../../../components/useAsyncAction';
import type { LinkUpdate } from '../../../lib/api/schemas/link';
import { errorView } from '../../../lib/error-view';
import { t } from '../../../lib/i18n';
import { changesOf, draftOf, type EditableLink, editLink } from '../../../lib/link-edit';
import { scopedKey, useApi } from '../ApiContext';
import { analyticsKey } from '../stats/useAnalytics';

/**
 * A link's title, destination and alias, edited in its row; a field's refusal is said under it,
 * and what the service said of the link above the list (`onNote`).
 */
export function LinkEdit(props: {
  link: EditableLink;
  onClose: () => void;
  onNote: (note: string) => void;
}) {
  const { link } = props;
  const api = useApi();
  const queries = useQueryClient();
  const initial = draftOf(link);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  // The signal goes unused: the edit completes when the form goes, and this device's copies too.
  const save = useAsyncAction(async (_signal: AbortSignal, changes: LinkUpdate) => {
    const outcome = await editLink(api.client, api.scope, link, changes);
    props.onClose();
    if (outcome.kind === 'unsupported') return props.onNote(t('links.noEdit'));
    if (outcome.kind === 'gone') props.onNote(t('links.gone'));
    // Lists, searches, Stats and QR codes (a dynamic code follows its link) asked again.
    await Promise.all([
      queries.invalidateQueries({ queryKey: scopedKey(api, 'links') }),
      queries.invalidateQueries({ queryKey: analyticsKey(api, link.id) }),
      queries.invalidateQueries({ queryKey: scopedKey(api, 'qrcodes') }),
    ]);
  });
  const error = save.state.status === 'error' ? save.state.error : undefined;
  const fields = error === undefined ? {} : errorView(error).fields;
  // Said once: under its field, or else below.
  const said = error !== undefined && Object.keys(fields).length === 0;

  // The fields are the browser's own (uncontrolled): read once, at Save.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget);
    const text = (name: string) => String(typed.get(name) ?? '');
    const changes = changesOf(link, {
      title: text('title'),
      original_url: text('original_url'),
      alias: text('alias'),
    });
    if (Object.keys(changes).length === 0) return props.onClose();
    void save.run(changes);
  };

  return (
    <form className="link-edit" aria-label={t('links.editHeading')} onSubmit={submit}>
      <Field label={t('popup.title')} error={fields.title}>
        {(attrs) => (
          <input {...attrs} ref={first} maxLength={255} name="title" defaultValue={initial.title} />
        )}
      </Field>
      <Field label={t('links.destination')} error={fields.original_url}>
        {(attrs) => (
          <input
            {...attrs}
            required
            inputMode="url"
            spellCheck={false}
            name="original_url"
            defaultValue={initial.original_url}
          />
        )}
      </Field>
      <Field label={t('links.alias')} error={fields.custom_alias} hint={t('links.aliasHint')}>
        {(attrs) => (
          <input
            {...attrs}
            spellCheck={false}
            autoCapitalize="off"
            name="alias"
            defaultValue={initial.alias}
          />
        )}
      </Field>
      {said && <ErrorNotice error={error} />}
      <div className="actions">
        <button type="submit" disabled={save.state.status === 'pending'}>
          {save.state.status === 'pending' ? t('links.saving') : t('links.save')}
        </button>
        <button type="button" onClick={props.onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
