import { t } from '../lib/i18n';
import { isolate } from '../lib/web-url';
import { Field } from './Field';

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
  const { value, domains } = p;
  return (
    <Field label={p.label} error={p.error} hint={p.hint}>
      {(attrs) => (
        <select
          {...attrs}
          name={p.name}
          // A string, as option values are: happy-dom does not convert a number.
          value={value === null ? '' : String(value)}
          onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('common.ownDomain')}</option>
          {value !== null && !domains.some((d) => d.id === value) && (
            <option value={value}>{t('common.domainNumber', { id: value })}</option>
          )}
          {domains.map((d) => (
            <option key={d.id} value={d.id}>
              {isolate(d.name)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
