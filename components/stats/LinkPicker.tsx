import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import { isolate } from '../../lib/web-url';
import { ErrorNotice } from '../ErrorNotice';
import { forTab } from './useChosenLink';
import { type Choice, useLinkSearch } from './useLinkSearch';

// Options and buttons hold a string, not markup: server text is isolated there.
const label = (c: Choice) => `${isolate(c.title || c.short_url)} — ${isolate(c.short_url)}`;

/**
 * Picks the link to show: from the recent links and the account's newest ones, or by typing a
 * title, URL or short URL. A pasted URL that either list knows is picked at once, without a
 * request; one they don't is looked up by its code and picked when the service knows that exact
 * short URL.
 */
export function LinkPicker(props: {
  history: HistoryEntry[];
  /** The account's newest links (GET /links), once the service has answered. */
  account: Choice[] | undefined;
  linkId: number | null;
  onPick: (id: number) => void;
}) {
  const { history, linkId, onPick } = props;
  const [input, setInput] = useState('');
  // The account's links that history does not already list.
  const others = (props.account ?? []).filter((c) => !history.some((e) => e.link_id === c.link_id));
  const listed = [...history, ...others];
  const known = forTab(listed, input.trim());
  const search = useLinkSearch(known ? '' : input, history);
  const pick = (id: number) => {
    setInput('');
    onPick(id);
  };
  useEffect(() => {
    if (known) pick(known.link_id);
    const exact = search.results?.find((c) => c.short_url === input.trim());
    if (exact) pick(exact.link_id);
  });
  const inList = listed.some((e) => e.link_id === linkId);
  const options = (choices: Choice[]) =>
    choices.map((c) => (
      <option key={c.link_id} value={c.link_id}>
        {label(c)}
      </option>
    ));

  return (
    <div className="stats-picker">
      {listed.length > 0 && (
        <label className="field">
          {t('stats.showFor')}
          <select
            value={inList ? String(linkId) : ''}
            onChange={(e) => pick(Number(e.currentTarget.value))}
          >
            {!inList && <option value="">{t('stats.chooseLink')}</option>}
            {history.length > 0 && (
              <optgroup label={t('stats.recentLinks')}>{options(history)}</optgroup>
            )}
            {others.length > 0 && (
              <optgroup label={t('stats.accountLinks')}>{options(others)}</optgroup>
            )}
          </select>
        </label>
      )}
      <label className="field">
        {t('stats.findLink')}
        <input
          type="search"
          value={input}
          placeholder={t('stats.findPlaceholder')}
          onChange={(e) => setInput(e.currentTarget.value)}
        />
      </label>
      {input.trim() !== '' && <SearchResults search={search} onPick={pick} />}
    </div>
  );
}

function SearchResults({
  search,
  onPick,
}: {
  search: ReturnType<typeof useLinkSearch>;
  onPick: (id: number) => void;
}) {
  const { query, fallback, results } = search;
  if (query.isError && !fallback) return <ErrorNotice error={query.error} />;
  if (!results) return <p role="status">{t('stats.searching')}</p>;
  return (
    <>
      {fallback && <p className="muted">{t('stats.noSearch')}</p>}
      {results.length === 0 ? (
        <p role="status">{t('stats.noMatch')}</p>
      ) : (
        <ul className="stats-results" aria-label={t('stats.matching')}>
          {results.map((c) => (
            <li key={c.link_id}>
              <button type="button" onClick={() => onPick(c.link_id)}>
                {label(c)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
