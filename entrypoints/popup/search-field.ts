import type { H } from '../../components/markup';
import { plainText as t } from '../../lib/plain-text';

/** The listbox the field controls (search/PopupSearch.tsx draws it). */
export const SEARCH_RESULTS_ID = 'popup-search-results';

export interface SearchFieldProps {
  /** The matches are listed under the header. */
  open?: boolean;
  /** The id of the row the arrow keys are on. */
  active?: string;
  onFocus?: () => void;
  onInput?: (e: Event) => void;
  onKeyDown?: (e: Event) => void;
}

/**
 * The search of the account's links, in the popup's header: a WAI-ARIA combobox whose listbox is
 * drawn under the header while it has matches, the keys staying in the field
 * (aria-activedescendant). Drawn by the early script too (markup.ts), so it is there, in its
 * place, from the first paint; it works once React has the page, and loads the search's code
 * only when it is first focused (useSearchField.tsx). Uncontrolled, so React and the early
 * script draw the same attributes. "/" focuses it, as the key hint beside it says.
 */
export function searchField<N>(h: H<N>, p: SearchFieldProps): N {
  return h(
    'div',
    { className: 'popup-search' },
    h('input', {
      role: 'combobox',
      'aria-label': t('popup.search.label'),
      placeholder: t('popup.search.label'),
      'aria-autocomplete': 'list',
      // Strings, not booleans: the early script's `h` leaves `false` out, React writes it.
      'aria-expanded': p.open ? 'true' : 'false',
      'aria-controls': p.open ? SEARCH_RESULTS_ID : undefined,
      'aria-activedescendant': p.active,
      'aria-keyshortcuts': '/',
      autoComplete: 'off',
      spellCheck: 'false',
      onFocus: p.onFocus,
      onInput: p.onInput,
      onKeyDown: p.onKeyDown,
      // Last, where React writes an input's type (e2e/first-paint.spec.ts compares the order).
      type: 'search',
    }),
    h('kbd', { 'aria-hidden': 'true' }, '/'),
  );
}
