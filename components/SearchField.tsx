import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import { EmptyState } from './EmptyState';
import { ErrorNotice } from './ErrorNotice';

/** A pause in typing this long sends the search: one request a pause, not one a key. */
const SEARCH_PAUSE_MS = 200;

/** What is typed, once the typing pauses. */
export function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/** Where the focus goes in a row of results: its first link or button. */
const IN_ROW = 'a[href], button:not(:disabled)';

/**
 * The one search field of every list; Escape empties and leaves it, so the page's keys work again.
 * Over a listbox (`combobox`) the arrows and Enter are the list's (`onKeyDown`); over rows
 * (`results`, the list's id), ↓ and Enter go to the first row, and moveInList on from there.
 */
export function SearchField(p: {
  label: string;
  value: string;
  onChange(text: string): void;
  results?: string;
  combobox?: { open: boolean; active?: string; listbox: string };
  onKeyDown?(e: KeyboardEvent<HTMLInputElement>): void;
  onFocus?(): void;
  /** "/" focuses the field (the popup). */
  slash?: boolean;
}) {
  const { combobox } = p;
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      // Empty, the field is left all the same (in the popup, the browser then closes it).
      if (p.value) {
        e.preventDefault();
        p.onChange('');
      }
      e.currentTarget.blur();
    } else if (combobox) p.onKeyDown?.(e);
    else if (e.key === 'ArrowDown' || e.key === 'Enter') {
      const first = p.results && document.getElementById(p.results)?.querySelector(IN_ROW);
      if (!(first instanceof HTMLElement)) return;
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div className="search-field">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-expanded comes with role="combobox". */}
      <input
        type="search"
        aria-label={p.label}
        placeholder={p.label}
        value={p.value}
        role={combobox && 'combobox'}
        aria-autocomplete={combobox && 'list'}
        aria-expanded={combobox?.open}
        aria-controls={combobox?.open ? combobox.listbox : undefined}
        aria-activedescendant={combobox?.active}
        aria-keyshortcuts={p.slash ? '/' : undefined}
        data-results={p.results}
        autoComplete="off"
        spellCheck="false"
        onFocus={p.onFocus}
        onChange={(e) => p.onChange(e.currentTarget.value)}
        onKeyDown={keys}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a key hint, not focusable; the field has aria-keyshortcuts. */}
      {p.slash && <kbd aria-hidden="true">/</kbd>}
    </div>
  );
}

/**
 * A row of a combobox's listbox. The keys work from the field (aria-activedescendant); a row is for
 * the mouse, and a press on it keeps the focus in the field.
 */
export function Option(p: {
  id: string;
  selected: boolean;
  disabled?: boolean;
  title?: string;
  onPick(): void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys.
    <div
      id={p.id}
      role="option"
      tabIndex={-1}
      aria-selected={p.selected}
      aria-disabled={p.disabled || undefined}
      title={p.title}
      onMouseDown={(e) => e.preventDefault()}
      onClick={p.onPick}
    >
      {p.children}
    </div>
  );
}

/**
 * A list's keys under its search field: ↑ and ↓ from row to row, ↑ from the first and Escape back
 * to the field; keys a row's own control takes (a field's arrows, a menu's Escape) left to it.
 */
export function moveInList(e: KeyboardEvent<HTMLElement>) {
  const list = e.currentTarget;
  const from = e.target as HTMLElement;
  if (e.defaultPrevented || from.matches('input, textarea, select')) return;
  const rows = [...list.children];
  const step = e.key === 'Escape' ? -Infinity : { ArrowDown: 1, ArrowUp: -1 }[e.key];
  if (step === undefined) return;
  const to = rows.findIndex((row) => row.contains(from)) + step;
  const next =
    to < 0
      ? document.querySelector(`[data-results="${list.id}"]`)
      : rows[to]?.querySelector(IN_ROW);
  if (!(next instanceof HTMLElement)) return;
  e.preventDefault();
  next.focus();
}

/** Under every list's results: its error, "Searching…" (`found` unknown), no match, or a note. */
export function SearchStatus(p: {
  term: string;
  error?: unknown;
  found?: number;
  note?: string;
  onClear(): void;
}) {
  if (p.error) return <ErrorNotice error={p.error} />;
  if (p.found === 0) {
    const text = t('links.noMatch', { search: p.term });
    return <EmptyState text={text} action={t('panel.clearSearch')} onAction={p.onClear} />;
  }
  const note = p.found === undefined ? t('popup.search.searching') : p.note;
  return note ? (
    <p role="status" className="muted">
      {note}
    </p>
  ) : null;
}
