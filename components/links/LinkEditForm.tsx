import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { LinkUpdate } from '../../lib/api/schemas/link';
import { errorView } from '../../lib/error-view';
import { t } from '../../lib/i18n';
import {
  changesOf,
  draftOf,
  type EditableLink,
  type EditOutcome,
  type LinkDraft,
} from '../../lib/link-edit';
import { isolate } from '../../lib/web-url';
import { ErrorNotice } from '../ErrorNotice';
import { Field } from '../Field';

/** The fields this form shows, by the API's names: their refusals are said under them. */
const OWN_FIELDS = ['title', 'original_url', 'custom_alias'];

/**
 * A link's title, destination and alias, edited in place: in a row of the side panel's Links tab
 * and under the popup's card (loaded there only when Edit is used). Only what changed is sent
 * (`save`, lib/link-edit.ts); a refusal the service ties to a field (a taken alias, a refused
 * address) is said under that field, anything else once below (a locked alias, the rate limit),
 * and what was typed stays. Writes no CSS of its own: the popup loads it later, and a later
 * import must bring none (scripts/chunks.ts).
 */
export function LinkEditForm(props: {
  link: EditableLink;
  save: (changes: LinkUpdate, signal: AbortSignal) => Promise<EditOutcome>;
  /** Called with the outcome, or with nothing for Cancel (or nothing changed). */
  onDone: (outcome?: EditOutcome) => void;
}) {
  const { link } = props;
  const [draft, setDraft] = useState<LinkDraft>(() => draftOf(link));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const first = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    first.current?.focus();
    return () => inFlight.current?.abort();
  }, []);

  const fields = error === undefined ? {} : errorView(error).fields;
  // Said once: under its field, or else below.
  const said = error !== undefined && !OWN_FIELDS.some((f) => fields[f]);
  const aliasMoved = draft.alias.trim() !== '' && draft.alias.trim() !== draftOf(link).alias;
  const set = (key: keyof LinkDraft) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changes = changesOf(link, draft);
    if (Object.keys(changes).length === 0) return props.onDone();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setError(undefined);
    try {
      props.onDone(await props.save(changes, controller.signal));
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <form
      className="link-edit"
      aria-label={t('links.editHeading')}
      onSubmit={(e) => void submit(e)}
    >
      <Field label={t('popup.title')} error={fields.title}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            ref={first}
            maxLength={255}
            value={draft.title}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={set('title')}
          />
        )}
      </Field>
      <Field label={t('links.destination')} error={fields.original_url}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            required
            inputMode="url"
            spellCheck={false}
            value={draft.original_url}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={set('original_url')}
          />
        )}
      </Field>
      <Field
        label={t('links.alias')}
        error={fields.custom_alias}
        hint={
          aliasMoved
            ? t('links.aliasWarning', { link: isolate(link.short_url) })
            : t('popup.aliasHint')
        }
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            spellCheck={false}
            autoCapitalize="off"
            value={draft.alias}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={set('alias')}
          />
        )}
      </Field>
      {said && <ErrorNotice error={error} />}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? t('links.saving') : t('links.save')}
        </button>
        <button type="button" onClick={() => props.onDone()}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
