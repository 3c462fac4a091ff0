import { useState } from 'react';
import type { ErrorCorrection } from '../lib/api/schemas/qrcode';
import { t } from '../lib/i18n';
import type { QrDefaults } from '../lib/storage/preferences';
import { Field } from './Field';
import { SelectField } from './SelectField';

/** The reference's error-correction levels, with how much damage each survives. */
const LEVELS: [ErrorCorrection, number][] = [
  ['L', 7],
  ['M', 15],
  ['Q', 25],
  ['H', 30],
];

/** A QR code's style as POST /qrcodes takes it: size, margin, error correction, two colours. */
export function QrStyleFields(p: {
  style: QrDefaults;
  onChange: (patch: Partial<QrDefaults>) => void;
  /** The sizes' ranges said under their fields (the options page, with room for them). */
  ranges?: boolean;
}) {
  const { style, onChange } = p;
  // What is typed, kept until the field is left: clamped each key, "4" on the way to "450" was 100.
  const [typing, setTyping] = useState<Partial<Record<'size' | 'margin', string>>>({});
  const number = (
    key: 'size' | 'margin',
    label: string,
    [min, max]: [number, number],
    range: string,
  ) => {
    const apply = (text: string, clamp: boolean) => {
      const n = Math.round(Number(text));
      if (text.trim() === '' || !Number.isFinite(n)) return;
      if (clamp || (n >= min && n <= max)) onChange({ [key]: Math.min(max, Math.max(min, n)) });
    };
    return (
      <Field label={label} hint={p.ranges ? range : undefined}>
        {(attrs) => (
          <input
            {...attrs}
            type="number"
            min={min}
            max={max}
            value={typing[key] ?? style[key]}
            onChange={(e) => {
              const text = e.target.value;
              setTyping((typed) => ({ ...typed, [key]: text }));
              apply(text, false);
            }}
            onBlur={(e) => {
              if (typing[key] === undefined) return;
              apply(e.target.value, true);
              setTyping(({ [key]: _, ...rest }) => rest);
            }}
          />
        )}
      </Field>
    );
  };
  const colour = (key: 'foreground' | 'background', label: string) => (
    <Field label={label}>
      {({ id }) => (
        <input
          id={id}
          type="color"
          value={style[key]}
          onChange={(e) => onChange({ [key]: e.target.value.toUpperCase() })}
        />
      )}
    </Field>
  );
  return (
    <>
      {number('size', t('qr.size'), [100, 1000], t('options.qrSizeRange'))}
      {number('margin', t('qr.margin'), [0, 10], t('options.qrMarginRange'))}
      <SelectField
        label={t('qr.errorCorrection')}
        value={style.errorCorrection}
        options={LEVELS.map(([level, percent]) => [level, t('qr.level', { level, percent })])}
        onChange={(errorCorrection) => onChange({ errorCorrection })}
      />
      {colour('foreground', t('qr.foreground'))}
      {colour('background', t('qr.background'))}
    </>
  );
}
