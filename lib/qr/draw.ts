import type { QRCode } from 'qrcode';
import { create } from 'qrcode/lib/core/qrcode.js';
import type { ErrorCorrection } from '../api/schemas/qrcode';
import { t } from '../i18n';
import type { QrDefaults } from '../storage/preferences';

/** The reference's limit on QR content, which the service enforces too. */
export const QR_CONTENT_MAX = 1000;

export type QrResult = { ok: true; qr: QRCode } | { ok: false; reason: string };

/** Why content can't be a QR code at all (empty, or over the reference's limit), if it can't. */
export function qrContentProblem(content: string): string | undefined {
  if (content.length === 0) return t('qr.empty');
  if (content.length > QR_CONTENT_MAX) {
    return t('qr.tooLong', { max: QR_CONTENT_MAX, length: content.length });
  }
  return undefined;
}

/** Encodes content locally; too much content is a sentence for people, not an exception. */
export function encodeQr(content: string, errorCorrection: ErrorCorrection): QrResult {
  const problem = qrContentProblem(content);
  if (problem) return { ok: false, reason: problem };
  try {
    return { ok: true, qr: create(content, { errorCorrectionLevel: errorCorrection }) };
  } catch {
    return { ok: false, reason: t('qr.tooDense', { level: errorCorrection }) };
  }
}

/** SVG markup as an image address: QR codes are always shown as images, never as live DOM. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

// SVG and PNG drawn here: the library's renderers cost 1.8 KB gzipped, for the same pictures.

/** Each row's runs of dark modules: `M` to a row's first run, `m` between runs, `h` a run. */
function darkPath(qr: QRCode, margin: number): string {
  const { size, data } = qr.modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    let at: number | undefined; // the x the pen is at in this row, once it is placed
    for (let x = 0; x < size; ) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      path += at === undefined ? `M${x + margin} ${y + margin + 0.5}` : `m${x - at} 0`;
      path += `h${run}`;
      x += run;
      at = x;
    }
  }
  return path;
}

export function qrSvg(qr: QRCode, style: QrDefaults): string {
  const side = qr.modules.size + style.margin * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size}" height="${style.size}" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="${style.background}" d="M0 0h${side}v${side}H0z"/>` +
    `<path stroke="${style.foreground}" d="${darkPath(qr, style.margin)}"/></svg>`
  );
}

// Opaque: the alpha byte follows the hex colour's three.
const rgba = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(255);

/** The PNG at the chosen size (at least a pixel a module), each pixel its module's colour. */
export function qrPng(qr: QRCode, style: QrDefaults): Promise<Blob> {
  const { size, data } = qr.modules;
  const side = size + style.margin * 2;
  const scale = Math.max(1, style.size / side);
  const width = Math.floor(side * scale);
  const canvas = new OffscreenCanvas(width, width);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The PNG could not be made.'));
  const image = context.createImageData(width, width);
  const [dark, light] = [rgba(style.foreground), rgba(style.background)];
  for (let py = 0; py < width; py++) {
    const y = Math.floor(py / scale) - style.margin;
    for (let px = 0; px < width; px++) {
      const x = Math.floor(px / scale) - style.margin;
      const on = y >= 0 && x >= 0 && y < size && x < size && data[y * size + x];
      image.data.set(on ? dark : light, (py * width + px) * 4);
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
