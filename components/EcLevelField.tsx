import { t } from '../lib/i18n';
import type { EcLevel } from '../lib/settings';
import { Field } from './Field';

/** The reference's error-correction levels, with how much damage each survives. */
const LEVELS: [EcLevel, number][] = [
  ['L', 7],
  ['M', 15],
  ['Q', 25],
  ['H', 30],
];

export function EcLevelField({
  value,
  onChange,
}: {
  value: EcLevel;
  onChange(level: EcLevel): void;
}) {
  return (
    <Field label={t('qr.errorCorrection')}>
      {({ id }) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as EcLevel)}>
          {LEVELS.map(([level, percent]) => (
            <option key={level} value={level}>
              {t('qr.level', { level, percent })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
