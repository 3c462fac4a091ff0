import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLinks,
  encodeLinks,
  findIndexed,
  type IndexedLink,
} from '../../../lib/link-index/index-format';
import { SCOPE_A } from '../../support/history';

// The index's stored form (lib/link-index.ts): one string, a line per link, which the popup's
// early script searches without parsing the rest. Whatever the service sent, the search must
// find what a plain search of the links would, and nothing a line break or tab could forge.

const text = fc.oneof(fc.string(), fc.constantFrom('\t', '\n', '\r\n', '1\thttps://a.example/x\t'));
const address = fc.oneof(
  fc.constantFrom('https://a.example/x', 'https://a.example/x2', 'https://a.example/x\ty'),
  fc.webUrl(),
  text,
);
const link: fc.Arbitrary<IndexedLink> = fc.record({
  id: fc.integer({ min: 1 }),
  short_url: fc.oneof(fc.webUrl(), fc.constant('javascript:alert(1)'), text),
  original_url: address,
  domain_id: fc.constantFrom(null, 1, 12),
  title: fc.option(text, { nil: null }),
  created_at: fc.option(fc.constant('2026-11-24T12:00:00.000Z'), { nil: null }),
});

const stored = (links: IndexedLink[]) => ({ ...SCOPE_A, links: encodeLinks(links) });

describe('the stored links', () => {
  it('are found by the search as by a plain look through the links that can be kept', () => {
    fc.assert(
      fc.property(
        fc.array(link, { maxLength: 6 }),
        address,
        fc.constantFrom(null, 1, 12),
        (links, url, domain) => {
          const kept = decodeLinks(encodeLinks(links));
          const expected = kept.find((l) => l.original_url === url && l.domain_id === domain);
          expect(findIndexed(stored(links), SCOPE_A, url, domain)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keep every link whose addresses a browser could have, titles with their breaks made spaces', () => {
    const links: IndexedLink[] = [
      {
        id: 1,
        short_url: 'https://sho.rt/a',
        original_url: 'https://a.example/x',
        domain_id: null,
        title: 'A\ttab\nand a line',
        created_at: null,
      },
      {
        id: 2,
        short_url: 'https://sho.rt/b',
        original_url: 'https://a.example/x\ty',
        domain_id: 1,
        title: null,
        created_at: null,
      },
      {
        id: 3,
        short_url: 'javascript:alert(1)',
        original_url: 'https://a.example/z',
        domain_id: 12,
        title: null,
        created_at: null,
      },
    ];
    expect(decodeLinks(encodeLinks(links))).toEqual([{ ...links[0], title: 'A tab and a line' }]);
  });

  it("are never another scope's", () => {
    const links = decodeLinks(
      encodeLinks([
        {
          id: 1,
          short_url: 'https://sho.rt/a',
          original_url: 'https://a.example/x',
          domain_id: null,
          title: null,
          created_at: null,
        },
      ]),
    );
    expect(findIndexed(stored(links), SCOPE_A, 'https://a.example/x', null)?.id).toBe(1);
    expect(
      findIndexed(stored(links), { ...SCOPE_A, account: 'b' }, 'https://a.example/x', null),
    ).toBeUndefined();
    expect(
      findIndexed({ ...stored(links), links: links }, SCOPE_A, 'https://a.example/x', null),
    ).toBeUndefined();
  });
});
