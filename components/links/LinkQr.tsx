import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  type QrDefaults,
} from '../../lib/storage/preferences';
import { QrPanel } from '../QrPanel';
import { useSaveQr } from '../qrcodes/queries';
import type { LinkRow } from './LinkItem';

/**
 * A link's QR code, drawn here as the popup draws it (QrPanel), in the style set in the
 * options: customisable, downloadable, and savable as a dynamic code tied to the link.
 * `url` is the short URL already checked to be a web address (lib/web-url.ts).
 */
export function LinkQr({ link, url }: { link: LinkRow; url: string }) {
  const [style, setStyle] = useState<QrDefaults>();
  const saveQr = useSaveQr();
  useEffect(() => {
    let live = true;
    void loadPreferences().then(
      (p) => live && setStyle(p.qr),
      () => live && setStyle(DEFAULT_PREFERENCES.qr),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!style) return <p role="status">{t('panel.loading')}</p>;
  return (
    <QrPanel
      content={url}
      initialStyle={style}
      fileName={`snaplink-${url.split('/').pop() || 'qr'}`}
      onSaveDynamic={(chosen, signal) =>
        saveQr(
          { name: link.title ?? '', content: url, style: chosen, type: 'url', linkId: link.id },
          signal,
        )
      }
    />
  );
}
