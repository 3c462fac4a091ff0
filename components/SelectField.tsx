import type { ReactNode } from 'react';
import { Field } from './Field';

/** A labelled choice among a few values, each with its words. */
export function SelectField<V extends string>(p: {
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  hint?: ReactNode;
  error?: string;
  name?: string;
  onChange(value: V): void;
}) {
  return (
    <Field label={p.label} hint={p.hint} error={p.error}>
      {(attrs) => (
        <select
          {...attrs}
          name={p.name}
          value={p.value}
          onChange={(e) => p.onChange(e.currentTarget.value as V)}
        >
          {p.options.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
