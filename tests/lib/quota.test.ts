import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HISTORY_LIMIT, historyItem, recentLinks, recordLink } from '../../lib/history';
import { type IndexedLink, loadIndex, saveIndex } from '../../lib/link-index/stored-index';
import { panelCacheItem, savePanelCache } from '../../lib/panel/saved-panel';
import { isQuotaError } from '../../lib/storage/quota';
import { historyEntry, SCOPE_A } from '../support/history';

// Issue 27 §3: storage that is full. The fake browser's storage.local is given Chrome's rule
// (a write that would take the area over its quota is refused, "QUOTA_BYTES quota exceeded"),
// with a small quota, so a list that grows meets it.
const CHROME_QUOTA = 'QUOTA_BYTES quota exceeded';

/** What Chrome counts: each key's length plus its value's JSON. */
const bytesOf = (items: Record<string, unknown>) =>
  Object.entries(items).reduce((n, [k, v]) => n + k.length + JSON.stringify(v).length, 0);

/** From now on, writes that would take storage.local over `quota` bytes are refused. */
function fillTo(quota: number, error: () => unknown = () => new Error(CHROME_QUOTA)) {
  const local = fakeBrowser.storage.local;
  const set = local.set.bind(local);
  const refused: string[] = [];
  vi.spyOn(local, 'set').mockImplementation(async (items) => {
    const after = { ...(await local.get()), ...items };
    if (bytesOf(after) > quota) {
      refused.push(...Object.keys(items));
      throw error();
    }
    return set(items);
  });
  return refused;
}

const usedBytes = async () => bytesOf(await fakeBrowser.storage.local.get());

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('isQuotaError', () => {
  it.each([
    ['Chrome', new Error(CHROME_QUOTA)],
    ['Chrome, sync per item', new Error('QUOTA_BYTES_PER_ITEM quota exceeded')],
    ['Firefox, IndexedDB', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['Firefox, older', { name: 'NS_ERROR_DOM_QUOTA_REACHED', message: '' }],
  ])('knows %s', (_, error) => {
    expect(isQuotaError(error)).toBe(true);
  });

  it.each([
    ['another error', new Error('Failed to fetch')],
    ['a string', 'QUOTA'],
    ['nothing', undefined],
  ])('is not fooled by %s', (_, error) => {
    expect(isQuotaError(error)).toBe(false);
  });
});

describe('history in a full storage', () => {
  it('drops its oldest entries until the new link fits, and keeps it first', async () => {
    for (let n = 1; n <= HISTORY_LIMIT; n++) await recordLink(historyEntry(n));
    // Room for the history as it is, and for nothing more.
    const quota = await usedBytes();
    const refused = fillTo(quota);
    const big = historyEntry(100, { title: 'A long title '.repeat(40) });
    await recordLink(big);
    const kept = await recentLinks();
    expect(refused).toContain('history');
    expect(kept[0]).toEqual(big);
    // The oldest went (entry 1 was recorded first), the newest stayed, in order.
    expect(kept.length).toBeLessThan(HISTORY_LIMIT);
    expect(kept.slice(1).map((e) => e.link_id)).toEqual(
      Array.from({ length: kept.length - 1 }, (_, i) => HISTORY_LIMIT - i),
    );
    expect(await usedBytes()).toBeLessThanOrEqual(quota);
  });

  it('a write refused for another reason is not taken for a full storage', async () => {
    await recordLink(historyEntry(1));
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('Extension context invalidated.'),
    );
    await expect(recordLink(historyEntry(2))).rejects.toThrow('context invalidated');
    expect(await historyItem.getValue()).toHaveLength(1);
  });

  it('Firefox’s QuotaExceededError trims as well', async () => {
    for (let n = 1; n <= 5; n++) await recordLink(historyEntry(n));
    fillTo(await usedBytes(), () => new DOMException('quota', 'QuotaExceededError'));
    await recordLink(historyEntry(6, { title: 'x'.repeat(200) }));
    const ids = (await recentLinks()).map((e) => e.link_id);
    expect(ids[0]).toBe(6);
    expect(ids).not.toContain(1);
  });
});

const link = (id: number): IndexedLink => ({
  id,
  short_url: `https://sho.rt/i${id}`,
  original_url: `https://example.com/indexed/${id}`,
  title: null,
  domain_id: null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('the index of links in a full storage', () => {
  it('keeps its newest links, still gapless, when all of them do not fit', async () => {
    fillTo(6_000);
    const links = Array.from({ length: 400 }, (_, i) => link(400 - i));
    await saveIndex({ ...SCOPE_A, links, refreshed_at: 1, rebuilt_at: 1, gapless: true });
    const index = await loadIndex(SCOPE_A);
    expect(index?.links.length).toBeGreaterThan(0);
    expect(index?.links.length).toBeLessThan(400);
    // Newest first, none missing between them.
    expect(index?.links.map((l) => l.id)).toEqual(
      links.slice(0, index?.links.length).map((l) => l.id),
    );
    expect(index?.gapless).toBe(true);
  });
});

describe("the side panel's cache in a full storage", () => {
  it('is dropped rather than left stale', async () => {
    await savePanelCache({ scope: 's', saved_at: 1, state: { old: true } });
    fillTo(await usedBytes());
    await savePanelCache({ scope: 's', saved_at: 2, state: { big: 'x'.repeat(5_000) } });
    expect(await panelCacheItem.getValue()).toBeNull();
  });
});
