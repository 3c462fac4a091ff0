import type { QrCode, QrType } from '../../../lib/api/schemas/qrcode';
import { t } from '../../../lib/i18n';

/** Characters of the content a default name keeps, before an ellipsis. */
const NAME_CONTENT = 32;

const KINDS: Record<QrType, () => string> = {
  url: () => t('qrcodes.kind.url'),
  text: () => t('qrcodes.kind.text'),
  email: () => t('qrcodes.kind.email'),
  sms: () => t('qrcodes.kind.sms'),
  phone: () => t('qrcodes.kind.phone'),
};

/** A code's type in one short word ("Link", "Text"…); none for a type Snaplink doesn't know. */
export function qrKind(type: string | undefined): string | undefined {
  return (KINDS as Partial<Record<string, () => string>>)[type ?? '']?.();
}

/** What a person reads of the content: no scheme or prefix, one line, the first words. */
function contentGist(content: string): string {
  const text = content
    .replace(/^(https?:\/\/(www\.)?|mailto:|tel:|smsto:)/i, '')
    .replace(/\?.*$/s, (query) => (/^https?:/i.test(content) ? '' : query))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= NAME_CONTENT) return text;
  const cut = text.slice(0, NAME_CONTENT);
  const space = cut.lastIndexOf(' ');
  return `${(space > NAME_CONTENT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A code's name: its own, else its type and what it encodes ("Link · example.com/a"). */
export function qrName(qr: Pick<QrCode, 'name' | 'type' | 'content'>): string {
  if (qr.name.trim()) return qr.name;
  const kind = qrKind(qr.type) ?? t('qrcodes.kind.other');
  const gist = contentGist(qr.content);
  return gist ? `${kind} · ${gist}` : kind;
}
