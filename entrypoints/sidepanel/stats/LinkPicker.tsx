import type { HistoryEntry } from '../../../lib/history';
import { t } from '../../../lib/i18n';
import { isolate, withoutScheme } from '../../../lib/web-url';
import { FindLink } from './FindLink';
import type { Choice } from './useChosenLink';

// An option holds a string (isolated when it has right-to-left text): the link's title, or else
// its short link, so the closed picker fits the panel; the stats below it say the rest.
const label = (c: Choice) => isolate(c.title || withoutScheme(c.short_url));

/** Picks the link to show: recent links, the account's newest, or one found (FindLink). */
export function LinkPicker(props: {
  history: HistoryEntry[];
  /** The account's newest links (GET /links), once the service has answered. */
  account: Choice[] | undefined;
  linkId: number | null;
  /** The link whose stats are on screen: the picker names it, listed or not. */
  shown?: Choice;
  onPick: (id: number) => void;
}) {
  const { history, linkId, onPick } = props;
  const others = (props.account ?? []).filter((c) => !history.some((e) => e.link_id === c.link_id));
  const listed = [...history, ...others];
  const inList = listed.some((e) => e.link_id === linkId);
  // Found by search or asked for from elsewhere: on screen, so named first.
  const shown = !inList && props.shown?.link_id === linkId ? props.shown : undefined;
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
            value={inList || shown ? String(linkId) : ''}
            onChange={(e) => onPick(Number(e.currentTarget.value))}
          >
            {shown
              ? options([shown])
              : !inList && <option value="">{t('stats.chooseLink')}</option>}
            {history.length > 0 && (
              <optgroup label={t('stats.recentLinks')}>{options(history)}</optgroup>
            )}
            {others.length > 0 && (
              <optgroup label={t('stats.accountLinks')}>{options(others)}</optgroup>
            )}
          </select>
        </label>
      )}
      <FindLink listed={listed} history={history} onPick={onPick} />
    </div>
  );
}
