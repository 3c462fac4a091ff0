import { t } from '../lib/i18n';
import { isolate } from '../lib/web-url';
import { SelectField } from './SelectField';

/** A choice of the account's domains, or its own; a chosen one not listed still shows, by id. */
export function DomainField(p: {
  label: string;
  value: number | null;
  domains: readonly { id: number; name: string }[];
  onChange(id: number | null): void;
  name?: string;
  error?: string;
  hint?: string;
}) {
  const { value, domains, onChange, ...field } = p;
  const listed = domains.map((d): [string, string] => [String(d.id), isolate(d.name)]);
  if (value !== null && !domains.some((d) => d.id === value)) {
    listed.unshift([String(value), t('common.domainNumber', { id: value })]);
  }
  return (
    <SelectField
      {...field}
      value={value === null ? '' : String(value)}
      options={[['', t('common.ownDomain')], ...listed]}
      onChange={(id) => onChange(id ? Number(id) : null)}
    />
  );
}
