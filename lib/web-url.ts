/**
 * Addresses the service sends back (short links, destinations, download URLs) are not trusted:
 * only an http(s) one may become a link, clipboard text or QR content. The rest is shown as text.
 */

/** The address in its normalised form when it is an http(s) URL with a host; else undefined. */
export function webUrl(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const url = new URL(text.trim());
    // The normalised href percent-encodes what could disguise the address (bidi controls,
    // spaces); a host with them does not parse at all.
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return url.href;
  } catch {
    // Not an address at all.
  }
  return undefined;
}

// Bidirectional embeddings, overrides and isolates, and the marks that steer them.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Those, or a right-to-left script (Hebrew, Arabic and their presentation forms).
const DIRECTIONAL =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Server text for a place that holds only a string (an option, a tooltip): text that steers
 * direction loses its controls and is isolated (FSI … PDI), so it can't disguise a host. In
 * markup, use `<bdi>`.
 */
export function isolate(text: string): string {
  if (!DIRECTIONAL.test(text)) return text;
  return `\u2068${withoutBidiControls(text)}\u2069`;
}

/**
 * Server text put in a field to be edited (the popup's Customise title): its direction controls
 * dropped, so an override can't disguise what the field shows; its words kept as they are.
 */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
