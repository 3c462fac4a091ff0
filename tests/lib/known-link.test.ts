import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { findKnownLink } from '../../lib/known-link';
import { saveIndex, storedIndex } from '../../lib/link-index/stored-index';
import { SCOPE_A as A, historyEntry as entry } from '../support/history';

const B = { base_url: 'https://sho.rt/api/v1', account: 'bbbbbbbbbbbbbbbb' };
const url = 'https://example.com/page/1';
const own = { chosen: null };

beforeEach(() => {
  fakeBrowser.reset();
});

describe('a link known from history', () => {
  it('is the link made for the same page, service and account', () => {
    expect(findKnownLink([entry(1)], null, A, url, own)).toEqual({
      link: entry(1),
      indexed: false,
    });
  });

  it('is the newest made for the page, whatever its domain or tags', () => {
    const two = entry(2, { original_url: url, domain_id: 3 });
    const tagged = `${url}?utm_source=news`;
    const three = entry(3, { original_url: tagged, page: url });
    const find = (address: string, asked?: number | null) =>
      findKnownLink([three, two, entry(1)], null, A, address, { asked, chosen: null })?.link
        .link_id;
    expect(find(url)).toBe(3);
    // Asked for with its tags, it is found too; with other tags, nothing.
    expect(find(tagged)).toBe(3);
    expect(find(`${url}?utm_source=mail`)).toBeUndefined();
    // A domain asked for must match.
    expect(find(url, 3)).toBe(2);
    expect(find(url, 4)).toBeUndefined();
    expect(find(url, null)).toBe(3);
  });

  it.each([
    ['another account', B, url],
    ['another service', { ...A, base_url: 'https://other.example/api/v1' }, url],
    ['another page', A, 'https://example.com/page/2'],
  ])('is none for %s', (_, scope, u) => {
    expect(findKnownLink([entry(1)], null, scope, u, own)).toBeUndefined();
  });
});

describe("a link known from the account's index", () => {
  const indexed = {
    id: 7,
    short_url: 'https://sho.rt/i7',
    original_url: url,
    domain_id: null,
    title: 'Made elsewhere',
    created_at: null,
  };

  it('comes after history, for the domain the link would be made on', async () => {
    await saveIndex({ ...A, links: [indexed], refreshed_at: 1, rebuilt_at: 1, gapless: true });
    const index = await storedIndex();
    expect(findKnownLink([entry(1)], index, A, url, own)?.link.link_id).toBe(1);
    const found = findKnownLink([], index, A, url, own, Date.UTC(2026, 0, 2));
    expect(found).toEqual({
      indexed: true,
      link: {
        short_url: 'https://sho.rt/i7',
        original_url: url,
        link_id: 7,
        title: 'Made elsewhere',
        domain_id: null,
        created_at: '2026-01-02T00:00:00.000Z',
        ...A,
      },
    });
    expect(findKnownLink([], index, A, url, { chosen: 12 })).toBeUndefined();
    expect(findKnownLink([], index, B, url, own)).toBeUndefined();
  });
});
