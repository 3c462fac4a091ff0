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
