import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../lib/api/client';
import type { HistoryEntry } from '../lib/history';
import { type Found, searchLinks } from '../lib/link-search';
import type { Connection } from '../lib/storage/preferences';

/** The account's links matching `term`, after a pause in typing; the last answer kept. */
export function useLinkSearch(
  connection: Connection | undefined,
  term: string,
  history: HistoryEntry[],
  options: { pauseMs: number; perPage?: 10 | 25; client?: ApiClient },
) {
  const [found, setFound] = useState<{ term: string; found?: Found; error?: unknown }>();
  const recent = useRef(history);
  recent.current = history;
  const { pauseMs, perPage, client } = options;
  useEffect(() => {
    if (!term || !connection) return setFound(undefined);
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      searchLinks(connection, term, recent.current, signal, perPage, client).then(
        (f) => signal.aborted || setFound({ term, found: f }),
        (error: unknown) => signal.aborted || setFound({ term, error }),
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, connection, pauseMs, perPage, client]);
  return found;
}
