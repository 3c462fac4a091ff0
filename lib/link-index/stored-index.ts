import { storage } from 'wxt/utils/storage';
import { type AccountScope, inScope } from '../account';
import { isObject } from '../is-object';
import { withoutOlderHalf, writeShrinking } from '../storage/quota';
import { decodeLinks, encodeLinks, type IndexedLink, type LinkIndex } from './index-format';

/**
 * The index of the account's links (lib/link-index.ts), one account's at a time: the account in
 * the settings. In `local`: it is rebuilt from the service, but the popup reads it on every
 * click, with the settings and history. Read by hand
 * rather than with zod: the popup's share of this module (storedIndex, forgetIndexed) would
 * otherwise carry a schema it never uses, over its size budget.
 */
const linkIndexItem = storage.defineItem<unknown>('local:linkIndex', {
  fallback: null,
  version: 1,
});

/** The stored value as it is, for findIndexed (lib/link-index.ts), which tests what it uses. */
export const storedIndex = (): Promise<unknown> => linkIndexItem.getValue();

const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** This scope's index, or undefined (none yet, another account's, or of a foreign shape). */
export async function loadIndex(scope: AccountScope): Promise<LinkIndex | undefined> {
  const v = await storedIndex();
  if (!isObject(v) || typeof v.links !== 'string') return undefined;
  if (!inScope(v as unknown as AccountScope, scope)) return undefined;
  const waitUntil = time(v.wait_until);
  return {
    ...scope,
    links: decodeLinks(v.links),
    refreshed_at: time(v.refreshed_at) ?? 0,
    rebuilt_at: time(v.rebuilt_at) ?? 0,
    gapless: v.gapless === true,
    ...(waitUntil === undefined ? {} : { wait_until: waitUntil }),
  };
}

/** Lines newest first: with storage full, the older half goes, and what is left is still gapless. */
const store = (index: Record<string, unknown>, lines: string[]) =>
  writeShrinking(
    (kept) => linkIndexItem.setValue({ ...index, links: kept.join('\n') }),
    lines,
    withoutOlderHalf,
  );

export const saveIndex = (index: LinkIndex): Promise<void> =>
  store({ ...index }, encodeLinks(index.links).split('\n'));

/**
 * A link made here: first in the index at once, as the service now lists it first, so the next
 * All tabs run (or the popup) finds it without a request; history keeps only 20. The index is
 * then no longer known to be gapless: 150 new links would fill the page the next refresh stops
 * at, hiding a link made meanwhile on another device, so that refresh reads from the top again.
 */
export async function indexMade(scope: AccountScope, link: IndexedLink): Promise<void> {
  const line = encodeLinks([link]);
  const v = await storedIndex();
  const ours =
    isObject(v) && typeof v.links === 'string' && inScope(v as unknown as AccountScope, scope);
  // The worker's bound (lib/background/link-index.ts: 5 pages of 100).
  const old = ours && v.links ? String(v.links).split('\n', 499) : [];
  const base = ours ? v : { ...scope, refreshed_at: 0, rebuilt_at: 0 };
  if (line) await store({ ...base, gapless: false }, [line, ...old]);
}

/**
 * A link the service no longer has (deleted here, or found gone): out of the index at once,
 * rather than at the next full read. Its line goes, the rest is left as stored.
 */
export async function forgetIndexed(scope: AccountScope, linkId: number): Promise<void> {
  const v = await storedIndex();
  if (!isObject(v) || typeof v.links !== 'string') return;
  if (!inScope(v as unknown as AccountScope, scope)) return;
  // The id is a line's third field (lib/link-index.ts).
  const lines = v.links.split('\n');
  const kept = lines.filter((line) => line.split('\t')[2] !== String(linkId));
  if (kept.length < lines.length) await linkIndexItem.setValue({ ...v, links: kept.join('\n') });
}

/**
 * A link edited here (lib/link-edit.ts): its line takes the new short link, destination and
 * title at once, so the popup finds the link for its new destination, and no longer for the old.
 * Its place and creation time are kept; a line the index couldn't hold any more is dropped.
 */
export async function updateIndexed(
  scope: AccountScope,
  link: Pick<IndexedLink, 'id' | 'short_url' | 'original_url'> & {
    title?: string | null;
    domain_id?: number | null;
  },
): Promise<void> {
  const v = await storedIndex();
  if (!isObject(v) || typeof v.links !== 'string') return;
  if (!inScope(v as unknown as AccountScope, scope)) return;
  const [old] = decodeLinks(
    v.links.split('\n').find((line) => line.split('\t')[2] === String(link.id)) ?? '',
  );
  if (!old) return;
  const line = encodeLinks([
    {
      ...old,
      short_url: link.short_url,
      original_url: link.original_url,
      title: link.title ?? null,
      domain_id: link.domain_id === undefined ? old.domain_id : link.domain_id,
    },
  ]);
  const lines = v.links
    .split('\n')
    .flatMap((l) => (l.split('\t')[2] === String(link.id) ? (line ? [line] : []) : [l]));
  await store(v, lines);
}
