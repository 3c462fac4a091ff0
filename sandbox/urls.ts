import { isIP } from 'node:net';

/** The contract's refused targets: loopback and private ranges, by name or by address. */
function isPrivateIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 || // "this network", which reaches the local host
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isPrivateIPv6(ip: string): boolean {
  const lower = ip.toLowerCase();
  if (lower === '::1' || lower === '::') return true;
  // IPv4-mapped addresses (::ffff:7f00:1 is 127.0.0.1) follow the IPv4 rule.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mapped) {
    const hi = Number.parseInt(mapped[1] ?? '0', 16);
    const lo = Number.parseInt(mapped[2] ?? '0', 16);
    return isPrivateIPv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower); // unique-local and link-local
}

export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return isPrivateIPv4(host);
  if (isIP(host) === 6) return isPrivateIPv6(host);
  return false;
}

/** Why a URL can't be a link target, or null when it can. */
export function targetProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The URL is malformed.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The URL must use http or https.';
  if (!url.hostname) return 'The URL has no host.';
  if (isPrivateHost(url.hostname)) return 'The URL points at a loopback or private address.';
  return null;
}

/** A page URL for a domain's index or 404 page: any http(s) URL. */
export function isHttpUrl(raw: string): boolean {
  try {
    const { protocol, hostname } = new URL(raw);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}
