import { useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { encodeQr, qrPng, qrSvg, svgDataUrl } from '../lib/qr/render';
import type { QrDefaults } from '../lib/storage/preferences';
import { ErrorNotice } from './ErrorNotice';
import { QrStyleFields } from './QrStyleFields';
import { saveFile } from './saveFile';
import { useAsyncAction } from './useAsyncAction';

export interface QrPanelProps {
  content: string;
  /** What the code encodes, in words ("This page's address", "Short link"), under it. */
  caption?: string;
  initialStyle: QrDefaults;
  /** The file name without extension, for downloads. */
  fileName: string;
  /** Present once there is a link to tie a dynamic code to. Answers the saved code. */
  onSaveDynamic?: (style: QrDefaults, signal: AbortSignal) => Promise<{ id: number }>;
  /** Shows a saved code where the account's codes are (the side panel), when given. */
  onOpenSaved?: (id: number) => void;
  /** Called once the QR code is first visible (for the popup's User Timing mark). */
  onVisible?: () => void;
}

/** A QR code made locally (so it works offline), customisable, downloadable and savable. */
export function QrPanel({
  content,
  caption,
  initialStyle,
  fileName,
  onSaveDynamic,
  onOpenSaved,
  onVisible,
}: QrPanelProps) {
  const [style, setStyle] = useState(initialStyle);
  // The outcome of the last download or copy: said once, cleared by the next.
  const [note, setNote] = useState<{ ok: boolean; text: string }>();
  const encoded = useMemo(
    () => encodeQr(content, style.errorCorrection),
    [content, style.errorCorrection],
  );
  const svg = encoded.ok ? qrSvg(encoded.qr, style) : undefined;
  const save = useAsyncAction(
    (signal: AbortSignal, s: QrDefaults): Promise<{ id: number } | undefined> =>
      onSaveDynamic?.(s, signal) ?? Promise.resolve(undefined),
  );
  // One click, one code: once saved, this style's code is not offered again (a change of
  // style resets it), and the saved one is a click away.
  const saved = save.state.status === 'success' ? save.state.value : undefined;
  const update = (patch: Partial<QrDefaults>) => {
    setStyle((s) => ({ ...s, ...patch }));
    setNote(undefined);
    save.reset();
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
        {onSaveDynamic && !saved && (
          <button
            type="button"
            disabled={!encoded.ok || save.state.status === 'pending'}
            onClick={() => save.run(style)}
          >
            {t('qr.saveDynamic')}
          </button>
        )}
        {saved && onOpenSaved && (
          <button type="button" onClick={() => onOpenSaved(saved.id)}>
            {t('qr.openSaved')}
          </button>
        )}
      </div>
      <div role="status">
        {saved && <p className="ok">{t('qr.savedDynamic')}</p>}
        {note?.ok && <p className="ok">{note.text}</p>}
      </div>
      {save.state.status === 'error' && <ErrorNotice error={save.state.error} />}
      {note && !note.ok && <ErrorNotice error={note.text} />}
    </section>
  );
}
