import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isLinkListUnsupported, listLinks } from '../../../lib/api/links';
import type { HistoryEntry } from '../../../lib/history';
import { useApi } from '../ApiContext';
import { linksKey } from '../links/link-queries';

export interface Choice {
  link_id: number;
  title: string | null;
  short_url: string;
  original_url: string;
}

/** What a typed term matches in the local history: title, short or long URL (all for none). */
export function matchHistory<T extends Choice>(history: T[], term: string): T[] {
  const t = term.trim().toLowerCase();
  return history.filter((e) =>
    [e.title ?? '', e.short_url, e.original_url].some((s) => s.toLowerCase().includes(t)),
  );
}

/** A pasted short URL is searched by its code: the service matches short_code, not short_url. */
function searchTerm(input: string): string {
  const text = input.trim();
  try {
    const url = new URL(text);
    return url.pathname.split('/').filter(Boolean).pop() ?? text;
  } catch {
    return text;
  }
}

/**
 * GET /links?search= for a term typed 300 ms ago (so typing costs one request, not one a key).
 * A service without GET /links (404 or 405) is searched in the local history instead.
 */
export function useLinkSearch(input: string, history: HistoryEntry[]) {
  const api = useApi();
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(searchTerm(input)), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useQuery({
    // Under the links key, so a delete or a 404 in Stats asks the searches again too.
    queryKey: linksKey(api, 'search', term),
    queryFn: ({ signal }) => listLinks(api.client, { search: term, per_page: 25 }, { signal }),
    enabled: term !== '',
  });
  const fallback = query.isError && isLinkListUnsupported(query.error);
  const results: Choice[] | undefined = fallback
    ? matchHistory(history, input)
    : query.data?.data.map((l) => ({ ...l, link_id: l.id, title: l.title ?? null }));
  return { term, query, fallback, results };
}
