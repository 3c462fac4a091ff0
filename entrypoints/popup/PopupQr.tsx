import { QrCard } from '../../components/QrCard';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import type { PanelAsk } from '../../lib/panel';
import type { QrDefaults } from '../../lib/storage/preferences';

/**
 * The popup's QR code: the link's once there is one, the page's until then. The caption and the
 * downloads follow the same snapshot. Saving it as a dynamic code (tied to the link) is the side
 * panel's, where the popup sends it with the style chosen here: the panel stays open while the
 * service answers, and the popup's size budget has no room for the save.
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
    <QrCard
      key={content}
      content={content}
      caption={link ? t('qr.captionLink') : t('qr.captionPage')}
      initialStyle={props.style}
      fileName={link ? `snaplink-${link.short_url.split('/').pop()}` : 'snaplink-page'}
      onVisible={props.onVisible}
      more={
        link &&
        ((style) => (
          <button
            type="button"
            onClick={() =>
              showInPanel({
                qr: {
                  content: link.short_url,
                  type: 'url',
                  link: { id: link.link_id, title: link.title ?? title ?? '' },
                  style,
                },
              })
            }
          >
            {t('qr.dynamicInPanel')}
          </button>
        ))
      }
    />
  );
}
