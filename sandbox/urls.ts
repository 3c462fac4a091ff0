import { isIP } from 'node:net';

// The one rule for every URL the sandbox stores and later sends a browser to: a link's
// original_url and a domain's index and 404 pages. Checks run on the URL as WHATWG parses it
// (what a browser will do with it), not on the text sent, so 2130706433, 0x7f.1, 0177.0.0.1,
// full-width digits and percent-encoded names all arrive here as the address they mean.

const v4Parts = (ip: string) => ip.split('.').map(Number) as [number, number, number, number];

/**
 * Loopback, private and other addresses that are not a public web host: the contract's list
 * (127/8, 10/8, 172.16/12, 192.168/16, 169.254/16) plus 0/8 ("this network", which reaches
 * the local host), 100.64/10 (carrier-grade NAT, private to an ISP), 198.18/15 (benchmarking,
 * used inside networks), and 224/4 and 240/4 (multicast, reserved, broadcast).
 */
function isPrivateIPv4(ip: string): boolean {
  const [a, b] = v4Parts(ip);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail folded in). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = v4Parts(dotted);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4Of = (hi = 0, lo = 0) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * IPv6 that is not a public host: all of ::/96 (unspecified ::, loopback ::1 and the
 * deprecated IPv4-compatible form, which nothing routes), unique-local (fc00::/7), link-local
 * (fe80::/10), site-local (fec0::/10, deprecated but still routed locally), multicast
 * (ff00::/8) and local-use NAT64 (64:ff9b:1::/48); and the forms that carry an IPv4 address,
 * judged by that address: IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
 */
function isPrivateIPv6(ip: string): boolean {
  const g = ipv6Groups(ip);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(6)) return true;
  if (zeroTo(5) && g5 === 0xffff) return isPrivateIPv4(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPrivateIPv4(v4Of(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true;
  if (g0 === 0x2002) return isPrivateIPv4(v4Of(g1, g2));
  return (
    (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0 || g0 >= 0xff00
  );
}

/** The host without IPv6 brackets or trailing dots (`localhost.` is `localhost`), lower case. */
export const bareHost = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();

/**
 * Names that only ever resolve inside a private network or the local machine: localhost and
 * its subdomains (RFC 6761), localhost.localdomain and the Debian ip6- loopback names, mDNS
 * `.local`, `.internal` (reserved for private use, 2024) and `.home.arpa` (RFC 8375), and
 * single-label names, which resolve through the local search domain.
 */
function isPrivateName(host: string): boolean {
  if (!host.includes('.')) return true;
  return /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/.test(host);
}

/** A host (as URL.hostname gives it) that is loopback, private or otherwise not public. */
export function isPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (isIP(host) === 4) return isPrivateIPv4(host);
  if (isIP(host) === 6) return isPrivateIPv6(host);
  return isPrivateName(host);
}

/** Raw C0 controls and DEL: a URL parser drops some and encodes others, so they are refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export const MAX_URL_LENGTH = 2048;

export type Vetted = { href: string; problem?: undefined } | { href?: undefined; problem: string };

/**
 * Vets a URL to be stored and redirected to. Answers the WHATWG href to store, or why it is
 * refused, in a sentence that starts with `name` ("The original_url"). `isServiceHost` says
 * whether a host is the service itself (its own origin or any custom domain): a URL there
 * would redirect back into the service, a loop that counts clicks.
 */
export function vetUrl(
  raw: string,
  isServiceHost: (host: string) => boolean,
  name = 'The URL',
): Vetted {
  const refuse = (why: string): Vetted => ({ problem: `${name} ${why}` });
  if (CONTROL.test(raw)) return refuse('may not contain control characters.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('must be a valid http or https URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse('must be an http or https URL.');
  }
  if (!url.hostname) return refuse('has no host.');
  // user:pass@ hides the real host from a reader (https://bank.example@evil.example/).
  if (url.username || url.password) return refuse('may not contain a user name or password.');
  if (isPrivateHost(url.hostname)) return refuse('points at a loopback or private address.');
  if (isServiceHost(bareHost(url.hostname))) {
    return refuse('points back at this service, which would make a redirect loop.');
  }
  // The stored form is what is served back and put in Location, so it is what must fit.
  if (url.href.length > MAX_URL_LENGTH) {
    return refuse(`may not be longer than ${MAX_URL_LENGTH} characters once normalised.`);
  }
  return { href: url.href };
}

/**
 * A stored URL made fit for a Location header, for rows stored before the rules above: its
 * parsed href, or null when it no longer parses as http(s). A raw CR or LF in a header is
 * what made such redirects fail.
 */
export function redirectTarget(stored: string): string | null {
  try {
    const url = new URL(stored);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
