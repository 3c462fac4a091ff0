import { t } from '../../lib/i18n';

/** What is sent where, and the whole policy: PRIVACY.md, shipped as privacy.txt (wxt.config.ts). */
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
