import { storage } from 'wxt/utils/storage';
import { type AccountScope, inScope } from '../account';
import * as z from '../api/schemas/zod';
import { decodeLinks, encodeLinks, type LinkIndex } from '../link-index';

/**
 * The index of the account's links (lib/link-index.ts), one account's at a time: the account in
 * the settings. In `local`: it is rebuilt from the service, but the popup reads it on every
 * click, with the settings and history, in the early script's one storage read.
 */
const linkIndexItem = storage.defineItem<unknown>('local:linkIndex', {
  fallback: null,
  version: 1,
});

/** The links are one string (lib/link-index.ts: encodeLinks), read line by line. */
const Stored = z.object({
  base_url: z.string(),
  account: z.string(),
  links: z.string(),
  refreshed_at: z.number(),
  rebuilt_at: z.number(),
  gapless: z.boolean(),
  wait_until: z.optional(z.number()),
});

/** The stored value as it is, for findIndexed (lib/link-index.ts), which tests what it uses. */
export const storedIndex = (): Promise<unknown> => linkIndexItem.getValue();

/** This scope's index, or undefined (none yet, another account's, or of a foreign shape). */
export async function loadIndex(scope: AccountScope): Promise<LinkIndex | undefined> {
  const parsed = Stored.safeParse(await linkIndexItem.getValue());
  if (!parsed.success || !inScope(parsed.data, scope)) return undefined;
  return { ...parsed.data, links: decodeLinks(parsed.data.links) };
}

export const saveIndex = (index: LinkIndex): Promise<void> =>
  linkIndexItem.setValue({ ...index, links: encodeLinks(index.links) });

/**
 * A link the service no longer has (deleted here, or found gone): out of the index at once,
 * rather than at the next rebuild.
 */
export async function forgetIndexed(scope: AccountScope, linkId: number): Promise<void> {
  const index = await loadIndex(scope);
  if (!index?.links.some((l) => l.id === linkId)) return;
  await saveIndex({ ...index, links: index.links.filter((l) => l.id !== linkId) });
}
