import { useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { encodeQr, qrPng, qrSvg, svgDataUrl } from '../lib/qr/render';
import type { QrDefaults } from '../lib/storage/preferences';
import { EcLevelField } from './EcLevelField';
import { ErrorNotice } from './ErrorNotice';
import { Field } from './Field';
import { saveFile } from './saveFile';
import { useAsyncAction } from './useAsyncAction';

export interface QrPanelProps {
  content: string;
  initialStyle: QrDefaults;
  /** The file name without extension, for downloads. */
  fileName: string;
  /** Present once there is a link to tie a dynamic code to. */
  onSaveDynamic?: (style: QrDefaults, signal: AbortSignal) => Promise<unknown>;
  /** Called once the QR code is first visible (for the popup's User Timing mark). */
  onVisible?: () => void;
}

/** A QR code made locally (so it works offline), customisable, downloadable and savable. */
export function QrPanel({
  content,
  initialStyle,
  fileName,
  onSaveDynamic,
  onVisible,
}: QrPanelProps) {
  const [style, setStyle] = useState(initialStyle);
  const [pngError, setPngError] = useState<string>();
  const encoded = useMemo(
    () => encodeQr(content, style.errorCorrection),
    [content, style.errorCorrection],
  );
  const svg = encoded.ok ? qrSvg(encoded.qr, style) : undefined;
  const save = useAsyncAction(
    (signal: AbortSignal, s: QrDefaults) => onSaveDynamic?.(s, signal) ?? Promise.resolve(),
  );
  const update = (patch: Partial<QrDefaults>) => {
    setStyle((s) => ({ ...s, ...patch }));
    save.reset();
  };
  // What is being typed in a number field, kept until the field is left: clamping each
  // keystroke turned the "4" on the way to "450" into 100 under the typist's fingers.
  const [typing, setTyping] = useState<Partial<Record<'size' | 'margin', string>>>({});
  const number = (key: 'size' | 'margin', label: string, min: number, max: number) => {
    const apply = (text: string, clamp: boolean) => {
      const n = Math.round(Number(text));
      if (text.trim() === '' || !Number.isFinite(n)) return;
      if (clamp || (n >= min && n <= max)) update({ [key]: Math.min(max, Math.max(min, n)) });
    };
    return (
      <Field label={label}>
        {({ id }) => (
          <input
            id={id}
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

  return (
    <section aria-label={t('qr.region')} className="qr-panel">
      {svg ? (
        <img
          className="qr"
          src={svgDataUrl(svg)}
          alt={t('qr.alt', { content })}
          width={160}
          height={160}
          onLoad={onVisible}
        />
      ) : (
        <ErrorNotice error={encoded.ok ? '' : encoded.reason} />
      )}
      <details>
        <summary>{t('qr.customise')}</summary>
        <div className="grid">
          {number('size', t('qr.size'), 100, 1000)}
          {number('margin', t('qr.margin'), 0, 10)}
          <EcLevelField
            value={style.errorCorrection}
            onChange={(errorCorrection) => update({ errorCorrection })}
          />
          <Field label={t('qr.foreground')}>
            {({ id }) => (
              <input
                id={id}
                type="color"
                value={style.foreground}
                onChange={(e) => update({ foreground: e.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Field label={t('qr.background')}>
            {({ id }) => (
              <input
                id={id}
                type="color"
                value={style.background}
                onChange={(e) => update({ background: e.target.value.toUpperCase() })}
              />
            )}
          </Field>
        </div>
      </details>
      <div className="actions">
        <button
          type="button"
          disabled={!encoded.ok}
          onClick={() => {
            if (!encoded.ok) return;
            setPngError(undefined);
            qrPng(encoded.qr, style).then(
              (b) => saveFile(b, `${fileName}.png`),
              () => setPngError(t('qr.pngFailed')),
            );
          }}
        >
          {t('qr.downloadPng')}
        </button>
        <button
          type="button"
          disabled={!svg}
          onClick={() =>
            svg && saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)
          }
        >
          {t('qr.downloadSvg')}
        </button>
        {onSaveDynamic && (
          <button
            type="button"
            disabled={!encoded.ok || save.state.status === 'pending'}
            onClick={() => save.run(style)}
          >
            {t('qr.saveDynamic')}
          </button>
        )}
      </div>
      <div role="status">
        {save.state.status === 'success' && <p className="ok">{t('qr.savedDynamic')}</p>}
      </div>
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
      {pngError && <ErrorNotice error={pngError} />}
    </section>
  );
}
