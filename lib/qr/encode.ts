import type { QRCode } from 'qrcode';
import { create } from 'qrcode/lib/core/qrcode.js';
import type { ErrorCorrection } from '../api/schemas/qrcode';
import { t } from '../i18n';

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
    return {
      ok: false,
      reason: t('qr.tooDense', { level: errorCorrection }),
    };
  }
}

/** SVG markup as an image address: QR codes are always shown as images, never as live DOM. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export { qrPng, qrSvg } from './draw';
