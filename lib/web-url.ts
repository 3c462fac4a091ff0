// The service's addresses aren't trusted: only http(s) becomes a link, a copy or a QR code.

/** `text` as a URL (against `base`), or undefined for what isn't one. */
export function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** The address in its normalised form when it is an http(s) URL with a host; else undefined. */
export function webUrl(text: unknown): string | undefined {
  const url = typeof text === 'string' ? parseUrl(text.trim()) : undefined;
  // The normalised href encodes what could disguise the address; a host with it doesn't parse.
  return url && /^https?:$/.test(url.protocol) && url.hostname ? url.href : undefined;
}

/** An address as it is shown: without its http(s) scheme (copies and tooltips keep it whole). */
export const withoutScheme = (url: string) => url.replace(/^https?:\/\//i, '');

// Bidirectional embeddings, overrides and isolates, and the marks that steer them.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Those, or a right-to-left script (Hebrew, Arabic and their presentation forms).
const DIRECTIONAL =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Server text in a string-only place: direction controls dropped, isolated (FSI … PDI). */
export function isolate(text: string): string {
  if (!DIRECTIONAL.test(text)) return text;
  return `\u2068${withoutBidiControls(text)}\u2069`;
}

/** Server text put in a field to edit: its direction controls dropped, its words kept. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
