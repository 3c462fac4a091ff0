import type { ErrorCorrection } from '../lib/api/schemas/qrcode';
import { t } from '../lib/i18n';
import { Field } from './Field';

/** The reference's error-correction levels, with how much damage each survives. */
const LEVELS: [ErrorCorrection, number][] = [
  ['L', 7],
  ['M', 15],
  ['Q', 25],
  ['H', 30],
];

export function EcLevelField({
  value,
  onChange,
}: {
  value: ErrorCorrection;
  onChange(level: ErrorCorrection): void;
}) {
  return (
    <Field label={t('qr.errorCorrection')}>
      {({ id }) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as ErrorCorrection)}>
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
