import { type ReactNode, useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { encodeQr, qrPng, qrSvg, svgDataUrl } from '../lib/qr/encode';
import { saveFile } from '../lib/save-file';
import type { QrDefaults } from '../lib/storage/preferences';
import { CopyStateButton } from './CopyButton';
import { ErrorNotice } from './ErrorNotice';
import { QrStyleFields } from './QrStyleFields';
import { useCopy } from './useCopy';

export interface QrCardProps {
  content: string;
  /** What the code encodes, in words ("This page's address", "Short link"), under it. */
  caption?: string;
  initialStyle: QrDefaults;
  /** The file name without extension, for downloads. */
  fileName: string;
  /** Called once the QR code is first visible (for the popup's User Timing mark). */
  onVisible?: () => void;
  /**
   * More, after the card's own actions, for the style now chosen (absent when the content
   * can't be a QR code): the dynamic save (QrPanel). Whatever it
   * keeps starts again when the style changes, as it is keyed by the style.
   */
  more?: (style: QrDefaults) => ReactNode;
}

/**
 * A QR code made locally (so it works offline): customisable, downloadable as PNG or SVG, and
 * copied as an image. QrPanel adds the dynamic save to it, for the popup and the side panel; a code
 * asked for from the context menu is this card alone (QrRequestView).
 */
export function QrCard({ content, caption, initialStyle, fileName, onVisible, more }: QrCardProps) {
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
  /** The PNG, made on a click: its failure is said by whoever uses it. */
  const png = () => {
    const made = encoded.ok ? qrPng(encoded.qr, style) : Promise.reject(new Error('no code'));
    made.catch(() => {});
    return made;
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
            onLoad={onVisible}
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
        <button
          type="button"
          disabled={!encoded.ok}
          onClick={() => {
            setNote(undefined);
            png()
              .then((b) => saveFile(b, `${fileName}.png`))
              .catch(() => setNote({ text: t('qr.pngFailed') }));
          }}
        >
          {t('qr.downloadPng')}
        </button>
        <CopyStateButton
          label={t('qr.copyImage')}
          state={image.stateOf('image')}
          disabled={!encoded.ok}
          // The PNG as a promise: the clipboard is asked within the click, which it requires.
          onClick={() =>
            void image.copy('image', () =>
              navigator.clipboard.write([new ClipboardItem({ 'image/png': png() })]),
            )
          }
        />
        <button
          type="button"
          disabled={!svg}
          onClick={() =>
            svg && saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)
          }
        >
          {t('qr.downloadSvg')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {image.stateOf('image') === 'copied' ? t('qr.imageCopied') : null}
      </p>
      {note && <ErrorNotice error={note.text} />}
      {image.failed && <ErrorNotice error={t('qr.copyImageFailed')} />}
      {svg && more && <div key={JSON.stringify(style)}>{more(style)}</div>}
    </section>
  );
}
