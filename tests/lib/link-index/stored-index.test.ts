import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  findIndexed,
  type IndexedLink,
  loadIndex,
  saveIndex,
  storedIndex,
} from '../../../lib/link-index/stored-index';
import { SCOPE_A } from '../../support/history';

// The index's stored form: one string, a line per link, which the popup searches without
// parsing the rest. Whatever the service sent, the search must find what a plain search of the
// links read back would, and nothing a line break or tab could forge.

beforeEach(() => {
  fakeBrowser.reset();
});

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

/** The links saved, then the stored value and the links read back. */
async function saved(links: IndexedLink[]) {
  await saveIndex({ ...SCOPE_A, links, refreshed_at: 1, rebuilt_at: 1, gapless: true });
  return { stored: await storedIndex(), kept: (await loadIndex(SCOPE_A))?.links ?? [] };
}

describe('the stored links', () => {
  it('are found by the search as by a plain look through the links that can be kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(link, { maxLength: 6 }),
        address,
        fc.constantFrom(null, 1, 12),
        async (links, url, domain) => {
          const { stored, kept } = await saved(links);
          const expected = kept.find((l) => l.original_url === url && l.domain_id === domain);
          expect(findIndexed(stored, SCOPE_A, url, domain)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keep every link whose addresses a browser could have, titles with their breaks made spaces', async () => {
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
    expect((await saved(links)).kept).toEqual([{ ...links[0], title: 'A tab and a line' }]);
  });

  it("are never another scope's", async () => {
    const { stored, kept } = await saved([
      {
        id: 1,
        short_url: 'https://sho.rt/a',
        original_url: 'https://a.example/x',
        domain_id: null,
        title: null,
        created_at: null,
      },
    ]);
    expect(findIndexed(stored, SCOPE_A, 'https://a.example/x', null)?.id).toBe(1);
    const other = { ...SCOPE_A, account: 'b' };
    expect(findIndexed(stored, other, 'https://a.example/x', null)).toBeUndefined();
    expect(await loadIndex(other)).toBeUndefined();
    // Links kept as objects are of no shape the index reads.
    expect(
      findIndexed({ ...SCOPE_A, links: kept }, SCOPE_A, 'https://a.example/x', null),
    ).toBeUndefined();
  });
});
