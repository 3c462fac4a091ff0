import type { QRCode } from 'qrcode';
import type { QrFormat } from '../api/qrcodes';
import { saveFile } from '../save-file';
import type { QrDefaults } from '../storage/preferences';
import { qrPng, qrSvg } from './draw';

/** A QR code leaving the extension, the same way everywhere: PNG, SVG, or the clipboard. */

/** The name a link's code is saved under: snaplink-<its code>. */
export const linkQrName = (shortUrl: string) => `snaplink-${shortUrl.split('/').pop() || 'qr'}`;

/** Downloads a QR code's image (drawn here, or the service's), named by its label's a-z0-9. */
export function saveQrFile(blob: Blob, name: string, format: QrFormat) {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return saveFile(blob, `${base.replace(/^-|-$/g, '') || 'qr-code'}.${format}`);
}

/** The code drawn here, as the file of that format. */
export const qrBlob = (qr: QRCode, style: QrDefaults, format: QrFormat): Promise<Blob> =>
  format === 'png'
    ? qrPng(qr, style)
    : Promise.resolve(new Blob([qrSvg(qr, style)], { type: 'image/svg+xml' }));

/** Copies the PNG as an image; the clipboard takes the promise within the click it requires. */
export const copyQrImage = (png: Promise<Blob>) =>
  navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
