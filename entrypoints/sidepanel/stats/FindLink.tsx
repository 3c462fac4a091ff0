import { useEffect, useState } from 'react';
import { Option, SearchField, SearchStatus } from '../../../components/SearchField';
import { ShortLink } from '../../../components/ShortLink';
import { useLinkSearch } from '../../../components/useLinkSearch';
import { useListbox } from '../../../components/useListbox';
import type { HistoryEntry } from '../../../lib/history';
import { t } from '../../../lib/i18n';
import type { FoundLink } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import { type Choice, forTab } from './useChosenLink';

const optionId = (c: FoundLink) => `find-link-${c.id}`;
const LISTBOX = 'find-link-results';

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
  const found = useLinkSearch(connection, term, props.history, { perPage: 25, client });
  const answer = term && found?.term === term ? found : undefined;
  const results = answer?.found?.links;
  const pick = (id: number) => {
    setInput('');
    props.onPick(id);
  };
  useEffect(() => {
    if (known) pick(known.link_id);
    const exact = results?.find((c) => c.short_url === input.trim());
    if (exact) pick(exact.id);
  });
  // No row is on for new matches; Enter then takes the first, the likeliest.
  const listbox = useListbox(results?.map(optionId) ?? [], -1, (at) => {
    const row = results?.[at];
    if (row) pick(row.id);
  });
  const open = !!results && results.length > 0;

  return (
    <div className="find-link">
      <SearchField
        label={t('links.searchLabel')}
        value={input}
        onChange={setInput}
        combobox={{ open, active: listbox.active, listbox: LISTBOX }}
        onKeyDown={listbox.keys}
      />
      {open && (
        <div id={LISTBOX} role="listbox" aria-label={t('stats.matching')} className="find-results">
          {results.map((c, i) => (
            <Option
              key={c.id}
              id={optionId(c)}
              selected={i === listbox.at}
              title={c.title ? `${c.title}\n${c.short_url}` : c.short_url}
              onPick={() => pick(c.id)}
            >
              {c.title && <bdi className="find-title">{c.title}</bdi>}{' '}
              <ShortLink url={c.short_url} text />
            </Option>
          ))}
        </div>
      )}
      {term !== '' && (
        <SearchStatus
          term={term}
          error={answer?.error}
          found={answer?.found?.links.length}
          note={answer?.found?.fromHistory ? t('popup.search.fromHistory') : undefined}
          onClear={() => setInput('')}
        />
      )}
    </div>
  );
}
