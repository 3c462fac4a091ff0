import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../lib/api/client';
import type { HistoryEntry } from '../lib/history';
import { type Found, searchLinks } from '../lib/link-search';
import type { Connection } from '../lib/storage/preferences';
import { usePaused } from './SearchField';

/** The account's links matching `term`, once the typing pauses; the last answer kept. */
export function useLinkSearch(
  connection: Connection | undefined,
  term: string,
  history: HistoryEntry[],
  options: { perPage?: 10 | 25; client?: ApiClient },
) {
  const paused = usePaused(term);
  const [found, setFound] = useState<{ term: string; found?: Found; error?: unknown }>();
  const recent = useRef(history);
  recent.current = history;
  const { perPage, client } = options;
  useEffect(() => {
    if (!paused || !connection) return setFound(undefined);
    const controller = new AbortController();
    const { signal } = controller;
    searchLinks(connection, paused, recent.current, signal, perPage, client).then(
      (f) => signal.aborted || setFound({ term: paused, found: f }),
      (error: unknown) => signal.aborted || setFound({ term: paused, error }),
    );
    return () => controller.abort();
  }, [paused, connection, perPage, client]);
  return found;
}
