import { ShortLink } from '../../../components/ShortLink';
import { When } from '../../../components/When';
import type { QrCode } from '../../../lib/api/schemas/qrcode';
import { t } from '../../../lib/i18n';
import { svgDataUrl } from '../../../lib/qr/draw';
import { isolate, webUrl } from '../../../lib/web-url';
import { useShowStats } from '../PanelTabs';
import { qrKind, qrName } from './qrName';

/** One code: thumbnail (only as an image), name, type, date; a dynamic one's link and stats. */
export function QrItem(props: {
  qr: QrCode;
  open: boolean;
  onToggle: () => void;
  children?: React.ReactNode;
}) {
  const { qr } = props;
  const showStats = useShowStats();
  const name = qrName(qr);
  const dynamic = qr.is_dynamic ?? qr.link_id != null;
  // A dynamic code encodes its short link.
  const shortLink = dynamic && qr.link_id != null ? webUrl(qr.content) : undefined;
  const linkId = qr.link_id;
  return (
    <li className="qr-item">
      <div className="qr-row">
        {qr.preview_svg ? (
          <img
            className="qr-thumb"
            src={svgDataUrl(qr.preview_svg)}
            alt=""
            width={40}
            height={40}
          />
        ) : (
          <span className="qr-thumb" aria-hidden="true" />
        )}
        <div className="qr-text">
          <strong>
            <bdi>{name}</bdi>
          </strong>{' '}
          <span className="muted">
            {qr.type && <bdi>{qrKind(qr.type) ?? qr.type}</bdi>}
            {dynamic && ` · ${t('qrcodes.dynamicTag')}`}
            {qr.created_at && ' · '}
            <When time={qr.created_at} />
          </span>
          {shortLink && linkId != null && (
            <span className="qr-link">
              <ShortLink url={shortLink} />{' '}
              <button
                type="button"
                aria-label={t('popup.statsFor', { link: isolate(shortLink) })}
                onClick={() => showStats(linkId)}
              >
                {t('popup.stats')}
              </button>
            </span>
          )}
        </div>
        <button
          type="button"
          aria-label={t('qrcodes.viewNamed', { name: isolate(name) })}
          aria-expanded={props.open}
          onClick={props.onToggle}
        >
          {t('qrcodes.view')}
        </button>
      </div>
      {props.children}
    </li>
  );
}
