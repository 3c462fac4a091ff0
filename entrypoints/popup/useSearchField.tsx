import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../lib/history';
import type { Connection } from '../../lib/storage/preferences';
import type { Combobox } from './search/PopupSearch';
import type { SearchFieldProps } from './search-field';

type Search = typeof import('./search/PopupSearch');

const CLOSED: Combobox = { open: false };

/** Where "/" is a character typed, not the way to the search. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The popup's search field (search-field.ts) in React: "/" focuses it, and its first focus loads
 * the search itself (search/PopupSearch.tsx, a file of its own: scripts/chunks.ts), so neither
 * the first paint nor the popup's start carry it. Escape empties it, and the popup shows its
 * page's link again, as it was: searching only hides the rest (popup.css), nothing is unmounted.
 */
export function useSearchField(connection: Connection | undefined, history: HistoryEntry[]) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>();
  const [combobox, setCombobox] = useState(CLOSED);
  const keys = useRef<(e: KeyboardEvent) => void>(undefined);
  const loading = useRef(false);

  useEffect(() => {
    const slash = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      document.querySelector<HTMLInputElement>('.popup-search input')?.focus();
    };
    document.addEventListener('keydown', slash);
    return () => document.removeEventListener('keydown', slash);
  }, []);

  const field: SearchFieldProps = {
    ...(text.trim() ? combobox : CLOSED),
    onFocus: () => {
      if (loading.current) return;
      loading.current = true;
      import('./search/PopupSearch').then(setSearch, () => {
        loading.current = false;
      });
    },
    onInput: (e) => setText((e.currentTarget as HTMLInputElement).value),
    onKeyDown: (e) => {
      const key = e as KeyboardEvent;
      const input = key.currentTarget as HTMLInputElement;
      // Escape with text returns to the page's link; with none, the browser closes the popup.
      if (key.key === 'Escape' && input.value) {
        key.preventDefault();
        input.value = '';
        setText('');
      } else keys.current?.(key);
    },
  };
  const results = search && connection && (
    <search.PopupSearch
      text={text}
      connection={connection}
      history={history}
      keys={keys}
      onCombobox={setCombobox}
    />
  );
  return { field, results };
}
