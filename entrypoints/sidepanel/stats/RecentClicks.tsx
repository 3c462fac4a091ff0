import { When } from '../../../components/When';
import { fullTimeText } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { isolate } from '../../../lib/web-url';
import { type Click, valueName } from './breakdowns';
import { CountryBadge } from './CountryBadge';

// Every field but the time may be absent or null on another service: shown as a dash.
const or = (v: string | null | undefined) => v || '—';

/** The contract sends up to 20; a longer list is cut rather than drawn whole (or exported). */
export const RECENT_CLICKS = 20;

/** The latest clicks, when the service sends them: one line each, whole in its tooltip. */
export function RecentClicks({ clicks }: { clicks: Click[] }) {
  if (clicks.length === 0) return null;
  return (
    <section aria-labelledby="recent-clicks">
      <h3 id="recent-clicks">{t('stats.recentClicks')}</h3>
      <ol className="recent-clicks">
        {clicks.map((c, i) => {
          const device = isolate(or(c.device_type && valueName(c.device_type)));
          const software = `${isolate(or(c.browser && valueName(c.browser)))}, ${isolate(or(c.os && valueName(c.os)))}`;
          const referrer = isolate(or(c.referrer));
          const whole = [isolate(fullTimeText(c.clicked_at)), device, software, referrer].join(
            ' · ',
          );
          return (
            // Two clicks may share a second, so the index keeps keys apart.
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              key={`${c.clicked_at}-${i}`}
              title={whole}
            >
              <When time={c.clicked_at} /> <CountryBadge code={c.country_code} />{' '}
              <bdi className="software">{software}</bdi>{' '}
              <span className="rest">
                <bdi>{device}</bdi> · <bdi>{referrer}</bdi>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
