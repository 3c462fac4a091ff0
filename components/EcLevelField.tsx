import type { EcLevel } from '../lib/settings';
import { Field } from './Field';

/** The reference's error-correction levels, with how much damage each survives. */
const LEVELS: [EcLevel, string][] = [
  ['L', 'L (7%)'],
  ['M', 'M (15%)'],
  ['Q', 'Q (25%)'],
  ['H', 'H (30%)'],
];

export function EcLevelField({
  value,
  onChange,
}: {
  value: EcLevel;
  onChange(level: EcLevel): void;
}) {
  return (
    <Field label="Error correction">
      {({ id }) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as EcLevel)}>
          {LEVELS.map(([level, label]) => (
            <option key={level} value={level}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
