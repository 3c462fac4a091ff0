import { useMemo } from 'react';
import { QrCard } from '../../components/QrCard';
import { ShortLink } from '../../components/ShortLink';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import type { PanelAsk } from '../../lib/panel/panel-asks';
import { encodeQr, qrSvg, svgDataUrl } from '../../lib/qr/draw';
import { linkQrName } from '../../lib/qr/files';
import { loadConnection, type QrDefaults } from '../../lib/storage/preferences';

/** The link's QR code, small enough to leave room, large enough to scan; the rest in QrView. */
export function QrThumb(p: {
  link: HistoryEntry;
  style: QrDefaults;
  onMore: () => void;
  onVisible: () => void;
}) {
  const { short_url } = p.link;
  const encoded = useMemo(
    () => encodeQr(short_url, p.style.errorCorrection),
    [short_url, p.style.errorCorrection],
  );
  if (!encoded.ok) return null;
  // The person's colours, at a size the popup can hold.
  const svg = qrSvg(encoded.qr, { ...p.style, margin: Math.min(p.style.margin, 2) });
  return (
    <section className="qr-thumb" aria-label={t('qr.region')}>
      <img
        className="qr"
        src={svgDataUrl(svg)}
        alt={t('qr.alt', { content: short_url })}
        width={112}
        height={112}
        onLoad={p.onVisible}
      />
      <div>
        <p className="muted">
          {t('qr.scanToOpen')} <ShortLink url={short_url} text />
        </p>
        <button type="button" onClick={p.onMore}>
          {t('qr.more')}
        </button>
      </div>
    </section>
  );
}

/** The QR code in full, and its dynamic save, the saved code a click away in the side panel. */
export function QrView(p: {
  link: HistoryEntry;
  title?: string;
  style: QrDefaults;
  showInPanel(ask: PanelAsk): void;
}) {
  const { link } = p;
  return (
    <QrCard
      content={link.short_url}
      name={linkQrName(link.short_url)}
      caption={t('qr.captionLink')}
      initialStyle={p.style}
      onSaveDynamic={saveDynamic(link, link.title ?? p.title ?? '')}
      savedWhere={t('qr.savedInPanel')}
      onOpenSaved={(id) => p.showInPanel({ qrCode: id })}
    />
  );
}

/** Saves the link's code as a dynamic one; the connection is read at the click, as stored. */
const saveDynamic =
  (link: HistoryEntry, title: string) => async (style: QrDefaults, signal: AbortSignal) => {
    const [{ linkQrInput, saveQrCode }, { createClient }, connection] = await Promise.all([
      import('../../lib/qr/save'),
      import('../../lib/api/client'),
      loadConnection(),
    ]);
    const code = linkQrInput({ ...link, id: link.link_id, title }, style);
    return saveQrCode(createClient(connection), code, signal);
  };
