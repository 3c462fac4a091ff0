/**
 * The content of a QR code of each of the reference's five types, or per field what to fix;
 * nothing throws (a form calls them on every keystroke). A url may be private (scanned on the
 * LAN) but holds no credentials; email is `mailto:` (RFC 6068); broken Unicode is refused.
 */
import type { QrType } from '../api/schemas/qrcode';
import { t } from '../i18n';
import { classifyUrl } from '../urls';
import { QR_CONTENT_MAX } from './draw';

export type { QrType };

export const QR_TYPES: readonly QrType[] = ['url', 'text', 'email', 'sms', 'phone'];

const TYPE_LABELS: Record<QrType, () => string> = {
  url: () => t('qrContent.typeUrl'),
  text: () => t('qrContent.typeText'),
  email: () => t('qrContent.typeEmail'),
  sms: () => t('qrContent.typeSms'),
  phone: () => t('qrContent.typePhone'),
};

/** A type as people read it; one this version doesn't know is shown as sent. */
export function qrTypeLabel(type: string): string {
  return (TYPE_LABELS as Partial<Record<string, () => string>>)[type]?.() ?? type;
}

export type QrField<T extends QrType = QrType> = keyof QrFields[T] & string;

export type ContentResult<F extends string = string> =
  | { ok: true; content: string }
  | { ok: false; errors: Partial<Record<F, string>> };

/** The fields of each type, empty: a form's first state. */
export const EMPTY_FIELDS = {
  url: { url: '' },
  text: { text: '' },
  email: { address: '', subject: '', body: '' },
  sms: { number: '', message: '' },
  phone: { number: '' },
};
export type QrFields = typeof EMPTY_FIELDS;

const NUMBER_MIN_DIGITS = 3;
const NUMBER_MAX_DIGITS = 15;

/** Whatever arrives (undefined from a partial object, a number from a careless caller) as text. */
const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

const fail = <F extends string>(errors: Partial<Record<F, string>>): ContentResult<F> => ({
  ok: false,
  errors,
});

const notUnicode = () => t('qrContent.notUnicode');

/** The limit, with the error put on the field that carries the length. */
function withinLimit<F extends string>(
  content: string,
  field: F,
  tooLong: (length: number) => string,
): ContentResult<F> {
  if (content.length <= QR_CONTENT_MAX) return { ok: true, content };
  return fail({ [field]: tooLong(content.length) } as Partial<Record<F, string>>);
}
const limits = (length: number) => ({ length, max: QR_CONTENT_MAX });

export function buildUrlContent(input: Partial<QrFields['url']>): ContentResult<'url'> {
  const raw = str(input?.url).trim();
  if (raw === '') return fail({ url: t('qrContent.urlEmpty') });
  if (!raw.isWellFormed()) return fail({ url: notUnicode() });
  const check = classifyUrl(raw);
  // Private and LAN addresses are fine for a QR code; its length limit is judged below.
  if (!check.ok && check.code !== 'private' && check.code !== 'too_long') {
    const noScheme = !/^[a-z][a-z0-9+.-]*:/i.test(raw);
    if (check.code === 'malformed' && noScheme) return fail({ url: t('qrContent.urlNoScheme') });
    // Sentences for a QR code, not a short link: `classifyUrl`'s own speak of shortening.
    if (check.code === 'malformed') return fail({ url: t('qrContent.urlMalformed') });
    if (check.code === 'credentials') return fail({ url: t('qrContent.urlCredentials') });
    return fail({ url: t('qrContent.urlNotWeb') });
  }
  // A private or too long address is one classifyUrl parsed: `new URL` can't throw here.
  const href = check.ok ? check.url : new URL(raw).href;
  return withinLimit(href, 'url', (n) => t('qrContent.urlTooLong', limits(n)));
}

export function buildTextContent(input: Partial<QrFields['text']>): ContentResult<'text'> {
  const text = str(input?.text);
  if (text.trim() === '') return fail({ text: t('qrContent.textEmpty') });
  if (!text.isWellFormed()) return fail({ text: notUnicode() });
  return withinLimit(text, 'text', (n) => t('qrContent.textTooLong', limits(n)));
}

const LOCAL_PART = /^[^\s@]{1,64}$/;
const DOMAIN =
  /^(?=.{1,253}$)[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

/** Checks an address simply; returns the URI form of it, or the reason it is refused. */
function mailtoAddress(raw: string): { ok: true; uri: string } | { ok: false; reason: string } {
  const address = raw.trim();
  if (address === '') return { ok: false, reason: t('qrContent.emailEmpty') };
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at < 1 || !address.isWellFormed() || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) {
    return { ok: false, reason: t('qrContent.emailInvalid') };
  }
  return { ok: true, uri: `${encodeURIComponent(local)}@${encodeURIComponent(domain)}` };
}

export function buildEmailContent(
  input: Partial<QrFields['email']>,
): ContentResult<'address' | 'subject' | 'body'> {
  const subject = str(input?.subject);
  const body = str(input?.body);
  const errors: Partial<Record<'address' | 'subject' | 'body', string>> = {};
  const address = mailtoAddress(str(input?.address));
  if (!address.ok) errors.address = address.reason;
  if (!subject.isWellFormed()) errors.subject = notUnicode();
  if (!body.isWellFormed()) errors.body = notUnicode();
  if (!address.ok || errors.subject || errors.body) return fail(errors);
  const given = Object.entries({ subject, body }).filter(([, value]) => value);
  const query = given.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const content = `mailto:${address.uri}${query ? `?${query}` : ''}`;
  // The body is where length comes from; a long subject is still named when it is the cause.
  const long = body.length >= subject.length ? 'body' : 'subject';
  return withinLimit(content, long, (n) => t('qrContent.emailTooLong', limits(n)));
}

export type NumberCheck = { ok: true; number: string } | { ok: false; reason: string };

/** Digits with an optional leading "+"; spaces, dashes, dots and brackets are dropped. */
export function normalizePhoneNumber(raw: unknown): NumberCheck {
  const typed = str(raw).trim();
  if (typed === '') return { ok: false, reason: t('qrContent.numberEmpty') };
  const number = typed.replace(/[\s\-.()]/g, '');
  if (!/^\+?[0-9]+$/.test(number)) return { ok: false, reason: t('qrContent.numberChars') };
  const digits = number.replace('+', '').length;
  if (digits < NUMBER_MIN_DIGITS || digits > NUMBER_MAX_DIGITS) {
    const range = { min: NUMBER_MIN_DIGITS, max: NUMBER_MAX_DIGITS, digits };
    return { ok: false, reason: t('qrContent.numberDigits', range) };
  }
  return { ok: true, number };
}

export function buildSmsContent(
  input: Partial<QrFields['sms']>,
): ContentResult<'number' | 'message'> {
  const message = str(input?.message);
  const errors: Partial<Record<'number' | 'message', string>> = {};
  const number = normalizePhoneNumber(input?.number);
  if (!number.ok) errors.number = number.reason;
  if (!message.isWellFormed()) errors.message = notUnicode();
  if (!number.ok || errors.message) return fail(errors);
  // No colon can be in the number, so the message may hold any: readers split at the first two.
  const sms = `SMSTO:${number.number}:${message}`;
  return withinLimit(sms, 'message', (n) => t('qrContent.smsTooLong', limits(n)));
}

export function buildPhoneContent(input: Partial<QrFields['phone']>): ContentResult<'number'> {
  const number = normalizePhoneNumber(input?.number);
  if (!number.ok) return fail({ number: number.reason });
  const tel = `tel:${number.number}`;
  return withinLimit(tel, 'number', (n) => t('qrContent.phoneTooLong', limits(n)));
}

const BUILDERS: { [T in QrType]: (input: Partial<QrFields[T]>) => ContentResult<QrField<T>> } = {
  url: buildUrlContent,
  text: buildTextContent,
  email: buildEmailContent,
  sms: buildSmsContent,
  phone: buildPhoneContent,
};

/** The content of a QR code of `type`, or per-field errors; never throws. */
export function buildQrContent<T extends QrType>(
  type: T,
  input: Partial<QrFields[T]>,
): ContentResult<QrField<T> | 'type'> {
  type Result = ContentResult<QrField<T> | 'type'>;
  const refuse = (message: string) => ({ ok: false, errors: { type: message } }) as Result;
  const build = (BUILDERS as Partial<typeof BUILDERS>)[type] as
    | ((input: Partial<QrFields[T]>) => Result)
    | undefined;
  if (!build) return refuse(t('qrContent.typeUnknown'));
  try {
    return build(input ?? {});
  } catch {
    // Not reached by any input we know of; "never throws" is kept here too, for what we don't.
    return refuse(t('qrContent.failed'));
  }
}
