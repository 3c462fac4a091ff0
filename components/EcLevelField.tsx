import type { ErrorCorrection } from '../lib/api/schemas/qrcode';
import { t } from '../lib/i18n';
import { SelectField } from './SelectField';

/** The reference's error-correction levels, with how much damage each survives. */
const LEVELS: [ErrorCorrection, number][] = [
  ['L', 7],
  ['M', 15],
  ['Q', 25],
  ['H', 30],
];

export function EcLevelField(p: {
  value: ErrorCorrection;
  onChange(level: ErrorCorrection): void;
}) {
  return (
    <SelectField
      label={t('qr.errorCorrection')}
      value={p.value}
      options={LEVELS.map(
        ([level, percent]) => [level, t('qr.level', { level, percent })] as const,
      )}
      onChange={p.onChange}
    />
  );
}
