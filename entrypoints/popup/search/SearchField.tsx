import { t } from '../../../lib/i18n';

/** The listbox the field controls (PopupSearch.tsx draws it). */
export const SEARCH_RESULTS_ID = 'popup-search-results';

export interface SearchFieldProps {
  open?: boolean;
  /** The id of the row the arrow keys are on. */
  active?: string;
  onFocus?: () => void;
  onInput?: (e: React.FormEvent<HTMLInputElement>) => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}

/** One field for the links and an address: a WAI-ARIA combobox; "/" focuses it. */
export function SearchField(p: SearchFieldProps) {
  return (
    <div className="popup-search">
      <input
        type="search"
        role="combobox"
        aria-label={t('popup.search.label')}
        placeholder={t('popup.search.label')}
        aria-autocomplete="list"
        aria-expanded={p.open ? 'true' : 'false'}
        aria-controls={p.open ? SEARCH_RESULTS_ID : undefined}
        aria-activedescendant={p.active}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck="false"
        onFocus={p.onFocus}
        onInput={p.onInput}
        onKeyDown={p.onKeyDown}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a key hint, not focusable; the field has aria-keyshortcuts. */}
      <kbd aria-hidden="true">/</kbd>
    </div>
  );
}
