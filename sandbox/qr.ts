import QRCode from 'qrcode';
import { ApiFailure } from './http.ts';
import { renderPng } from './png.ts';

export type Level = 'L' | 'M' | 'Q' | 'H';

/** A stored QR code, as the qrcodes table holds it. */
export interface QrRow {
  id: number;
  account_id: number;
  link_id: number | null;
  name: string;
  content: string;
  type: string;
  foreground_color: string;
  background_color: string;
  margin: number;
  size: number;
  error_correction: Level;
  created_at: number;
}

/**
 * Why `content` can't be a QR code at `level`, or null when it can. The 1000-character limit
 * counts characters, a code holds bytes: 1000 characters of three UTF-8 bytes each are 3000
 * bytes, past the 2953 of the largest code at L (and H holds 1273). The encoder is the judge.
 */
export function qrContentProblem(content: string, level: Level): string | null {
  try {
    QRCode.create(content, { errorCorrectionLevel: level });
    return null;
  } catch {
    return `The content is too long to fit in a QR code at error correction ${level}; shorten it or use a lower level.`;
  }
}

/**
 * A drawing failure as the API reports it: a 422 on content when the stored content can't be
 * encoded (a row from before content was checked), else the error itself, a server fault.
 */
function drawingFailure(q: QrRow, error: unknown): unknown {
  const problem = qrContentProblem(q.content, q.error_correction);
  return problem
    ? new ApiFailure(422, 'This QR code can’t be drawn.', { content: [problem] })
    : error;
}

export async function renderSvg(q: QrRow): Promise<string> {
  try {
    return await QRCode.toString(q.content, {
      type: 'svg',
      errorCorrectionLevel: q.error_correction,
      margin: q.margin,
      width: q.size,
      color: { dark: `${q.foreground_color}ff`, light: `${q.background_color}ff` },
    });
  } catch (error) {
    throw drawingFailure(q, error);
  }
}

export function renderQrPng(q: QrRow): Buffer {
  try {
    return renderPng(q.content, {
      size: q.size,
      margin: q.margin,
      errorCorrectionLevel: q.error_correction,
      dark: q.foreground_color,
      light: q.background_color,
    });
  } catch (error) {
    throw drawingFailure(q, error);
  }
}

/**
 * The inline preview, or undefined for a code that can't be drawn: one such row leaves its
 * own preview out (the extension treats preview_svg as optional) instead of failing the list.
 */
export async function previewSvg(q: QrRow): Promise<string | undefined> {
  try {
    return await renderSvg(q);
  } catch {
    return undefined;
  }
}
