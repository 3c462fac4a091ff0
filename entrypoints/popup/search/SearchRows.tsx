import { ErrorNotice } from '../../../components/ErrorNotice';
import { t } from '../../../lib/i18n';
import type { Found, FoundLink } from '../../../lib/link-search';
import { withoutScheme } from '../../../lib/web-url';

/** A link found, as a row of the search's listbox: its title, short link and clicks. */
export function FoundRow(p: { link: FoundLink; id: string; selected: boolean; onPick(): void }) {
  const l = p.link;
  return (
    // The keys work from the field (aria-activedescendant); a row is for the mouse.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys.
    <div
      id={p.id}
      role="option"
      tabIndex={-1}
      aria-selected={p.selected}
      aria-disabled={l.copyable ? undefined : true}
      // Keeps the focus in the field, where the keys work.
      onMouseDown={(e) => e.preventDefault()}
      onClick={p.onPick}
    >
      <bdi className="search-title">{l.title || l.short_url}</bdi>
      <span className="search-line">
        <bdi className="search-short" dir="ltr">
          {withoutScheme(l.short_url)}
        </bdi>
        {l.clicks !== undefined && (
          <span className="muted search-clicks">{t('popup.search.clicks', l.clicks)}</span>
        )}
      </span>
    </div>
  );
}

/** One line under the list: why there is none, where the matches come from, or the keys. */
export function SearchState(p: {
  term: string;
  answered: boolean;
  found?: { found?: Found; error?: unknown };
  copyFailed: boolean;
}) {
  if (p.copyFailed) return <p role="status">{t('common.copyFailed')}</p>;
  if (p.answered && p.found?.error) return <ErrorNotice error={p.found.error} />;
  const found = p.answered ? p.found?.found : undefined;
  let text = t('popup.search.searching');
  if (found?.links.length === 0) text = t('popup.search.noMatch', { search: p.term });
  else if (found?.fromHistory) text = t('popup.search.fromHistory');
  else if (found) text = t('popup.search.keys');
  return (
    <p role="status" className="muted">
      {text}
    </p>
  );
}
