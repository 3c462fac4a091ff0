import type { HistoryEntry } from '../../lib/history';

/** A service and account for history fixtures. */
export const SCOPE_A = { base_url: 'https://sho.rt/api/v1', account: 'aaaaaaaaaaaaaaaa' };

/** History entry number `n`, in SCOPE_A unless `over` says otherwise. */
export function historyEntry(n: number, over: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    short_url: `https://sho.rt/c${n}`,
    original_url: `https://example.com/page/${n}`,
    link_id: n,
    title: `Page ${n}`,
    domain_id: null,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    ...SCOPE_A,
    ...over,
  };
}
