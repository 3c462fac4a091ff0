import type { BulkRow } from './bulk';
import { csvLines } from './csv';

/**
 * The All tabs list as text to take elsewhere: the links alone (what is copied when the run
 * ends), a Markdown list, and CSV. Only rows with a link appear, in tab order; a tab skipped or
 * failed has nothing to paste.
 */

type Linked = BulkRow & { state: { kind: 'link'; shortUrl: string } };

const linked = (rows: BulkRow[]): Linked[] =>
  rows.filter((r): r is Linked => r.state.kind === 'link');

/** The short links, one per line. */
export const plainList = (rows: BulkRow[]): string =>
  linked(rows)
    .map((r) => r.state.shortUrl)
    .join('\n');

/**
 * `- [title](link)` per line. A page's title is anyone's text: brackets and backslashes are
 * escaped and line breaks become spaces, so a title can't close the link text or start a new
 * item; a link's parentheses are percent-encoded, so it can't end the destination early.
 */
export const markdownList = (rows: BulkRow[]): string =>
  linked(rows)
    .map((r) => {
      const text = (r.title.trim() || r.url || r.state.shortUrl)
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/[\\[\]]/g, '\\$&');
      const to = r.state.shortUrl.replaceAll('(', '%28').replaceAll(')', '%29');
      return `- [${text}](${to})`;
    })
    .join('\n');

/** `title,original,short_link` and a line per link, quoted as the Stats export is (lib/csv.ts). */
export const csvList = (rows: BulkRow[]): string =>
  csvLines([
    ['title', 'original', 'short_link'],
    ...linked(rows).map((r) => [r.title, r.url ?? '', r.state.shortUrl]),
  ]);
