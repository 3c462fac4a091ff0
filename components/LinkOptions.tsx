import { type FormEvent, useState } from 'react';
import type { DomainChoice } from '../lib/domain-choices';
import { t } from '../lib/i18n';
import type { UtmTags } from '../lib/utm';
import { isolate } from '../lib/web-url';
import { Field } from './Field';
import { UtmFields } from './UtmFields';

export interface LinkChoices {
  alias: string;
  domainId: number | null;
  title: string;
  /** Added to the address before it is shortened (lib/utm.ts). */
  utm?: UtmTags;
}

export interface LinkOptionsProps {
  initial: LinkChoices;
  /** Loaded when the section is first opened, so opening the popup costs no request. */
  loadDomains: () => Promise<DomainChoice[]>;
  /** Words for the fields the service objected to, by API field (lib/error-view.ts). */
  fields: Record<string, string>;
  busy: boolean;
  /** Open from the start, with the submit as the popup's main action ("let me choose first"). */
  first?: boolean;
  onSubmit(choices: LinkChoices): void;
}

export function LinkOptions(props: LinkOptionsProps) {
  const { initial, loadDomains, fields, busy, first, onSubmit } = props;
  // Opened once, at the start: later renders leave it as the person left it.
  const [openAtStart] = useState(first);
  const [choices, setChoices] = useState(initial);
  const [domains, setDomains] = useState<DomainChoice[] | 'loading' | 'failed'>();
  const open = () => {
    // A failed load is tried again on the next opening; a loaded or loading list is kept.
    if (domains !== undefined && domains !== 'failed') return;
    setDomains('loading');
    loadDomains().then(setDomains, () => setDomains('failed'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(choices);
  };
  const list = Array.isArray(domains) ? domains : [];
  const error = (field: string) => fields[field];

  return (
    <details open={openAtStart} onToggle={(e) => (e.currentTarget.open ? open() : undefined)}>
      <summary>{t('popup.linkOptions')}</summary>
      <form onSubmit={submit}>
        <Field label={t('popup.alias')} error={error('custom_alias')} hint={t('popup.aliasHint')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={choices.alias}
              spellCheck={false}
              onChange={(e) => setChoices({ ...choices, alias: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('popup.domain')}
          error={error('domain_id')}
          hint={domains === 'failed' ? t('popup.domainsFailed') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              // A string, as option values are (and as SettingsForm does): happy-dom, which the
              // component tests run on, does not convert a number and showed no domain chosen.
              value={choices.domainId === null ? '' : String(choices.domainId)}
              onChange={(e) =>
                setChoices({ ...choices, domainId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">{t('common.ownDomain')}</option>
              {choices.domainId !== null && !list.some((d) => d.id === choices.domainId) && (
                <option value={choices.domainId}>
                  {t('common.domainNumber', { id: choices.domainId })}
                </option>
              )}
              {list.map((d) => (
                <option key={d.id} value={d.id}>
                  {isolate(d.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('popup.title')} error={error('title')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={choices.title}
              onChange={(e) => setChoices({ ...choices, title: e.target.value })}
            />
          )}
        </Field>
        <UtmFields tags={choices.utm ?? {}} onChange={(utm) => setChoices({ ...choices, utm })} />
        <button type="submit" className={first ? 'primary' : undefined} disabled={busy}>
          {first ? t('popup.shorten') : t('popup.submit')}
        </button>
      </form>
    </details>
  );
}
