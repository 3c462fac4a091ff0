import { QrPanel } from '../../components/QrPanel';
import { createClient } from '../../lib/api/client';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import { saveQrCode } from '../../lib/qr/save';
import type { Connection, QrDefaults } from '../../lib/storage/preferences';

/**
 * The popup's QR code: the link's once there is one, the page's until then. The caption, the
 * downloads and the save all follow the same snapshot, and a dynamic code is tied to the link.
 */
export function PopupQr(props: {
  link?: HistoryEntry;
  page?: string;
  title?: string;
  connection: Connection;
  style: QrDefaults;
  onOpenSaved(id: number): void;
  onVisible(): void;
}) {
  const { link, connection, title } = props;
  const content = link?.short_url ?? props.page;
  if (!content) return null;
  const saveDynamic = (entry: HistoryEntry) => (style: QrDefaults, signal: AbortSignal) => {
    // Dynamic: tied to the link (link_id), so its scans count as the link's clicks.
    const code = { type: 'url', content: entry.short_url, linkId: entry.link_id } as const;
    return saveQrCode(createClient(connection), { ...code, name: title ?? '', style }, signal);
  };
  return (
    <QrPanel
      key={content}
      content={content}
      caption={link ? t('qr.captionLink') : t('qr.captionPage')}
      initialStyle={props.style}
      fileName={link ? `snaplink-${link.short_url.split('/').pop()}` : 'snaplink-page'}
      onSaveDynamic={link ? saveDynamic(link) : undefined}
      onOpenSaved={props.onOpenSaved}
      onVisible={props.onVisible}
    />
  );
}
