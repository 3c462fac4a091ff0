import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../../../components/SearchField';
import type { HistoryEntry } from '../../../lib/history';
import { t } from '../../../lib/i18n';
import type { Connection } from '../../../lib/storage/preferences';
import type { Combobox } from './PopupSearch';

type Search = typeof import('./PopupSearch');

const CLOSED: Combobox = { open: false };
const FIELD = '.search-field input';

/** The listbox the field controls (PopupSearch.tsx draws it). */
export const SEARCH_RESULTS_ID = 'popup-search-results';

/** Where "/" is a character typed, not the way to the search. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The search field: "/" focuses it, its first focus loads the search, Escape empties and leaves it. */
export function useSearchField(
  connection: Connection | undefined,
  history: HistoryEntry[],
  onShorten: (address: string) => void,
) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>();
  const [combobox, setCombobox] = useState(CLOSED);
  const keys = useRef<(e: KeyboardEvent) => void>(undefined);

  useEffect(() => {
    const slash = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      document.querySelector<HTMLInputElement>(FIELD)?.focus();
    };
    document.addEventListener('keydown', slash);
    return () => document.removeEventListener('keydown', slash);
  }, []);

  const open = text.trim() ? combobox : CLOSED;
  const field = (
    <SearchField
      label={t('popup.search.label')}
      value={text}
      onChange={setText}
      slash
      combobox={{ ...open, listbox: SEARCH_RESULTS_ID }}
      // Loaded at the first focus; import() hands each later focus the same module.
      onFocus={() => void import('./PopupSearch').then(setSearch, () => {})}
      onKeyDown={(e) => keys.current?.(e.nativeEvent)}
    />
  );
  const results = search && connection && (
    <search.PopupSearch
      text={text}
      connection={connection}
      history={history}
      keys={keys}
      onCombobox={setCombobox}
      onClear={() => setText('')}
      onShorten={(address) => {
        setText('');
        onShorten(address);
      }}
    />
  );
  return { field, results };
}
