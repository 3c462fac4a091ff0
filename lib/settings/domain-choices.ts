import { storage } from 'wxt/utils/storage';
import { type AccountScope, accountScope, inScope } from '../account';
import { createClient } from '../api/client';
import { listDomains } from '../api/domains';
import type { Domain } from '../api/schemas/domain';
import { checkedItem, isId, isText, isTime, shaped } from '../storage/checked';
import type { Connection } from '../storage/preferences';

export type DomainChoice = Pick<Domain, 'id' | 'name'>;

/** The account's domains as last fetched, so the popup's domain choice needs no request. */
type DomainCache = AccountScope & { fetched_at: number; domains: DomainChoice[] };

const isDomain = shaped({ id: isId, name: isText });

export const domainCacheItem = checkedItem(
  storage.defineItem<DomainCache | null>('local:domainCache', { fallback: null, version: 1 }),
  shaped<DomainCache>({
    base_url: isText,
    account: isText,
    fetched_at: isTime,
    domains: (v) => Array.isArray(v) && v.every((d) => isDomain(d) !== null),
  }),
);

/**
 * Fresh enough for a choice list: a domain added on the service's site shows within minutes; one
 * added, edited or deleted in the side panel at once (it drops this cache, domain-queries.ts).
 */
const MAX_AGE_MS = 10 * 60_000;

/** The account's domains: cached when fresh and this account's, else one GET /domains. */
export async function domainChoices(
  connection: Connection,
  options: { fetch?: typeof fetch; signal?: AbortSignal; now?: () => number } = {},
): Promise<DomainChoice[]> {
  const now = (options.now ?? Date.now)();
  const client = createClient({ ...connection, fetch: options.fetch });
  const scope = await accountScope(connection);
  const cached = await domainCacheItem.getValue();
  if (cached && inScope(cached, scope) && now - cached.fetched_at < MAX_AGE_MS) {
    return cached.domains;
  }
  const page = await listDomains(client, { per_page: 100 }, { signal: options.signal });
  const domains = page.data.map((d) => ({ id: d.id, name: d.name }));
  await domainCacheItem.setValue({ ...scope, fetched_at: now, domains });
  return domains;
}
