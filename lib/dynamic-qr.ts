import { createClient } from './api/client';
import { createQrCode } from './api/qrcodes';
import type { QrCode } from './api/schemas/qrcode';
import type { HistoryEntry } from './history';
import type { QrStyle } from './qr/render';
import type { Connection } from './settings';

/**
 * "Save as dynamic QR code": the code is tied to the link (link_id), so its scans count as clicks,
 * and its content is the short URL itself, as the QR shown in the popup.
 */
export function saveDynamicQr(
  connection: Connection,
  link: Pick<HistoryEntry, 'short_url' | 'link_id'>,
  style: QrStyle,
  name: string,
  signal?: AbortSignal,
): Promise<QrCode> {
  return createQrCode(
    createClient(connection),
    {
      name: (name || link.short_url).slice(0, 255),
      type: 'url',
      content: link.short_url,
      error_correction: style.errorCorrection,
      foreground_color: style.foreground,
      background_color: style.background,
      margin: style.margin,
      size: style.size,
      link_id: link.link_id,
    },
    { signal },
  );
}
