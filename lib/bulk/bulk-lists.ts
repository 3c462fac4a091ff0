import { formatLink } from '../copy-formats';
import { csvLines } from '../csv';
import type { BulkRow } from './bulk-run';

/** The All tabs list as text: the links alone (copied when the run ends), Markdown and CSV. */

type Linked = BulkRow & { state: { kind: 'link'; shortUrl: string } };

const linked = (rows: BulkRow[]): Linked[] =>
  rows.filter((r): r is Linked => r.state.kind === 'link');

export const plainList = (rows: BulkRow[]): string =>
  linked(rows)
    .map((r) => r.state.shortUrl)
    .join('\n');

/** `- [title](link)` per line, each escaped as the popup's Markdown copy is (copy-formats.ts). */
export const markdownList = (rows: BulkRow[]): string =>
  linked(rows)
    .map(
      (r) =>
        `- ${formatLink({ short_url: r.state.shortUrl, title: r.title.trim() || r.url }, 'markdown')}`,
    )
    .join('\n');

/** `title,original,short_link` and a line per link, quoted as the Stats export is (lib/csv.ts). */
export const csvList = (rows: BulkRow[]): string =>
  csvLines([
    ['title', 'original', 'short_link'],
    ...linked(rows).map((r) => [r.title, r.url ?? '', r.state.shortUrl]),
  ]);
