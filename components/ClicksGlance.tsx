import { useEffect, useState } from 'react';
import type { Glance, GlanceLink } from '../lib/clicks-glance';
import { t } from '../lib/i18n';
import type { Connection } from '../lib/storage/preferences';

/**
 * A link made before, at a glance: its total clicks, then its last 7 days as a sparkline (64 × 20,
 * popup.css) with their sum beside it; the day-by-day figures are the sparkline's text for screen
 * readers, oldest first (the side panel has them by date). The data (lib/clicks-glance.ts, cached per link for 5 minutes) is asked for only once
 * this is mounted, after the link is on screen. The row's height is fixed: empty while loading,
 * the figures, or only "stats unavailable" for any failure, nothing below it moves.
 */
export function ClicksGlance({ link, connection }: { link: GlanceLink; connection: Connection }) {
  // undefined while loading, null when it failed.
  const [glance, setGlance] = useState<Glance | null>();
  // The same link drawn again (the flow's answer after the first paint's) asks nothing again.
  const { link_id, base_url, account } = link;
  useEffect(() => {
    const controller = new AbortController();
    const set = (g: Glance | null) => controller.signal.aborted || setGlance(g);
    setGlance(undefined);
    import('../lib/clicks-glance')
      .then((m) =>
        m.clicksGlance(connection, { link_id, base_url, account }, { signal: controller.signal }),
      )
      .then(set, () => set(null));
    return () => controller.abort();
  }, [link_id, base_url, account, connection]);

  // At most 7 (lib/clicks-glance.ts), so spreading them is safe.
  const days = glance?.days ?? [];
  const max = Math.max(1, ...days);
  const step = 62 / Math.max(1, days.length - 1);
  return (
    <p className="glance">
      {glance === null ? (
        <span className="muted">{t('popup.glance.unavailable')}</span>
      ) : (
        glance && (
          <>
            <span>{t('popup.glance.total', glance.total)}</span>
            <svg
              viewBox="0 0 64 20"
              role="img"
              aria-label={t('popup.glance.days', { days: days.join(', ') })}
            >
              <polyline
                points={days.map((n, i) => `${i * step + 1},${19 - (n / max) * 18}`).join(' ')}
              />
            </svg>
            <span className="muted">
              {t('popup.glance.week', { count: days.reduce((a, b) => a + b, 0) })}
            </span>
          </>
        )
      )}
    </p>
  );
}
