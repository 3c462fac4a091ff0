import { t } from '../../lib/i18n';

/**
 * The options page's last line: what is sent where, in one sentence, and the whole policy.
 * PRIVACY.md ships as `privacy.txt` (wxt.config.ts, `build:publicAssets`): an extension page
 * can't render Markdown, and a `.md` would be downloaded where a `.txt` is shown as text.
 */
export function PrivacyNote() {
  return (
    <p className="hint">
      {t('options.privacy')}{' '}
      <a href="/privacy.txt" target="_blank" rel="noopener">
        {t('options.privacyLink')}
      </a>
    </p>
  );
}
