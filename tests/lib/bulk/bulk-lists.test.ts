import { describe, expect, it } from 'vitest';
import { csvList, markdownList, plainList } from '../../../lib/bulk/bulk-lists';
import type { BulkRow } from '../../../lib/bulk/bulk-run';

const link = (title: string, url: string, code: string): BulkRow => ({
  title,
  url,
  state: { kind: 'link', shortUrl: `https://sl.example/${code}`, reused: false },
});

const ROWS: BulkRow[] = [
  link('Plain page', 'https://example.com/a', 'a1'),
  { title: 'Settings', url: 'chrome://settings', state: { kind: 'skipped', reason: 'No.' } },
  link('Commas, "quotes"\nand a line', 'https://example.com/b?x=1,2', 'b2'),
  { title: 'Broken', url: 'https://example.com/c', state: { kind: 'failed', message: 'Boom' } },
  link('=HYPERLINK("x") [a](b) \\', 'https://example.com/d', 'c3'),
  link('', 'https://example.com/e', 'd(4)'),
];

describe('the lists', () => {
  it('plain: the links alone, one per line, in tab order', () => {
    expect(plainList(ROWS)).toBe(
      [
        'https://sl.example/a1',
        'https://sl.example/b2',
        'https://sl.example/c3',
        'https://sl.example/d(4)',
      ].join('\n'),
    );
    expect(plainList(ROWS.slice(1, 2))).toBe('');
  });

  it("Markdown: - [title](link), a title can't break out of its brackets or line", () => {
    expect(markdownList(ROWS).split('\n')).toEqual([
      '- [Plain page](https://sl.example/a1)',
      '- [Commas, "quotes" and a line](https://sl.example/b2)',
      '- [=HYPERLINK("x") \\[a\\](b) \\\\](https://sl.example/c3)',
      // No title: the page's address stands in; the link's parentheses are encoded.
      '- [https://example.com/e](https://sl.example/d%284%29)',
    ]);
  });

  it('CSV: a header, quoted commas, quotes and line breaks, and no formulas', () => {
    expect(csvList(ROWS)).toBe(
      [
        'title,original,short_link',
        'Plain page,https://example.com/a,https://sl.example/a1',
        '"Commas, ""quotes""\nand a line","https://example.com/b?x=1,2",https://sl.example/b2',
        `"'=HYPERLINK(""x"") [a](b) \\",https://example.com/d,https://sl.example/c3`,
        ',https://example.com/e,https://sl.example/d(4)',
        '',
      ].join('\r\n'),
    );
  });
});
