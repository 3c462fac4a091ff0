import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../../lib/history';
import { t } from '../../../lib/i18n';
import type { Connection } from '../../../lib/storage/preferences';
import type { Combobox } from './PopupSearch';

type Search = typeof import('./PopupSearch');

const CLOSED: Combobox = { open: false };

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

  const shown = text.trim() ? combobox : CLOSED;
  const field = (
    <div className="popup-search">
      <input
        type="search"
        role="combobox"
        aria-label={t('popup.search.label')}
        placeholder={t('popup.search.label')}
        aria-autocomplete="list"
        aria-expanded={shown.open ? 'true' : 'false'}
        aria-controls={shown.open ? SEARCH_RESULTS_ID : undefined}
        aria-activedescendant={shown.active}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck="false"
        onFocus={() => {
          if (loading.current) return;
          loading.current = true;
          import('./PopupSearch').then(setSearch, () => {
            loading.current = false;
          });
        }}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
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
        }}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a key hint, not focusable; the field has aria-keyshortcuts. */}
      <kbd aria-hidden="true">/</kbd>
    </div>
  );
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
