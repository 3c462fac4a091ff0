import { t } from '../lib/i18n';
import { CopyButton } from './CopyButton';

/** What a link leads to, shown beneath it: the page's title, if any, and its address. */
export interface LinkAbout {
  title?: string | null;
  destination: string;
}

/**
 * The short link with its Copy button, what it leads to (title and destination, each isolated:
 * anyone's text), and a line on how it came (copied, made before). The
 * popup's first paint draws the same markup without React (entrypoints/popup/first-paint.ts), so
 * React takes over with nothing moving; tests/components/first-paint.test.tsx keeps them equal.
 */
export function LinkCard({
  shortUrl,
  about,
  note,
}: {
  shortUrl: string;
  about: LinkAbout;
  note: string;
}) {
  return (
    <div className="link-card">
      <div className="with-button">
        <input
          aria-label={t('popup.shortLink')}
          readOnly
          value={shortUrl}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={shortUrl} />
      </div>
      <p className="link-about">
        {about.title ? <bdi>{about.title}</bdi> : null}
        <bdi className="muted">{about.destination}</bdi>
      </p>
      <p className="muted">{note}</p>
    </div>
  );
}

/**
 * The link card's shape while the link is being made, with the status where its note goes:
 * what the popup's first paint draws (entrypoints/popup/first-paint.ts, paintFrame), so React
 * takes it over as it is, and the link fills it in with nothing moving.
 */
export function LinkSkeleton() {
  return (
    <div className="link-card skeleton">
      <div className="with-button" aria-hidden="true">
        <span className="bone" />
        <span className="bone" />
      </div>
      <p className="link-about" aria-hidden="true">
        <span className="bone" />
        <span className="bone" />
      </p>
      <p className="muted" role="status">
        {t('popup.shortening')}
      </p>
    </div>
  );
}
