import { type RefObject, useLayoutEffect, useState } from 'react';
import { Option, SearchStatus } from '../../../components/SearchField';
import { ShortLink } from '../../../components/ShortLink';
import { useLinkSearch } from '../../../components/useLinkSearch';
import { useListbox } from '../../../components/useListbox';
import type { HistoryEntry } from '../../../lib/history';
import { plural, t } from '../../../lib/i18n';
import type { FoundLink } from '../../../lib/link-search';
import type { Connection } from '../../../lib/storage/preferences';
import { classifyUrl, typedUrl } from '../../../lib/urls';
import { copyText } from '../shorten-tab';
import { SEARCH_RESULTS_ID } from './useSearchField';

const rowId = (l: FoundLink) => `popup-search-${l.id}`;

/** What the combobox's field says of the list (components/SearchField.tsx). */
export interface Combobox {
  open: boolean;
  active?: string;
}

/** What is typed, as an address the popup could shorten: one word with a dot or a scheme. */
export function shortenable(text: string): string | undefined {
  if (/\s/.test(text) || !/[.:]/.test(text)) return undefined;
  const check = classifyUrl(typedUrl(text));
  return check.ok ? check.url : undefined;
}

const SHORTEN_ID = 'popup-search-shorten';

/** The popup's search (loaded at first focus): an address to shorten, then the links found. */
export function PopupSearch(p: {
  text: string;
  connection: Connection;
  /** This account's recent links, searched when the service has no GET /links. */
  history: HistoryEntry[];
  keys: RefObject<((e: KeyboardEvent) => void) | undefined>;
  onCombobox: (c: Combobox) => void;
  onShorten: (address: string) => void;
  onClear: () => void;
}) {
  const term = p.text.trim();
  // The address is offered at once; the links are searched once the typing pauses.
  const address = shortenable(term);
  const found = useLinkSearch(p.connection, term, p.history, { perPage: 10 });

  // The last answer stays listed while the next is asked for; none once the field is empty.
  const links = (term && found?.found?.links) || [];
  const rows: (FoundLink | 'shorten')[] = address ? ['shorten', ...links] : links;
  const [copyFailed, setCopyFailed] = useState(false);
  const pick = (link: FoundLink | 'shorten' | undefined) => {
    if (link === 'shorten') return address && p.onShorten(address);
    if (!link?.copyable) return;
    copyText(link.copyable).then(
      () => window.close(),
      () => setCopyFailed(true),
    );
  };
  // A new list (another address, or other links) starts on its first row, the likeliest.
  const ids = rows.map((r) => (r === 'shorten' ? SHORTEN_ID : rowId(r)));
  const { at, active, keys } = useListbox(ids, 0, (i) => pick(rows[i]), `${address} ${ids}`);
  p.keys.current = keys;
  const open = rows.length > 0;
  const { onCombobox } = p;
  // Before the paint, so the field never names a row that isn't drawn.
  useLayoutEffect(() => onCombobox({ open, active }), [onCombobox, open, active]);

  if (!term) return null;
  const answer = found?.term === term ? found : undefined;
  return (
    <div className="search-results">
      {open && (
        <div id={SEARCH_RESULTS_ID} role="listbox" aria-label={t('popup.search.results')}>
          {address && (
            <Option id={SHORTEN_ID} selected={at === 0} onPick={() => pick('shorten')}>
              <span className="search-title">{t('popup.shortenAddress')}</span>
              <bdi className="search-short" dir="ltr">
                {address}
              </bdi>
            </Option>
          )}
          {links.map((l, j) => (
            <Option
              key={l.id}
              id={rowId(l)}
              selected={(address ? j + 1 : j) === at}
              disabled={!l.copyable}
              onPick={() => pick(l)}
            >
              <bdi className="search-title">{l.title || l.short_url}</bdi>
              <span className="search-line">
                <ShortLink url={l.short_url} text />
                {l.clicks !== undefined && (
                  <span className="muted search-clicks">{plural('common.clicks', l.clicks)}</span>
                )}
              </span>
            </Option>
          ))}
        </div>
      )}
      {copyFailed ? (
        <p role="status">{t('common.copyFailed')}</p>
      ) : (
        <SearchStatus
          term={term}
          error={answer?.error}
          found={answer?.found?.links.length}
          note={answer?.found?.fromHistory ? t('popup.search.fromHistory') : t('popup.search.keys')}
          onClear={p.onClear}
        />
      )}
    </div>
  );
}
