import type { Analytics } from '../../lib/api/schemas/analytics';
import { t } from '../../lib/i18n';
import { flagEmoji, valueName } from './breakdowns';

type Click = NonNullable<Analytics['recent_clicks']>[number];

// Every field but the time may be absent or null on another service: shown as a dash.
const or = (v: string | null | undefined) => v || '—';

/** The contract sends up to 20; a longer list is cut rather than drawn whole (or exported). */
export const RECENT_CLICKS = 20;

/** The latest clicks, newest first, when the service sends them. */
export function RecentClicks({ clicks: all }: { clicks: Click[] }) {
  const clicks = all.slice(0, RECENT_CLICKS);
  if (clicks.length === 0) return null;
  return (
    <section aria-labelledby="recent-clicks">
      <h3 id="recent-clicks">{t('stats.recentClicks')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('stats.when')}</th>
            <th scope="col">{t('stats.country')}</th>
            <th scope="col">{t('stats.device')}</th>
            <th scope="col">{t('stats.browserOs')}</th>
            <th scope="col">{t('stats.referrer')}</th>
          </tr>
        </thead>
        <tbody>
          {clicks.map((c, i) => (
            // Two clicks may share a second, so the index keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <tr key={`${c.clicked_at}-${i}`}>
              <td>
                <bdi>{c.clicked_at.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}</bdi>
              </td>
              <td>
                <span aria-hidden="true">{flagEmoji(c.country_code ?? null)} </span>
                <bdi>{or(c.country_code)}</bdi>
              </td>
              <td>
                <bdi>{or(c.device_type && valueName(c.device_type))}</bdi>
              </td>
              <td>
                <bdi>{or(c.browser && valueName(c.browser))}</bdi>,{' '}
                <bdi>{or(c.os && valueName(c.os))}</bdi>
              </td>
              <td>
                <bdi>{or(c.referrer)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
