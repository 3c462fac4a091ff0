import { useMemo, useState } from 'react';
import type { QrFormat } from '../lib/api/qrcodes';
import { t } from '../lib/i18n';
import { encodeQr, qrSvg, svgDataUrl } from '../lib/qr/draw';
import { copyQrImage, qrBlob, saveQrFile } from '../lib/qr/files';
import type { QrDefaults } from '../lib/storage/preferences';
import { CopyStateButton } from './CopyButton';
import { ErrorNotice } from './ErrorNotice';
import { QrStyleFields } from './QrStyleFields';
import { useAsyncAction } from './useAsyncAction';
import { useCopy } from './useCopy';

export interface QrCardProps {
  content: string;
  /** What the code encodes, in words ("This page's address", "Short link"), under it. */
  caption?: string;
  initialStyle: QrDefaults;
  /** What downloads are named after: a link's code, linkQrName (lib/qr/files.ts). */
  name?: string;
  /** A link's code: saves it as a dynamic code tied to the link, answering the saved code. */
  onSaveDynamic?: (style: QrDefaults, signal: AbortSignal) => Promise<{ id: number }>;
  /** Shows a saved code where the account's codes are (the side panel), when given. */
  onOpenSaved?: (id: number) => void;
  /** Where a saved code is found, said after the save where that is elsewhere (the popup). */
  savedWhere?: string;
}

/** A QR code made locally (works offline): style, PNG, SVG, copy as image; a link's, its save. */
export function QrCard(props: QrCardProps) {
  const { content, caption, initialStyle, name = 'snaplink-qr', onSaveDynamic } = props;
  const [style, setStyle] = useState(initialStyle);
  // The outcome of the last download or copy: said once, cleared by the next.
  const [note, setNote] = useState<{ text: string }>();
  // Copy image says "Copied ✓" inside itself, as the link's copy buttons do.
  const image = useCopy<'image'>();
  const encoded = useMemo(
    () => encodeQr(content, style.errorCorrection),
    [content, style.errorCorrection],
  );
  const svg = encoded.ok ? qrSvg(encoded.qr, style) : undefined;
  const update = (patch: Partial<QrDefaults>) => {
    setStyle((s) => ({ ...s, ...patch }));
    setNote(undefined);
    image.reset();
  };
  /** The file, made on a click: its failure is said by whoever uses it. */
  const file = (format: QrFormat) => {
    const made = encoded.ok ? qrBlob(encoded.qr, style, format) : Promise.reject(new Error());
    made.catch(() => {});
    return made;
  };
  const download = (format: QrFormat) => {
    setNote(undefined);
    file(format)
      .then((b) => saveQrFile(b, name, format))
      .catch(() => setNote({ text: t('qr.pngFailed') }));
  };
  return (
    <section aria-label={t('qr.region')} className="qr-panel">
      {svg ? (
        <figure>
          <img
            className="qr"
            src={svgDataUrl(svg)}
            alt={t('qr.alt', { content })}
            width={160}
            height={160}
          />
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      ) : (
        <ErrorNotice error={encoded.ok ? '' : encoded.reason} />
      )}
      <details>
        <summary>{t('qr.customise')}</summary>
        <div className="grid">
          <QrStyleFields style={style} onChange={update} />
        </div>
      </details>
      <div className="actions">
        <button type="button" disabled={!encoded.ok} onClick={() => download('png')}>
          {t('qr.downloadPng')}
        </button>
        <CopyStateButton
          label={t('qr.copyImage')}
          state={image.stateOf('image')}
          disabled={!encoded.ok}
          // The PNG as a promise: the clipboard is asked within the click, which it requires.
          onClick={() => void image.copy('image', () => copyQrImage(file('png')))}
        />
        <button type="button" disabled={!svg} onClick={() => download('svg')}>
          {t('qr.downloadSvg')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {image.stateOf('image') === 'copied' ? t('qr.imageCopied') : null}
      </p>
      {note && <ErrorNotice error={note.text} />}
      {image.failed && <ErrorNotice error={t('qr.copyImageFailed')} />}
      {svg && onSaveDynamic && (
        // Started anew when the style changes: a saved style isn't offered again.
        <SaveDynamic key={JSON.stringify(style)} {...props} style={style} save={onSaveDynamic} />
      )}
    </section>
  );
}

/** One click, one code: a saved style isn't offered again, and the saved code is a click away. */
function SaveDynamic(
  props: QrCardProps & { style: QrDefaults; save: NonNullable<QrCardProps['onSaveDynamic']> },
) {
  const { style, onOpenSaved, savedWhere } = props;
  const save = useAsyncAction((signal: AbortSignal) => props.save(style, signal));
  const saved = save.state.status === 'success' ? save.state.value : undefined;
  const busy = save.state.status === 'pending';
  return (
    <>
      <div className="actions">
        {!saved && (
          <button type="button" disabled={busy} aria-busy={busy} onClick={() => save.run()}>
            {busy ? t('qr.savingDynamic') : t('qr.saveDynamic')}
          </button>
        )}
        {saved && onOpenSaved && (
          <button type="button" onClick={() => onOpenSaved(saved.id)}>
            {t('qr.openSaved')}
          </button>
        )}
      </div>
      <div role="status">
        {saved && (
          <p className="ok">
            {t('qr.savedDynamic')}
            {savedWhere && ` ${savedWhere}`}
          </p>
        )}
      </div>
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
    </>
  );
}
