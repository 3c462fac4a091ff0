import type { Browser } from 'wxt/browser';
import { accountScope, scopeKey } from '../account';
import { createClient } from '../api/client';
import { ApiError } from '../api/errors';
import { listLinks } from '../api/links';
import { escapeHtml as escapeXml } from '../copy-formats';
import { t } from '../i18n';
import { type IndexedLink, indexedLink } from '../link-index/stored-index';
import type { ShortenDeps } from '../shorten';
import { loadConnection } from '../storage/preferences';
import { withoutScheme } from '../web-url';

/**
 * `sl <words>`: after a pause, one GET /links?search= a query, kept a minute; none during a 429's
 * wait. A suggestion's content is its short link, copied on Enter (`offered`).
 */

/** The most suggestions shown (the address bar shows a handful anyway). */
const SUGGESTIONS = 5;
/** How long typing must pause before a search is sent. */
const PAUSE_MS = 250;
/** How long an answer is reused for the same query (in memory: the worker may stop). */
export const CACHE_MS = 60_000;
/** A search that takes longer is no use to someone typing. */
const SEARCH_TIMEOUT_MS = 5000;

/** What a suggestion shows of a link; `short_url` is always a web address (lib/web-url.ts). */
type FoundLink = Pick<IndexedLink, 'short_url' | 'original_url' | 'title'>;

/** The fields of omnibox.SuggestResult both browsers take. */
export type Suggestion = Pick<Browser.omnibox.SuggestResult, 'content' | 'description'>;

/** `text` with the query's words in Chrome's `<match>`, the rest escaped; Firefox's as it is. */
export function highlight(text: string, query: string, markup: boolean): string {
  if (!markup) return text;
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of query.toLowerCase().split(/\s+/).filter(Boolean)) {
    // Lower-casing can change the length (İ): then nothing is marked rather than the wrong part.
    if (lower.length !== text.length) break;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      marked.fill(true, at, at + word.length);
    }
  }
  let out = '';
  for (let i = 0; i < text.length; ) {
    let end = i;
    while (end < text.length && marked[end] === marked[i]) end++;
    const part = escapeXml(text.slice(i, end));
    out += marked[i] ? `<match>${part}</match>` : part;
    i = end;
  }
  return out;
}

/** A link's suggestion: what Enter does, then its short link, title and destination. */
export function suggestionFor(link: FoundLink, query: string, markup: boolean): Suggestion {
  const parts = [withoutScheme(link.short_url), link.title ?? '', link.original_url]
    .filter((part) => part.trim() !== '')
    .map((part) => highlight(part.replace(/\s+/g, ' '), query, markup));
  const copy = t('background.omniboxCopy');
  return {
    content: link.short_url,
    description: `${markup ? escapeXml(copy) : copy} ${parts.join(' · ')}`,
  };
}

/** As the flow takes them (the account in use by default); tests shorten the pause. */
type SuggestDeps = Pick<ShortenDeps, 'connection' | 'fetch' | 'now'> & { pauseMs?: number };

type Answer = { at: number; links: FoundLink[] };

export function createSuggester(deps: SuggestDeps = {}) {
  const now = deps.now ?? Date.now;
  const pauseMs = deps.pauseMs ?? PAUSE_MS;
  const answers = new Map<string, Answer>();
  // Short links suggested within the last CACHE_MS: Enter on one copies it.
  const suggested = new Map<string, number>();
  let quietUntil = 0;
  let typed = 0;

  async function search(query: string, mine: number): Promise<FoundLink[] | null> {
    const connection = deps.connection ?? (await loadConnection());
    if (connection.apiKey.trim() === '') return [];
    // A base URL that can't be used: none; the setting's own surfaces say why.
    const scope = await accountScope(connection).catch(() => undefined);
    if (!scope) return [];
    const key = `${scopeKey(scope)}\n${query.toLowerCase()}`;
    const kept = answers.get(key);
    if (kept && now() - kept.at < CACHE_MS) return kept.links;
    // Only the last input of a burst of typing is searched.
    await new Promise((wake) => setTimeout(wake, pauseMs));
    if (mine !== typed) return null;
    if (now() < quietUntil) return [];
    const client = createClient({ ...connection, fetch: deps.fetch, now });
    try {
      const page = await listLinks(
        client,
        { search: query, per_page: 10 },
        { timeoutMs: SEARCH_TIMEOUT_MS },
      );
      const found = page.data.flatMap((l) => indexedLink(l) ?? []).slice(0, SUGGESTIONS);
      for (const [k, a] of answers) if (now() - a.at >= CACHE_MS) answers.delete(k);
      answers.set(key, { at: now(), links: found });
      return found;
    } catch (e) {
      // No suggestions rather than an error: the default suggestion still says what Enter does.
      if (e instanceof ApiError && e.kind === 'rate_limited') {
        quietUntil = now() + (e.retryAfter ?? 60) * 1000;
      }
      return [];
    }
  }

  return {
    /** omnibox.onInputChanged: the suggestions for `text`, or null once newer input came. */
    async suggest(text: string, markup: boolean): Promise<Suggestion[] | null> {
      const mine = ++typed;
      const query = text.trim().replace(/\s+/g, ' ');
      if (query === '') return [];
      const links = await search(query, mine);
      if (!links) return null;
      for (const link of links) suggested.set(link.short_url, now());
      return links.map((link) => suggestionFor(link, query, markup));
    },

    /** The short link, if `text` is one suggested within the last minute (Enter on it). */
    offered(text: string): string | undefined {
      const at = suggested.get(text.trim());
      return at !== undefined && now() - at < CACHE_MS ? text.trim() : undefined;
    },
  };
}
