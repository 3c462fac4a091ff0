import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';
import { originPattern } from '../../lib/settings/connection-test';
import { loadConnection, watchAccount } from '../../lib/storage/preferences';

/** The saved service's host pattern, when host access to it is not granted; else undefined. */
async function missingAccess(): Promise<{ pattern: string; host: string } | undefined> {
  const { baseUrl, apiKey } = await loadConnection();
  // Not a URL: the connection card says so.
  if (!apiKey.trim() || !URL.canParse(baseUrl)) return undefined;
  const pattern = originPattern(baseUrl);
  const granted = await browser.permissions.contains({ origins: [pattern] }).catch(() => true);
  return granted ? undefined : { pattern, host: new URL(baseUrl).hostname };
}

/**
 * What declining host access costs (through CORS, a preflight before most requests: the key is a
 * header) and the way to grant it, for a saved connection whose origin isn't granted.
 */
export function HostAccessNote() {
  const [missing, setMissing] = useState<{ pattern: string; host: string }>();
  useEffect(() => {
    const check = () => void missingAccess().then(setMissing);
    check();
    const unwatch = watchAccount(check);
    // Granted or taken back elsewhere too: the connection card's Save, the browser's settings.
    browser.permissions.onAdded.addListener(check);
    browser.permissions.onRemoved.addListener(check);
    return () => {
      unwatch();
      browser.permissions.onAdded.removeListener(check);
      browser.permissions.onRemoved.removeListener(check);
    };
  }, []);
  if (!missing) return null;
  const { host, pattern } = missing;
  return (
    <div className="host-access" role="note">
      <p>{t('options.hostAccessCost', { host })}</p>
      <button
        type="button"
        // Within the click, as a permission request must be; the listeners see the answer.
        onClick={() => void browser.permissions.request({ origins: [pattern] }).catch(() => {})}
      >
        {t('options.hostAccessGrant', { host })}
      </button>
    </div>
  );
}
