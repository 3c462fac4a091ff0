import { useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import type { DomainChoice } from '../lib/settings/domain-choices';
import type { Connection } from '../lib/storage/preferences';
import { isolate } from '../lib/web-url';
import { SelectField } from './SelectField';

/** A choice of the account's domains, or its own; a chosen one not listed still shows, by id. */
export function DomainField(p: {
  label: string;
  value: number | null;
  /** Whose domains are listed: loaded beside the page (not with it), again only for another. */
  connection: Connection;
  onChange(id: number | null): void;
  name?: string;
  error?: string;
  hint?: string;
  /** Said when the domains can't be listed; else the list simply stays short. */
  failed?: string;
}) {
  const { value, onChange, failed, connection, ...field } = p;
  const { baseUrl, apiKey, authMethod } = connection;
  const [domains, setDomains] = useState<DomainChoice[] | 'failed'>([]);
  useEffect(() => {
    let live = true;
    setDomains([]);
    import('../lib/settings/domain-choices')
      .then((m) => m.domainChoices({ baseUrl, apiKey, authMethod }))
      .then(
        (d) => live && setDomains(d),
        () => live && setDomains('failed'),
      );
    return () => {
      live = false;
    };
  }, [baseUrl, apiKey, authMethod]);
  const listed = (domains === 'failed' ? [] : domains).map((d): [string, string] => [
    String(d.id),
    isolate(d.name),
  ]);
  if (value !== null && !listed.some(([id]) => id === String(value))) {
    listed.unshift([String(value), t('common.domainNumber', { id: value })]);
  }
  return (
    <SelectField
      {...field}
      hint={(domains === 'failed' && failed) || p.hint}
      value={value === null ? '' : String(value)}
      options={[['', t('common.ownDomain')], ...listed]}
      onChange={(id) => onChange(id ? Number(id) : null)}
    />
  );
}
