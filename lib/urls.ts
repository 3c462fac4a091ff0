import { t } from './i18n';
import { parseUrl } from './web-url';

// Why an address is refused, in words. Chrome withholds its own pages' addresses (chrome://,
// the web store): 'missing'.
const REASONS = {
  missing: () => t('urls.missing'),
  malformed: () => t('urls.malformed'),
  browser: () => t('urls.browser'),
  extension: () => t('urls.extension'),
  file: () => t('urls.file'),
  scheme: () => t('urls.scheme'),
  credentials: () => t('urls.credentials'),
  private: () => t('urls.private'),
  too_long: () => t('urls.tooLong', { max: MAX_URL_LENGTH }),
};
type UrlRefusal = keyof typeof REASONS;

/** Can this tab's address become a short link, and if not, why, in words. */
export type UrlCheck = { ok: true; url: string } | { ok: false; code: UrlRefusal; reason: string };

/** `scheme://…`, or a scheme that takes no `//`; "example.com:8080/x" has none (a port). */
const HAS_SCHEME = /^([a-z][a-z\d+.-]*:\/\/|(mailto|javascript|data|about|blob|view-source):)/i;

/** An address typed or pasted: trimmed, https when it has no scheme, as an address bar takes it. */
export function typedUrl(typed: string): string {
  const text = typed.trim();
  return HAS_SCHEME.test(text) ? text : `https://${text}`;
}

/** The service's limit on original_url. */
export const MAX_URL_LENGTH = 2048;

const BROWSER_SCHEMES = /^(about|chrome|edge|brave|opera|vivaldi|browser|chrome-search|devtools):$/;
const EXTENSION_SCHEMES = /^(chrome-extension|moz-extension|extension|safari-web-extension):$/;

const refuse = (code: UrlRefusal): UrlCheck => ({ ok: false, code, reason: REASONS[code]() });

/** The checks, before any request, mirroring what the service answers 422 to. */
export function classifyUrl(raw: string | null | undefined): UrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return refuse('missing');
  const url = parseUrl(raw);
  if (!url) return refuse('malformed');
  const scheme = url.protocol.toLowerCase();
  if (scheme !== 'http:' && scheme !== 'https:') {
    if (BROWSER_SCHEMES.test(scheme)) return refuse('browser');
    if (EXTENSION_SCHEMES.test(scheme)) return refuse('extension');
    return refuse(scheme === 'file:' ? 'file' : 'scheme');
  }
  if (url.hostname === '') return refuse('malformed');
  if (url.username || url.password) return refuse('credentials');
  if (isPrivateHost(url.hostname)) return refuse('private');
  // The normalised form is what is sent, so that is what must fit.
  if (url.href.length > MAX_URL_LENGTH) return refuse('too_long');
  return { ok: true, url: url.href };
}

/** Loopback, private and link-local hosts, as `URL` serialises them (and only so). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateIPv6(host.slice(1, -1));
  const v4 = parseIPv4(host);
  return v4 !== undefined && isPrivateIPv4(v4);
}

function parseIPv4(host: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  const parts = m?.slice(1).map(Number);
  return parts?.every((n) => n <= 255) ? parts : undefined;
}

function isPrivateIPv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // "this network": 0.0.0.0 reaches the local host
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isPrivateIPv6(address: string): boolean {
  const h = expandIPv6(address);
  const [first = 0] = h;
  // IPv4-mapped and IPv4-compatible addresses (::, ::1 too) follow the embedded IPv4's rule.
  if (h.slice(0, 5).every((x) => x === 0) && (h[5] === 0 || h[5] === 0xffff)) {
    const [hi = 0, lo = 0] = h.slice(6);
    return isPrivateIPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // fc00::/7, fe80::/10
}

/** Eight hextets: `URL` has already checked the address and written any dotted tail in hex. */
function expandIPv6(address: string): number[] {
  const [head = [], tail = []] = address.split('::').map((half) => (half ? half.split(':') : []));
  const gap = Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...gap, ...tail].map((w) => Number.parseInt(w, 16));
}
