import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressIn, CANDIDATES, type TextLink } from '../../lib/background/text-links';

/** The web addresses in `text`, in order, found as the page and then the worker find them. */
const findLinks = (text: string): TextLink[] =>
  [...text.matchAll(new RegExp(CANDIDATES.source, CANDIDATES.flags))].flatMap(
    (m) => addressIn({ start: m.index, text: m[0] }) ?? [],
  );

// Finding the web addresses in what someone is writing (lib/background/text-links.ts), for "Shorten the
// links in the selection": what is around an address stays out of it, what belongs to it stays in.

const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const idnLabel = fc.constantFrom('bücher', 'münchen', 'пример', '例え', 'ñandú');
const host = fc
  .tuple(
    fc.array(fc.oneof(label, idnLabel), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'de', 'org', 'example'),
  )
  .map(([labels, tld]) => [...labels, tld].join('.'));
// Path segments end in a word character; some hold a balanced pair of brackets, as Wikipedia's do.
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_~%-]{0,8}[A-Za-z0-9]$/),
  fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/).map((s) => `${s}_(${s})`),
  fc.stringMatching(/^[A-Za-z0-9.,;:!?'-]{0,6}[A-Za-z0-9]$/),
);
const address = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    host,
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.array(segment, { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/), { nil: undefined }),
  )
  .map(
    ([scheme, h, port, path, query]) =>
      `${scheme}://${h}${port ? `:${port}` : ''}${path.map((p) => `/${p}`).join('')}${query ? `?${query}` : ''}`,
  );
// What writing puts around an address: brackets, quotes, sentence punctuation.
const around = fc.constantFrom<[string, string]>(
  ['', ''],
  ['', '.'],
  ['', '...'],
  ['', ','],
  ['', ';'],
  ['', ':'],
  ['', '!'],
  ['', '?'],
  ['', '!?'],
  ['(', ')'],
  ['(', ').'],
  ['(see ', ')'],
  ['[', ']'],
  ['"', '"'],
  ['"', '".'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
  ['<', '>'],
  ['', '…'],
);
const prose = fc.stringMatching(/^[A-Za-z ,.]{0,20}$/);

describe('findLinks', () => {
  it('finds each address whole, and nothing of what surrounds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(prose, around, address), { minLength: 1, maxLength: 4 }),
        prose,
        (parts, end) => {
          const text = `${parts.map(([p, [open, close], a]) => `${p} ${open}${a}${close}`).join(' ')} ${end}`;
          const found = findLinks(text);
          expect(found.map((l) => l.written)).toEqual(parts.map(([, , a]) => a));
          for (const link of found) {
            expect(text.slice(link.start, link.end)).toBe(link.written);
            expect(link.url).toBe(new URL(link.written).href);
          }
        },
      ),
    );
  });

  it('finds nothing in text without an address', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/https?:\/\//i.test(text));
        expect(findLinks(text)).toEqual([]);
      }),
    );
  });

  it('keeps a URL’s own brackets and drops the enclosing ones', () => {
    const wiki = 'https://en.wikipedia.org/wiki/Mercury_(planet)';
    expect(findLinks(`Read ${wiki}.`).map((l) => l.written)).toEqual([wiki]);
    expect(findLinks(`(also ${wiki})`).map((l) => l.written)).toEqual([wiki]);
    expect(findLinks(`(https://example.com/a).`).map((l) => l.written)).toEqual([
      'https://example.com/a',
    ]);
    expect(findLinks('[https://example.com/x?q=(1)]').map((l) => l.written)).toEqual([
      'https://example.com/x?q=(1)',
    ]);
  });

  it('drops trailing dots and punctuation, keeps inner ones', () => {
    expect(
      findLinks('See https://example.com/a.b.c... Then https://example.com/v1.2, ok?!').map(
        (l) => l.written,
      ),
    ).toEqual(['https://example.com/a.b.c', 'https://example.com/v1.2']);
    expect(findLinks('Go to https://example.com.').map((l) => l.url)).toEqual([
      'https://example.com/',
    ]);
  });

  it('reads IDN hosts, shortened in their punycode form', () => {
    const [link] = findLinks('Bestellt bei https://bücher.example/straße, danke');
    expect(link?.written).toBe('https://bücher.example/straße');
    expect(link?.url).toBe('https://xn--bcher-kva.example/stra%C3%9Fe');
  });

  it('leaves out what is not an http(s) address', () => {
    expect(
      findLinks('ftp://example.com mailto:a@b.c https:// http://... xhttps://example.com'),
    ).toEqual([]);
    expect(findLinks('<https://example.com/in-angles>').map((l) => l.written)).toEqual([
      'https://example.com/in-angles',
    ]);
  });
});
