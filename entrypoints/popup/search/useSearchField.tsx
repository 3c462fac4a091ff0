import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../../lib/history';
import type { Connection } from '../../../lib/storage/preferences';
import type { Combobox } from './PopupSearch';
import type { SearchFieldProps } from './SearchField';

type Search = typeof import('./PopupSearch');

const CLOSED: Combobox = { open: false };

/** Where "/" is a character typed, not the way to the search. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search field: "/" focuses it, its first focus loads the search (the popup's start doesn't
 * carry it), and Escape empties and leaves it: searching only hides the rest (popup.css).
 */
export function useSearchField(
  connection: Connection | undefined,
  history: HistoryEntry[],
  onShorten: (address: string) => void,
) {
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
      import('./PopupSearch').then(setSearch, () => {
        loading.current = false;
      });
    },
    onInput: (e) => setText((e.currentTarget as HTMLInputElement).value),
    onKeyDown: (e) => {
      const input = e.currentTarget;
      // Escape leaves the field, as the popup opened (the next "/" comes back to it, not into
      // it); with text, it returns to the page's link; with none, the browser closes the popup.
      if (e.key === 'Escape') {
        if (input.value) {
          e.preventDefault();
          input.value = '';
          setText('');
        }
        input.blur();
      } else keys.current?.(e.nativeEvent);
    },
  };
  const results = search && connection && (
    <search.PopupSearch
      text={text}
      connection={connection}
      history={history}
      keys={keys}
      onCombobox={setCombobox}
      onShorten={(address) => {
        const input = document.querySelector<HTMLInputElement>('.popup-search input');
        if (input) input.value = '';
        setText('');
        onShorten(address);
      }}
    />
  );
  return { field, results };
}
