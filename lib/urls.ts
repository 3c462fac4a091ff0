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

/** `scheme://…`, or a scheme that takes no `//`; "example.com:8080/x" has none (a port). */
const HAS_SCHEME = /^([a-z][a-z\d+.-]*:\/\/|(mailto|javascript|data|about|blob|view-source):)/i;

/**
 * An address a person typed or pasted, as the flow should see it: trimmed, and https when it has
 * no scheme, as a browser's address bar would take "example.com/page". classifyUrl judges the
 * rest, so a typed address passes the same checks as a tab's.
 */
export function typedUrl(typed: string): string {
  const text = typed.trim();
  return HAS_SCHEME.test(text) ? text : `https://${text}`;
}
