import { accountScope } from '../../account';
import { createClient } from '../../api/client';
import { listLinks } from '../../api/links';
import { recordLink } from '../../history';
import { indexedEntry } from '../../known-link';
import { indexedLink } from '../../link-index/stored-index';
import type { ShortenDeps } from '../../shorten';
import { accountConnection } from '../../storage/accounts';
import { classifyUrl } from '../../urls';

/** Did the service make this address's link already? Found, it goes into history. */

export type LookupDeps = Pick<ShortenDeps, 'connection' | 'fetch' | 'now'>;

/** How long the look-up may take: the retry waits on it, and sends anyway when it fails. */
const LOOKUP_MS = 10_000;

/** The id of the account's link for this address, now in history; undefined if none is known. */
export async function findOnService(
  url: string,
  deps: LookupDeps = {},
  account?: string,
): Promise<number | undefined> {
  const target = classifyUrl(url);
  if (!target.ok) return undefined;
  try {
    const connection = deps.connection ?? (await accountConnection(account));
    if (connection.apiKey.trim() === '') return undefined;
    const scope = await accountScope(connection);
    const client = createClient({ ...connection, fetch: deps.fetch, now: deps.now });
    const page = await listLinks(
      client,
      { search: target.url, per_page: 100 },
      { timeoutMs: LOOKUP_MS },
    );
    const found = page.data
      .filter(
        (l) =>
          l.original_url === target.url &&
          // A link the service gives no domain_id is on its own domain (null).
          // The domain the request was sent with: the handlers' requests take the account's.
          (l.domain_id ?? null) === connection.domainId,
      )
      // As the index keeps a link: only one whose short link is a web address.
      .map(indexedLink)
      .find((l) => l !== undefined);
    if (!found) return undefined;
    await recordLink(indexedEntry(found, scope, (deps.now ?? Date.now)()));
    return found.id;
  } catch {
    // No look-up: the flow decides (a link the service had made gets a second: never one lost).
    return undefined;
  }
}
