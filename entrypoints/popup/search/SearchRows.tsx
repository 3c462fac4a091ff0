import { ShortLink } from '../../../components/ShortLink';
import { plural } from '../../../lib/i18n';
import type { FoundLink } from '../../../lib/link-search';

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
        <ShortLink url={l.short_url} text />
        {l.clicks !== undefined && (
          <span className="muted search-clicks">{plural('common.clicks', l.clicks)}</span>
        )}
      </span>
    </div>
  );
}
