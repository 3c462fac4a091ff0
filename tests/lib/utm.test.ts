import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  loadPresets,
  savePreset,
  storePresets,
  tagsOf,
  tagUrl,
  UTM_KEYS,
  UTM_PRESETS_MAX,
  type UtmPreset,
  type UtmTags,
  usedTags,
  withPreset,
} from '../../lib/utm';

const query = (url: string) => new URL(url).search.slice(1).split('&').filter(Boolean);
const params = (url: string) => [...new URL(url).searchParams];
const ALL: UtmTags = {
  source: 'newsletter',
  medium: 'email',
  campaign: 'spring',
  term: 'shoes',
  content: 'top',
};

describe('tagUrl', () => {
  it('adds each tag given as utm_<key>, readable back with URLSearchParams', () => {
    const tagged = tagUrl('https://example.com/page', ALL);
    const read = new URL(tagged).searchParams;
    for (const key of UTM_KEYS) expect(read.get(`utm_${key}`)).toBe(ALL[key]);
    expect(new URL(tagged).pathname).toBe('/page');
  });

  it.each([
    'https://example.com/a?ref=home&id=42',
    'https://example.com/a?flag&x=%20y&x=2',
    'https://example.com/a?q=a+b&sort=-date#section-2',
    'http://example.com:8080/?utm_source=old&utm_id=7',
    'https://example.com/#only-a-fragment',
  ])('keeps the rest of %s as it was written, in order, and the fragment', (page) => {
    const tagged = tagUrl(page, { source: 'news', medium: 'email' });
    const before = new URL(page);
    const after = new URL(tagged);
    const untouched = (url: string) => query(url).filter((p) => !/^utm_(source|medium)=/.test(p));
    expect(untouched(tagged)).toEqual(untouched(page));
    expect(after.hash).toBe(before.hash);
    expect(after.origin + after.pathname).toBe(before.origin + before.pathname);
    expect(after.searchParams.getAll('utm_source')).toEqual(['news']);
    expect(after.searchParams.getAll('utm_medium')).toEqual(['email']);
  });

  it('replaces a utm_* parameter of the same name, however it was encoded, and no other', () => {
    const page = 'https://example.com/?utm_source=old&utm%5Fsource=older&utm_campaign=kept';
    const tagged = tagUrl(page, { source: 'new' });
    expect(params(tagged)).toEqual([
      ['utm_campaign', 'kept'],
      ['utm_source', 'new'],
    ]);
  });

  it('trims each value at both ends, keeps inner spaces and case, and adds nothing for an empty one', () => {
    const tagged = tagUrl('https://example.com/', {
      source: '  Spring Newsletter ',
      medium: '   ',
      campaign: '',
    });
    expect(params(tagged)).toEqual([['utm_source', 'Spring Newsletter']]);
    expect(tagged).toContain('utm_source=Spring%20Newsletter');
  });

  it('encodes what would otherwise end or split the value', () => {
    const value = 'a&b=c#d?e/ü+%';
    const tagged = tagUrl('https://example.com/?x=1', { campaign: value });
    expect(new URL(tagged).searchParams.get('utm_campaign')).toBe(value);
    expect(new URL(tagged).hash).toBe('');
    expect(new URL(tagged).searchParams.get('x')).toBe('1');
  });

  it('gives the same address when tagged twice with the same tags', () => {
    const once = tagUrl('https://example.com/?a=1#f', ALL);
    expect(tagUrl(once, ALL)).toBe(once);
  });

  it.each([[{}], [undefined], [{ source: ' ', term: '' }]])(
    'returns the address unchanged when no tag is used (%j)',
    (tags) => {
      const page = 'https://example.com/a?flag&b=%7E';
      expect(tagUrl(page, tags)).toBe(page);
    },
  );

  it.each([
    'chrome://extensions',
    'mailto:someone@example.com',
    'not an address',
    '',
    null,
    undefined,
  ])('leaves %j unchanged, for the flow to explain', (address) => {
    expect(tagUrl(address, ALL)).toBe(address);
  });
});

describe('usedTags', () => {
  it('lists the tags that add something, in the order of UTM_KEYS', () => {
    expect(usedTags({ content: ' c ', source: 's', medium: '' })).toEqual([
      ['source', 's'],
      ['content', 'c'],
    ]);
  });
});

describe('withPreset', () => {
  const preset = (name: string): UtmPreset => ({ name, tags: { source: name } });

  it('adds a new preset last, its name and values trimmed and empty tags left out', () => {
    const next = withPreset([preset('a')], '  Newsletter ', {
      source: ' news ',
      medium: '',
      campaign: 'spring',
    });
    expect(next).toEqual([
      preset('a'),
      { name: 'Newsletter', tags: { source: 'news', campaign: 'spring' } },
    ]);
  });

  it('replaces a preset of the same name where it stands', () => {
    const next = withPreset([preset('a'), preset('b'), preset('c')], 'b', { medium: 'social' });
    expect(next?.map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(next?.[1]).toEqual({ name: 'b', tags: { medium: 'social' } });
  });

  it('saves nothing without a name or without a tag', () => {
    expect(withPreset([], '  ', { source: 'x' })).toBeUndefined();
    expect(withPreset([], 'Name', { source: '  ' })).toBeUndefined();
  });

  it(`keeps at most ${UTM_PRESETS_MAX}: a new name is refused when full, an existing one still saved`, () => {
    const full = Array.from({ length: UTM_PRESETS_MAX }, (_, i) => preset(`p${i}`));
    expect(withPreset(full, 'one more', { source: 'x' })).toBeUndefined();
    expect(withPreset(full, 'p3', { source: 'x' })?.[3]).toEqual({
      name: 'p3',
      tags: { source: 'x' },
    });
  });
});

describe('stored presets', () => {
  beforeEach(() => fakeBrowser.reset());

  it('start empty, and keep what is saved, in order', async () => {
    expect(await loadPresets()).toEqual([]);
    expect(await savePreset('Newsletter', { source: 'news', medium: 'email' })).toBe(true);
    expect(await savePreset('Social', { source: 'mastodon' })).toBe(true);
    expect(await loadPresets()).toEqual([
      { name: 'Newsletter', tags: { source: 'news', medium: 'email' } },
      { name: 'Social', tags: { source: 'mastodon' } },
    ]);
  });

  it('refuses a new one when full, and leaves the stored ones as they were', async () => {
    const full = Array.from({ length: UTM_PRESETS_MAX }, (_, i) => ({
      name: `p${i}`,
      tags: { source: `s${i}` },
    }));
    await storePresets(full);
    expect(await savePreset('one more', { source: 'x' })).toBe(false);
    expect(await loadPresets()).toEqual(full);
  });

  it('skip entries of a foreign shape rather than failing', async () => {
    await fakeBrowser.storage.local.set({
      utmPresets: [
        { name: 'Good', tags: { source: 'a' } },
        { name: '', tags: { source: 'a' } },
        { name: 'Bad value', tags: { source: 1 } },
        { name: 'Unknown key', tags: { utm_id: 'a' } },
        'text',
        null,
      ],
    });
    expect(await loadPresets()).toEqual([{ name: 'Good', tags: { source: 'a' } }]);
    await fakeBrowser.storage.local.set({ utmPresets: { not: 'a list' } });
    expect(await loadPresets()).toEqual([]);
  });
});

describe('tagsOf', () => {
  it('the UTM tags an address added to its page, by field; others and unknown names left out', () => {
    const page = 'https://example.com/a?utm_source=site&x=1';
    const tagged =
      'https://example.com/a?utm_source=news&x=1&utm_medium=mail&utm_id=7&utm_term=a%3Db';
    expect(tagsOf(tagged, page)).toEqual({ source: 'news', medium: 'mail', term: 'a=b' });
    expect(tagsOf(page, page)).toEqual({});
    expect(tagsOf('https://example.com/?utm_source=x', undefined)).toEqual({});
  });
});
