import { QrPanel } from '../../components/QrPanel';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import type { PanelAsk } from '../../lib/panel';
import { loadConnection, type QrDefaults } from '../../lib/storage/preferences';

/**
 * The popup's QR code: the link's once there is one, the page's until then. The caption, the
 * downloads and the save all follow the same snapshot. A link's code is saved as a dynamic one
 * from here, in one click, and the saved code is then a click away in the side panel's QR codes
 * tab, where the account's codes are.
 */
export function PopupQr(props: {
  link?: HistoryEntry;
  page?: string;
  title?: string;
  style: QrDefaults;
  showInPanel(ask: PanelAsk): void;
  onVisible(): void;
}) {
  const { link, title, showInPanel } = props;
  const content = link?.short_url ?? props.page;
  if (!content) return null;
  return (
    <QrPanel
      key={content}
      content={content}
      caption={link ? t('qr.captionLink') : t('qr.captionPage')}
      initialStyle={props.style}
      fileName={link ? `snaplink-${link.short_url.split('/').pop()}` : 'snaplink-page'}
      onVisible={props.onVisible}
      onSaveDynamic={link && saveDynamic(link, link.title ?? title ?? '')}
      savedWhere={t('qr.savedInPanel')}
      onOpenSaved={(id) => showInPanel({ qrCode: id })}
    />
  );
}

/**
 * Saves the link's code as a dynamic one: tied to the link (link_id), so its scans count as the
 * link's clicks. The save's code (the QR code schema) and the client load at the click, off the
 * popup's start; the connection is read then, as stored.
 */
const saveDynamic =
  (link: HistoryEntry, name: string) => async (style: QrDefaults, signal: AbortSignal) => {
    const [{ saveQrCode }, { createClient }, connection] = await Promise.all([
      import('../../lib/qr/save'),
      import('../../lib/api/client'),
      loadConnection(),
    ]);
    const code = { type: 'url', content: link.short_url, linkId: link.link_id } as const;
    return saveQrCode(createClient(connection), { ...code, name, style }, signal);
  };
