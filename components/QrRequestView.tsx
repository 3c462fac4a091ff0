import { useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import { type QrRequest, qrRequestItem } from '../lib/storage/handoffs';
import type { QrDefaults } from '../lib/storage/preferences';
import { loadPreferences } from '../lib/storage/preferences';
import { QrCard } from './QrCard';

/** A request older than this, found when the panel opens, is not the one just asked for. */
export const QR_REQUEST_FRESH_MS = 2 * 60_000;

/**
 * The QR code asked for from the context menu ("QR code for this link / page / selected
 * text"): lib/background/handlers.ts stores the request and opens the side panel, which shows it
 * here, above its sections, with or without an API key (the code is made locally).
 */
export function QrRequestView({ now = Date.now }: { now?: () => number }) {
  const [request, setRequest] = useState<QrRequest | null>(null);
  const [style, setStyle] = useState<QrDefaults>();

  useEffect(() => {
    let live = true;
    void Promise.all([qrRequestItem.getValue(), loadPreferences()]).then(([stored, prefs]) => {
      if (!live) return;
      setStyle(prefs.qr);
      const fresh = stored && now() - stored.at < QR_REQUEST_FRESH_MS ? stored : null;
      setRequest((current) => current ?? fresh);
    });
    const unwatch = qrRequestItem.watch((asked) => setRequest(asked));
    return () => {
      live = false;
      unwatch();
    };
  }, [now]);

  if (!request || !style) return null;
  return (
    <section aria-labelledby="qr-request-title" className="qr-request">
      <h2 id="qr-request-title">
        {request.type === 'text' ? t('qr.forText') : t('qr.forAddress')}
      </h2>
      <p className="qr-request-content">{request.content}</p>
      <QrCard
        key={request.at}
        content={request.content}
        initialStyle={style}
        fileName="snaplink-qr"
      />
      <button type="button" onClick={() => void qrRequestItem.setValue(null)}>
        {t('qr.close')}
      </button>
    </section>
  );
}
