import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isLinkListUnsupported, listLinks } from '../../../lib/api/links';
import type { HistoryEntry } from '../../../lib/history';
import { matchHistory, searchTerm } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import { linksKey } from '../links/link-queries';

export type Choice = Pick<HistoryEntry, 'link_id' | 'title' | 'short_url' | 'original_url'>;

/** GET /links?search= after a 300 ms pause; without GET /links, the local history instead. */
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
