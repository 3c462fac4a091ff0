import type { QRCode } from 'qrcode';
import type { QrFormat } from '../api/qrcodes';
import { saveFile } from '../save-file';
import type { QrDefaults } from '../storage/preferences';
import { qrPng, qrSvg } from './draw';

/** A QR code leaving the extension, the same way everywhere: PNG, SVG, or the clipboard. */

/** The name a link's code is saved under: snaplink-<its code>. */
export const linkQrName = (shortUrl: string) => `snaplink-${shortUrl.split('/').pop() || 'qr'}`;

/** A file name from a label: letters, digits and hyphens only. */
function qrFileName(name: string, format: QrFormat): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${base.replace(/^-|-$/g, '') || 'qr-code'}.${format}`;
}

/** Downloads an image of a QR code (drawn here, or the service's) under its label. */
export const saveQrFile = (blob: Blob, name: string, format: QrFormat) =>
  saveFile(blob, qrFileName(name, format));

/** The code drawn here, as the file of that format. */
export const qrBlob = (qr: QRCode, style: QrDefaults, format: QrFormat): Promise<Blob> =>
  format === 'png'
    ? qrPng(qr, style)
    : Promise.resolve(new Blob([qrSvg(qr, style)], { type: 'image/svg+xml' }));

/** Copies the PNG as an image; the clipboard takes the promise within the click it requires. */
export const copyQrImage = (png: Promise<Blob>) =>
  navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
