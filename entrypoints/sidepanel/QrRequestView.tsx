import { useEffect, useState } from 'react';
import { QrCard } from '../../components/QrCard';
import { t } from '../../lib/i18n';
import { panelQrCodeItem, type QrRequest, qrRequestItem } from '../../lib/panel/panel-asks';
import { useAsk } from './useAsk';
import { useQrDefaults } from './useQrDefaults';

/** A request older than this, found when the panel opens, is not the one just asked for. */
export const QR_REQUEST_FRESH_MS = 2 * 60_000;

/** The QR code asked for from the context menu, above the sections, key or no key. */
export function QrRequestView({ now = Date.now }: { now?: () => number }) {
  const [request, setRequest] = useState<QrRequest | null>(null);
  const style = useQrDefaults();

  useEffect(() => {
    void qrRequestItem.getValue().then((stored) => {
      const fresh = stored && now() - stored.at < QR_REQUEST_FRESH_MS ? stored : null;
      setRequest((current) => current ?? fresh);
    });
    return qrRequestItem.watch((asked) => setRequest(asked));
  }, [now]);

  // A saved code then asked to be opened closes this card, unless this request is newer.
  const [openedAt, setOpenedAt] = useState(0);
  useAsk(panelQrCodeItem, ({ at }) => setOpenedAt((was) => Math.max(was, at)));
  const replaced = !!request && request.at <= openedAt;
  useEffect(() => {
    // Closed for good, as its Close button does, so a later opening doesn't bring it back.
    if (replaced) void qrRequestItem.setValue(null);
  }, [replaced]);

  if (!request || !style || replaced) return null;
  return (
    <section aria-labelledby="qr-request-title" className="qr-request">
      <h2 id="qr-request-title">
        {request.type === 'text' ? t('qr.forText') : t('qr.forAddress')}
      </h2>
      <p className="qr-request-content">{request.content}</p>
      <QrCard key={request.at} content={request.content} initialStyle={style} />
      <button type="button" onClick={() => void qrRequestItem.setValue(null)}>
        {t('qr.close')}
      </button>
    </section>
  );
}
