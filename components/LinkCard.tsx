import { t } from '../lib/i18n';
import { CopyButton } from './CopyButton';

/**
 * The short link with its Copy button and a line on how it came (copied, made before). The
 * popup's first paint draws the same markup without React (entrypoints/popup/first-paint.ts), so
 * React takes over with nothing moving; tests/components/first-paint.test.tsx keeps them equal.
 */
export function LinkCard({ shortUrl, note }: { shortUrl: string; note: string }) {
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
      <p className="muted">{note}</p>
    </div>
  );
}
