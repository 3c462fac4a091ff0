import { type AccountScope, accountScope, inScope } from './account';
import { BaseUrlError, type BaseUrlProblem } from './api/base-url';
import { type ApiClient, type ClientOptions, createClient } from './api/client';
import { ApiError } from './api/errors';
import { createLink, deleteLink, getLink, isLinkGone, newLinkBody } from './api/links';
import type { Link } from './api/schemas/link';
import { forgetLink, type HistoryEntry, recentLinks, recordLink } from './history';
import { findKnownLink, pickReusable } from './known-link';
import { indexMade, storedIndex } from './link-index/stored-index';
import { oneNewLinkAtATime } from './new-link-lock';
import type { AccountConnection } from './storage/accounts';
import { loadConnection, loadPreferences, type Preferences } from './storage/preferences';
import { classifyUrl } from './urls';
import { tagUrl, type UtmTags } from './utm';
import { webUrl } from './web-url';

/** The one shortening flow for every surface; expected failures are outcomes, a bug rejects. */

export interface ShortenRequest {
  /** The tab's address, as the browser reports it. */
  url: string | null | undefined;
  title?: string;
  alias?: string;
  /** A domain of the account, null for the service's own; undefined takes the account's. */
  domainId?: number | null;
  /** UTM tags added first (lib/utm.ts): the tagged address is checked, sent, kept and reused. */
  utm?: UtmTags;
  /** Make a new link even if history knows one for this page. */
  force?: boolean;
  /** Only hand out a link history knows; make none (the popup, set to "let me choose first"). */
  onlyKnown?: boolean;
  /** Copy the short URL; undefined takes the auto-copy preference. */
  copy?: boolean;
  /** A link this one replaces (the popup's Customise): deleted once the new one exists. */
  replace?: HistoryEntry;
}

/** The client's options the caller may set: the All tabs run paces itself on onRateLimit. */
export interface ShortenDeps
  extends Pick<ClientOptions, 'fetch' | 'timeoutMs' | 'now' | 'onRateLimit'> {
  /** Defaults to the account in use. */
  connection?: AccountConnection;
  /** History and the link index, as a caller (the popup) began reading them with its own. */
  readAhead?: { history: Promise<HistoryEntry[]>; index: Promise<unknown> };
  /** Defaults to the stored preferences; read only when the request leaves the copy open. */
  preferences?: Pick<Preferences, 'autoCopy'>;
  /** The popup passes navigator.clipboard's writeText; the worker its offscreen document. */
  copy?: (text: string) => void | Promise<void>;
  /** Told the link as soon as it is known, before it is copied: the popup draws it then. */
  onLink?: (link: HistoryEntry, reused: boolean) => void;
  /** Told when the new link's request has gone out: the popup draws then, not sooner. */
  onRequest?: () => void;
  signal?: AbortSignal;
}

export type ShortenOutcome =
  | { kind: 'unshortenable'; reason: string }
  | { kind: 'no_key' }
  /** `onlyKnown`, and history has no live link for the page: nothing was made. */
  | { kind: 'choose' }
  | { kind: 'bad_base_url'; problem: BaseUrlProblem }
  | {
      kind: 'link';
      link: HistoryEntry;
      reused: boolean;
      copied: boolean;
      /** A reused link the service couldn't confirm (offline, 429, 5xx): kept, and said so. */
      unchecked?: boolean;
      /** The link history knew, gone from the service: this new one stands in for it. */
      dead?: HistoryEntry;
      /** `req.replace`, deleted on the service now that this one exists. */
      replaced?: HistoryEntry;
      /** `req.replace`, which the service would not delete (it stays in history). */
      notDeleted?: HistoryEntry;
    }
  | { kind: 'error'; error: ApiError }
  | { kind: 'aborted' };

type LinkOutcome = Extract<ShortenOutcome, { kind: 'link' }>;

export async function shorten(
  req: ShortenRequest,
  deps: ShortenDeps = {},
): Promise<ShortenOutcome> {
  const target = classifyUrl(tagUrl(req.url, req.utm));
  if (!target.ok) return { kind: 'unshortenable', reason: target.reason };
  // The page itself, before tags, recorded beside a tagged link: reopening the page finds it.
  const page = classifyUrl(req.url);
  const pageUrl = page.ok ? page.url : target.url;
  const alias = req.alias?.trim() || undefined;
  // An alias asks for a new link, which history cannot answer. History and the index are read
  // now, beside the settings; a broken store reads as "not shortened before".
  const fresh = req.force || alias;
  const history = fresh
    ? Promise.resolve([])
    : (deps.readAhead?.history ?? recentLinks()).catch(() => []);
  const index = fresh
    ? Promise.resolve(null)
    : (deps.readAhead?.index ?? storedIndex()).catch(() => null);
  const [connection, autoCopy] = await Promise.all([
    deps.connection ?? loadConnection(),
    req.copy ?? deps.preferences?.autoCopy ?? loadPreferences().then((p) => p.autoCopy),
  ]);
  if (connection.apiKey.trim() === '') return { kind: 'no_key' };
  let scope: AccountScope;
  try {
    scope = await accountScope(connection);
  } catch (e) {
    if (e instanceof BaseUrlError) return { kind: 'bad_base_url', problem: e.problem };
    throw e;
  }
  const domainId = req.domainId === undefined ? connection.domainId : req.domainId;
  const copy = async (link: HistoryEntry, reused: boolean): Promise<LinkOutcome> => {
    // Shown first, then copied: the clipboard never holds the link back.
    try {
      deps.onLink?.(link, reused);
    } catch {
      // A surface that failed to draw still gets the outcome, and the copy.
    }
    const copied = autoCopy && (await tryCopy(deps.copy, link.short_url));
    return { kind: 'link', link, reused, copied };
  };

  const { fetch, timeoutMs, now = Date.now, onRateLimit } = deps;
  const client = createClient({ ...connection, fetch, timeoutMs, now, onRateLimit });

  const found = findKnownLink(
    await history,
    await index,
    scope,
    target.url,
    { asked: req.domainId, chosen: domainId },
    now(),
  );
  const known = found?.link;
  // A link from another device or the dashboard is recorded, so Recent links show it.
  const indexedRecord = found?.indexed ? recordLink(found.link).catch(() => {}) : undefined;
  let dead: HistoryEntry | undefined;
  if (known) {
    // Handed out at once (shown, copied), then checked: a link deleted on the service is
    // never handed out again. A check that can't run keeps the link, and says so.
    const reused = await copy(known, true);
    await indexedRecord;
    try {
      await getLink(client, known.link_id, { signal: deps.signal, timeoutMs: CHECK_MS });
      return reused;
    } catch (e) {
      if (deps.signal?.aborted) return reused;
      if (!isLinkGone(e)) return { ...reused, unchecked: true };
    }
    await forgetLink(scope, known.link_id).catch(() => {});
    dead = known;
  }
  if (deps.signal?.aborted) return { kind: 'aborted' };
  if (req.onlyKnown) return { kind: 'choose' };

  // The request goes out at once; one caller at a time records a link for a page
  // (new-link-lock.ts), and one that waited hands out the other's link and deletes its own.
  const body = newLinkBody(target.url, { title: req.title, alias, domainId });
  const creating = createLink(client, body, { signal: deps.signal });
  deps.onRequest?.();
  creating.catch(() => {}); // read below, where its failure is said
  const make = async (waited: boolean): Promise<ShortenOutcome> => {
    if (waited) {
      const others = await recentLinks().catch(() => []);
      const other = pickReusable(others, scope, target.url, req.domainId);
      if (other) {
        const handed = copy(other, true);
        await creating.then((mine) => deleteLink(client, mine.id)).catch(() => {});
        return handed;
      }
    }
    let link: Link;
    try {
      link = await creating;
    } catch (e) {
      if (deps.signal?.aborted) return { kind: 'aborted' };
      if (e instanceof ApiError) return { kind: 'error', error: e };
      throw e;
    }
    // The popup shows, copies and encodes this address: never anything but a web link.
    const shortUrl = webUrl(link.short_url);
    if (!shortUrl) {
      const host = new URL(scope.base_url).host;
      return { kind: 'error', error: new ApiError('bad_response', { host, unusable: 'shape' }) };
    }

    const entry: HistoryEntry = {
      short_url: shortUrl,
      original_url: target.url,
      ...(pageUrl !== target.url && { page: pageUrl }),
      link_id: link.id,
      title: link.title ?? body.title ?? null,
      // What was asked, so the next lookup matches even if the service leaves the field out.
      domain_id: domainId,
      created_at: link.created_at ?? new Date(now()).toISOString(),
      ...scope,
    };
    // Recorded even if the caller has gone (popup closed, request superseded); then not copied.
    const recorded = recordLink(entry).catch(() => {});
    const outcome: Promise<LinkOutcome> = deps.signal?.aborted
      ? Promise.resolve({ kind: 'link', link: entry, reused: false, copied: false })
      : copy(entry, false);
    const old = req.replace && inScope(req.replace, scope) ? req.replace : undefined;
    const deleted = old ? deleteReplaced(old, scope, client) : Promise.resolve(true);
    // Indexed too (history keeps only 20; All tabs reuses from the index), after the deletion.
    const indexed = deleted.then(() => indexMade(scope, { ...entry, id: link.id })).catch(() => {});
    const [, , result, gone] = await Promise.all([recorded, indexed, outcome, deleted]);
    return { ...result, dead, ...(old && (gone ? { replaced: old } : { notDeleted: old })) };
  };
  return fresh ? make(false) : oneNewLinkAtATime(target.url, make);
}

/** A reused link's check: quick, as the link is already shown and copied meanwhile. */
const CHECK_MS = 5000;

/** Deletes the link a new one replaces; true once it is gone (also if it already was). */
async function deleteReplaced(old: HistoryEntry, scope: AccountScope, client: ApiClient) {
  const gone = await deleteLink(client, old.link_id).then(() => true, isLinkGone);
  if (gone) await forgetLink(scope, old.link_id).catch(() => {});
  return gone;
}

/** A clipboard that refuses (no focus, no permission) must not lose the link. */
async function tryCopy(copy: ShortenDeps['copy'], text: string): Promise<boolean> {
  if (!copy) return false;
  try {
    await copy(text);
    return true;
  } catch {
    return false;
  }
}
