import type { ApiClient, CallOptions } from './client';
import { ApiError } from './errors';
import { Deleted, list, type Page, single } from './schemas/envelopes';
import { QrCode, type QrCodeCreate } from './schemas/qrcode';

export interface QrListQuery {
  /** Filters by name. */
  search?: string;
  page?: number;
  per_page?: 10 | 25 | 50 | 100;
}

const OneQr = single(QrCode);
const QrPage = list(QrCode);
const id = (n: number) => `/qrcodes/${encodeURIComponent(n)}`;

export const listQrCodes = (
  c: ApiClient,
  q: QrListQuery = {},
  o?: CallOptions,
): Promise<Page<QrCode>> => c.request('GET', '/qrcodes', QrPage, { ...o, query: { ...q } });

/** POST /qrcodes → 201. Colours need a Pro or Enterprise plan (else 403, kind 'plan'). */
export const createQrCode = (c: ApiClient, input: QrCodeCreate, o?: CallOptions): Promise<QrCode> =>
  c.request('POST', '/qrcodes', OneQr, { ...o, json: input });

/** The single-item answer carries preview_svg but no created_at. */
export const getQrCode = (c: ApiClient, qrId: number, o?: CallOptions): Promise<QrCode> =>
  c.request('GET', id(qrId), OneQr, o);

export const deleteQrCode = (c: ApiClient, qrId: number, o?: CallOptions): Promise<Deleted> =>
  c.request('DELETE', id(qrId), Deleted, o);

export type QrFormat = 'svg' | 'png';
const TYPES: Record<QrFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** Fetches the image behind download_svg_url or download_png_url, with the API key. */
export function downloadQrCode(
  c: ApiClient,
  qr: Pick<QrCode, 'download_svg_url' | 'download_png_url'>,
  format: QrFormat,
  o?: CallOptions,
): Promise<Blob> {
  const url = format === 'svg' ? qr.download_svg_url : qr.download_png_url;
  if (!url) {
    const host = new URL(c.baseUrl).host;
    return Promise.reject(new ApiError('bad_response', { host, unusable: 'not_image' }));
  }
  return c.download(url, TYPES[format], o);
}
