import { type KeyboardEvent, useEffect, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useLinkSearch } from '../../../components/useLinkSearch';
import type { HistoryEntry } from '../../../lib/history';
import { t } from '../../../lib/i18n';
import type { Found, FoundLink } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import { type Choice, forTab } from './useChosenLink';

const optionId = (c: FoundLink) => `find-link-${c.id}`;

/** "Find a link": a combobox of matches; a URL the lists know is picked at once. */
export function FindLink(props: {
  /** The links the picker already lists: history, then the account's newest. */
  listed: Choice[];
  history: HistoryEntry[];
  onPick: (id: number) => void;
}) {
  const [input, setInput] = useState('');
  const known = forTab(props.listed, input.trim());
  const term = known ? '' : input.trim();
  const { connection, client } = useApi();
  const found = useLinkSearch(connection, term, props.history, {
    pauseMs: 300,
    perPage: 25,
    client,
  });
  const answer = term && found?.term === term ? found : undefined;
  const results = answer?.found?.links;
  // The row the arrows are on, for the matches it was chosen among: none for new matches.
  const matches = results?.map((c) => c.id).join() ?? '';
  const [chosen, setChosen] = useState({ matches: '', at: -1 });
  const active = chosen.matches === matches ? chosen.at : -1;
  const setActive = (at: number) => setChosen({ matches, at });
  const pick = (id: number) => {
    setInput('');
    props.onPick(id);
  };
  useEffect(() => {
    if (known) pick(known.link_id);
    const exact = results?.find((c) => c.short_url === input.trim());
    if (exact) pick(exact.id);
  });
  const current = results?.[active];
  const currentId = current && optionId(current);
  useEffect(() => {
    if (currentId) document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  const onKeyDown = (e: KeyboardEvent) => {
    const count = results?.length ?? 0;
    if (e.key === 'Escape' && input) {
      e.preventDefault();
      setInput('');
      return;
    }
    if (!count) return;
    const to = { ArrowDown: active + 1, ArrowUp: active - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      setActive(Math.min(count - 1, Math.max(0, to)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      // Enter with no row chosen takes the first match, the likeliest.
      const row = results?.[Math.max(0, active)];
      if (row) pick(row.id);
    }
  };
  const open = !!results && results.length > 0;

  return (
    <>
      <label className="field">
        {t('stats.findLink')}
        <input
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? 'find-link-results' : undefined}
          aria-activedescendant={currentId}
          autoComplete="off"
          value={input}
          placeholder={t('stats.findPlaceholder')}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      {term !== '' && <SearchState answer={answer} />}
      {open && (
        <div
          id="find-link-results"
          role="listbox"
          aria-label={t('stats.matching')}
          className="find-results"
        >
          {results.map((c, i) => (
            // The keyboard works from the field (aria-activedescendant); a row is for the mouse.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys.
            <div
              key={c.id}
              id={optionId(c)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              title={c.title ? `${c.title}\n${c.short_url}` : c.short_url}
              // Keeps the focus in the field, where the keys work.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(c.id)}
            >
              {c.title && <bdi className="find-title">{c.title}</bdi>}{' '}
              <bdi className="find-short" dir="ltr">
                {c.short_url}
              </bdi>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** What the search is doing, when it is not showing matches: its error, searching, or none. */
function SearchState({ answer }: { answer?: { found?: Found; error?: unknown } }) {
  if (answer?.error) return <ErrorNotice error={answer.error} />;
  if (!answer?.found) return <p role="status">{t('stats.searching')}</p>;
  return (
    <>
      {answer.found.fromHistory && <p className="muted">{t('stats.noSearch')}</p>}
      {answer.found.links.length === 0 && <p role="status">{t('stats.noMatch')}</p>}
    </>
  );
}
