import type { ApiClient } from '../api/client';
import { createQrCode } from '../api/qrcodes';
import type { QrCode, QrCodeCreate, QrType } from '../api/schemas/qrcode';
import { CheckError } from '../error-view';
import type { QrDefaults } from '../storage/preferences';
import { qrContentProblem } from './draw';

/** The reference's limit on a QR code's name. */
const QR_NAME_MAX = 255;

interface Common {
  /** Defaults to the content when blank. */
  name: string;
  /** Built by lib/qr/content.ts for this type. */
  content: string;
  style: QrDefaults;
}

/** Only a url code can be dynamic: tied to a short link whose URL it encodes. */
export type SaveQrInput =
  | (Common & { type: 'url'; linkId?: number })
  | (Common & { type: Exclude<QrType, 'url'>; linkId?: never });

/** A link's code as a dynamic one: tied to the link, so its scans count as the link's clicks. */
export const linkQrInput = (
  link: { id: number; short_url: string; title?: string | null },
  style: QrDefaults,
): SaveQrInput => ({
  type: 'url',
  content: link.short_url,
  linkId: link.id,
  name: link.title ?? '',
  style,
});

/** POST /qrcodes for a code of any type, its content checked first (no request for a refusal). */
export function saveQrCode(
  client: ApiClient,
  input: SaveQrInput,
  signal?: AbortSignal,
): Promise<QrCode> {
  const { content, style, type } = input;
  const problem = qrContentProblem(content);
  if (problem) return Promise.reject(new CheckError(problem));
  const body: QrCodeCreate = {
    name: (input.name.trim() || content).slice(0, QR_NAME_MAX),
    type,
    content,
    error_correction: style.errorCorrection,
    foreground_color: style.foreground,
    background_color: style.background,
    margin: style.margin,
    size: style.size,
  };
  if (input.type === 'url' && input.linkId !== undefined) body.link_id = input.linkId;
  return createQrCode(client, body, { signal });
}
