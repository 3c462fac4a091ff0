import { type ReactNode, useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { encodeQr, qrPng, qrSvg, svgDataUrl } from '../lib/qr/render';
import type { QrDefaults } from '../lib/storage/preferences';
import { ErrorNotice } from './ErrorNotice';
import { QrStyleFields } from './QrStyleFields';
import { saveFile } from './saveFile';

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
  const [note, setNote] = useState<{ ok: boolean; text: string }>();
  const encoded = useMemo(
    () => encodeQr(content, style.errorCorrection),
    [content, style.errorCorrection],
  );
  const svg = encoded.ok ? qrSvg(encoded.qr, style) : undefined;
  const update = (patch: Partial<QrDefaults>) => {
    setStyle((s) => ({ ...s, ...patch }));
    setNote(undefined);
  };
  /** A click that makes the PNG and does something with it, then says how that went. */
  const withPng =
    (
      use: (png: Promise<Blob>) => Promise<unknown>,
      failed: 'qr.pngFailed' | 'qr.copyImageFailed',
      done?: 'qr.imageCopied',
    ) =>
    () => {
      if (!encoded.ok) return;
      setNote(undefined);
      const png = qrPng(encoded.qr, style);
      png.catch(() => {}); // said through `use`, which fails with it
      use(png).then(
        () => done && setNote({ ok: true, text: t(done) }),
        () => setNote({ ok: false, text: t(failed) }),
      );
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
          onClick={withPng(
            (png) => png.then((b) => saveFile(b, `${fileName}.png`)),
            'qr.pngFailed',
          )}
        >
          {t('qr.downloadPng')}
        </button>
        <button
          type="button"
          disabled={!encoded.ok}
          // The PNG as a promise: the clipboard is asked within the click, which it requires.
          onClick={withPng(
            (png) => navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]),
            'qr.copyImageFailed',
            'qr.imageCopied',
          )}
        >
          {t('qr.copyImage')}
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
      </div>
      <div role="status">{note?.ok && <p className="ok">{note.text}</p>}</div>
      {note && !note.ok && <ErrorNotice error={note.text} />}
      {svg && more && <div key={JSON.stringify(style)}>{more(style)}</div>}
    </section>
  );
}
