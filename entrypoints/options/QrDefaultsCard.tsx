import { useEffect, useState } from 'react';
import { EcLevelField } from '../../components/EcLevelField';
import { Field } from '../../components/Field';
import { t } from '../../lib/i18n';
import { checkQr, type DraftErrors, type QrDraft, qrDraft } from '../../lib/settings/settings-form';
import type { QrDefaults } from '../../lib/storage/preferences';
import { SavedNote } from './SavedNote';

/** The QR defaults, saved once every field holds a value the service takes. */
export function QrDefaultsCard(p: {
  qr: QrDefaults;
  saved: number;
  onChange(qr: QrDefaults): void;
  onUnsaved(unsaved: boolean): void;
}) {
  const { qr, saved, onChange, onUnsaved } = p;
  const [draft, setDraft] = useState<QrDraft>(() => qrDraft(qr));
  const [errors, setErrors] = useState<DraftErrors<keyof QrDraft>>({});
  const invalid = Object.values(errors).some(Boolean);
  useEffect(() => onUnsaved(invalid), [invalid, onUnsaved]);

  const set = <K extends keyof QrDraft>(key: K, value: QrDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    const checked = checkQr(next);
    setErrors(checked.errors);
    if (checked.qr) onChange(checked.qr);
  };

  const text = (key: 'size' | 'margin', label: string) => (
    <Field label={label} error={errors[key]}>
      {(attrs) => (
        <input
          {...attrs}
          inputMode="numeric"
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );
  // The same colour control as the popup's QR options.
  const colour = (key: 'foreground' | 'background', label: string) => (
    <Field label={label} error={errors[key]}>
      {(attrs) => (
        <input
          {...attrs}
          type="color"
          value={draft[key].toLowerCase()}
          onChange={(e) => set(key, e.target.value.toUpperCase())}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="card grid">
      <legend>{t('options.qrDefaults')}</legend>
      <SavedNote count={saved} />
      {text('size', t('options.qrSize'))}
      {text('margin', t('options.qrMargin'))}
      <EcLevelField value={draft.errorCorrection} onChange={(l) => set('errorCorrection', l)} />
      {colour('foreground', t('options.qrForeground'))}
      {colour('background', t('options.qrBackground'))}
    </fieldset>
  );
}
