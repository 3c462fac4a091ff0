import { parseUrl } from '../web-url';

/** Addresses in text being written: CANDIDATES run in the page, `addressIn` trims them here. */

/**
 * A token from http(s):// (not glued to a word) to a space, a control character, or what sits
 * around addresses (`<>"`, typographic quotes, guillemets).
 */
export const CANDIDATES = {
  source: '(?<![\\p{L}\\p{N}_])https?:\\/\\/[^\\s\\p{Cc}<>"“”‘’«»]+',
  flags: 'giu',
} as const;

/** A token as the page found it: where it starts in the selected text, and its characters. */
export interface Candidate {
  start: number;
  text: string;
}

/** An address in the text: where it is as written, and its normalised form to shorten. */
export interface TextLink {
  start: number;
  end: number;
  written: string;
  /** The WHATWG URL's href: an IDN host in punycode, a bare host with its "/". */
  url: string;
}

// Sentence punctuation, quotes and ellipses end a sentence, not an address.
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '*', '…']);
const CLOSING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** A token's address: trailing punctuation dropped, an unmatched closing bracket too. */
export function addressIn(candidate: Candidate): TextLink | undefined {
  let written = candidate.text;
  for (;;) {
    const last = written.at(-1) ?? '';
    const opening = CLOSING[last];
    if (TRAILING.has(last)) written = written.slice(0, -1);
    else if (opening && count(written, last) > count(written, opening))
      written = written.slice(0, -1);
    else break;
  }
  const url = parseUrl(written);
  // A host of dots alone (`http://...`) parses, and is no address anyone meant.
  if (!url || !/^https?:$/.test(url.protocol) || !/[\p{L}\p{N}]/u.test(url.hostname)) {
    return undefined;
  }
  return { start: candidate.start, end: candidate.start + written.length, written, url: url.href };
}
