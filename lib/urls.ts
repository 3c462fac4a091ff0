import { t } from './i18n';
import { checkUrl, MAX_URL_LENGTH, type UrlRefusal } from './url-check';

export { isPrivateHost, MAX_URL_LENGTH } from './url-check';

/** Can this tab's address become a short link (lib/url-check.ts), and if not, why, in words. */
export type UrlCheck = { ok: true; url: string } | { ok: false; code: UrlRefusal; reason: string };

export function classifyUrl(raw: string | null | undefined): UrlCheck {
  const check = checkUrl(raw);
  return check.ok ? check : { ...check, reason: reasonFor(check.code) };
}

// A switch of whole keys, not a table built at import: the text is read when a page is refused.
function reasonFor(code: UrlRefusal): string {
  switch (code) {
    // Chrome withholds the address of its own pages (chrome://, the web store) even with activeTab.
    case 'missing':
      return t('urls.missing');
    case 'malformed':
      return t('urls.malformed');
    case 'browser':
      return t('urls.browser');
    case 'extension':
      return t('urls.extension');
    case 'file':
      return t('urls.file');
    case 'scheme':
      return t('urls.scheme');
    case 'credentials':
      return t('urls.credentials');
    case 'private':
      return t('urls.private');
    case 'too_long':
      return t('urls.tooLong', { max: MAX_URL_LENGTH });
  }
}
