import { useMemo, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Field } from '../../../components/Field';
import { QrStyleFields } from '../../../components/QrStyleFields';
import { useAsyncAction } from '../../../components/useAsyncAction';
import type { QrCode } from '../../../lib/api/schemas/qrcode';
import { t } from '../../../lib/i18n';
import { buildQrContent, EMPTY_FIELDS, type QrFields, type QrType } from '../../../lib/qr/content';
import { encodeQr, qrSvg, svgDataUrl } from '../../../lib/qr/draw';
import type { SaveQrInput } from '../../../lib/qr/save';
import type { QrDefaults } from '../../../lib/storage/preferences';
import { QrTypeFields } from './QrTypeFields';

/** A new QR code of any type: its fields, a preview drawn here, and a save once they pass. */
export function QrContentForm(p: {
  /** POST /qrcodes; see lib/qr/save.ts. */
  onSave: (input: SaveQrInput, signal: AbortSignal) => Promise<QrCode>;
  /** The style it starts from: the QR defaults set in the options. */
  initialStyle: QrDefaults;
}) {
  const [type, setType] = useState<QrType>('url');
  const [fields, setFields] = useState<QrFields>(EMPTY_FIELDS);
  const [name, setName] = useState('');
  const [style, setStyle] = useState(p.initialStyle);
  const [tried, setTried] = useState(false);
  const save = useAsyncAction((signal: AbortSignal, input: SaveQrInput) => p.onSave(input, signal));
  const pending = save.state.status === 'pending';

  const built = useMemo(() => buildQrContent(type, fields[type]), [type, fields]);
  const encoded = useMemo(
    () => (built.ok ? encodeQr(built.content, style.errorCorrection) : undefined),
    [built, style.errorCorrection],
  );
  const errors: Partial<Record<string, string>> = tried && !built.ok ? built.errors : {};

  // An edit clears a saved message or a refusal (not a save in flight, which may have taken).
  const edited = () => {
    if (save.state.status === 'success' || save.state.status === 'error') save.reset();
  };
  const setField = (field: string, value: string) => {
    setFields((all) => ({ ...all, [type]: { ...all[type], [field]: value } }));
    edited();
  };

  return (
    <form
      aria-label={t('qrContent.formName')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!built.ok) {
          const first = Object.keys(built.errors)[0];
          e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          return;
        }
        if (!encoded?.ok || pending) return;
        const common = { name, content: built.content, style };
        void save.run(type === 'url' ? { ...common, type } : { ...common, type });
      }}
    >
      <QrTypeFields
        type={type}
        values={fields[type] as Record<string, string>}
        errors={errors}
        onChange={setField}
        onType={(chosen) => {
          setType(chosen);
          setTried(false);
          edited();
        }}
      />
      <Field label={t('qrContent.fieldName')} hint={t('qrContent.fieldNameHint')}>
        {(attrs) => (
          <input
            {...attrs}
            name="name"
            maxLength={255}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              edited();
            }}
          />
        )}
      </Field>
      <details>
        <summary>{t('qr.customise')}</summary>
        <div className="grid">
          <QrStyleFields
            style={style}
            onChange={(patch) => {
              setStyle((s) => ({ ...s, ...patch }));
              edited();
            }}
          />
        </div>
      </details>
      {errors.type && <ErrorNotice error={errors.type} />}
      {built.ok && encoded?.ok ? (
        <img
          className="qr"
          src={svgDataUrl(qrSvg(encoded.qr, style))}
          alt={t('qr.alt', { content: built.content })}
          width={160}
          height={160}
        />
      ) : built.ok && encoded && !encoded.ok ? (
        <ErrorNotice error={encoded.reason} />
      ) : (
        <p className="hint">{t('qrContent.previewHint')}</p>
      )}
      <div className="actions">
        <button type="submit" disabled={pending}>
          {t('qrContent.save')}
        </button>
      </div>
      <div role="status">
        {pending && <p>{t('qrContent.saving')}</p>}
        {save.state.status === 'success' && (
          <p className="ok">{t('qrContent.saved', { name: save.state.value.name })}</p>
        )}
      </div>
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
    </form>
  );
}
