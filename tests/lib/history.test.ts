import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountFingerprint } from '../../lib/account';
import {
  forgetLink,
  HISTORY_LIMIT,
  type HistoryEntry,
  historyItem,
  recentLinks,
  recordLink,
  watchHistory,
} from '../../lib/history';
import { historyEntry, SCOPE_A } from '../support/history';

const A = SCOPE_A;
const B = { base_url: 'https://sho.rt/api/v1', account: 'bbbbbbbbbbbbbbbb' };

const entry = historyEntry;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('accountFingerprint', () => {
  it('is the first 16 hex characters of the SHA-256 of the key', async () => {
    // sha256("demo-pro-key"), computed independently with node:crypto.
    const { createHash } = await import('node:crypto');
    const full = createHash('sha256').update('demo-pro-key').digest('hex');
    expect(await accountFingerprint('demo-pro-key')).toBe(full.slice(0, 16));
  });

  it('tells keys apart, ignores surrounding blanks, and never contains the key', async () => {
    const a = await accountFingerprint('demo-pro-key');
    expect(await accountFingerprint('  demo-pro-key\n')).toBe(a);
    expect(await accountFingerprint('demo-pro2-key')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('the history store', () => {
  it('starts empty', async () => {
    expect(await recentLinks()).toEqual([]);
  });

  it('keeps newest first and stops at the limit', async () => {
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) await recordLink(entry(n));
    const ids = (await recentLinks()).map((e) => e.link_id);
    expect(ids).toHaveLength(HISTORY_LIMIT);
    expect(ids[0]).toBe(HISTORY_LIMIT + 5);
    expect(ids.at(-1)).toBe(6);
  });

  it('holds one entry per link: recording it again moves it to the front', async () => {
    await recordLink(entry(1));
    await recordLink(entry(2));
    await recordLink(entry(1, { title: 'Renamed' }));
    const all = await recentLinks();
    expect(all.map((e) => [e.link_id, e.title])).toEqual([
      [1, 'Renamed'],
      [2, 'Page 2'],
    ]);
  });

  it('treats the same link id in another account or service as another link', async () => {
    await recordLink(entry(1));
    await recordLink(entry(1, B));
    await recordLink(entry(1, { base_url: 'https://other.example/api/v1' }));
    expect(await recentLinks()).toHaveLength(3);
    expect(await recentLinks(A)).toEqual([entry(1)]);
  });

  it('loses nothing when several records race', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((n) => recordLink(entry(n))));
    expect((await recentLinks()).map((e) => e.link_id).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lives in local storage under one key, not in sync', async () => {
    await recordLink(entry(1));
    const local = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(local)).toContain('history');
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('skips stored entries of a foreign shape rather than failing', async () => {
    const bad = [{ short_url: 1 }, null, 'x', { ...entry(9), link_id: '9' }];
    await historyItem.setValue([entry(1), ...(bad as unknown as HistoryEntry[])]);
    expect(await recentLinks()).toEqual([entry(1)]);
    await recordLink(entry(2));
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([2, 1]);
  });

  it('forgets one link, in its account only', async () => {
    await recordLink(entry(1));
    await recordLink(entry(2));
    await recordLink(entry(2, B));
    await forgetLink(A, 2);
    expect((await recentLinks()).map((e) => [e.link_id, e.account])).toEqual([
      [2, B.account],
      [1, A.account],
    ]);
  });

  it('tells watchers of every change', async () => {
    const seen: number[][] = [];
    const unwatch = watchHistory((all) => seen.push(all.map((e) => e.link_id)));
    await recordLink(entry(1));
    await recordLink(entry(2));
    unwatch();
    await recordLink(entry(3));
    expect(seen).toEqual([[1], [2, 1]]);
  });
});
