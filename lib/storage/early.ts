import { browser } from '@wxt-dev/browser';
import type { AuthMethod } from '../api/request';
import { isObject } from '../is-object';
import { DEFAULT_API_KEY, DEFAULT_BASE_URL, DEFAULT_DOMAIN_ID, storedText } from './defaults';
import type { Theme } from './preferences';

/** What the popup's early start needs, read before WXT's storage, zod or the polyfill load. */
export interface EarlyRead {
  baseUrl: string;
  apiKey: string;
  authMethod: AuthMethod;
  defaultDomainId: number | null;
  theme: Theme;
  /** 'choose': the toolbar icon offers the options first, so no link is made at once. */
  choose: boolean;
  /** Unchecked: the early start tests each entry it uses (lib/reuse.ts, lib/web-url.ts). */
  history: unknown[];
  /** The index of the account's links (lib/link-index.ts), unchecked: findIndexed tests it. */
  linkIndex: unknown;
  /** The accounts whose service can't edit links (lib/storage/link-edit.ts), unchecked. */
  noLinkEdit: unknown;
}

/**
 * One storage call, straight to the browser (Chrome's `chrome` and Firefox's `browser` both
 * answer with a promise). The keys are those of the storage items in preferences.ts, history.ts
 * link-index.ts and link-edit.ts, and every value falls back as theirs do: a property test holds the two
 * reads equal over any stored value (tests/lib/early-read.test.ts), as this script can carry
 * neither zod nor WXT's storage. The full read (loadConnection, loadPreferences, recentLinks)
 * follows a few milliseconds later and has the last word.
 */
export async function readEarly(): Promise<EarlyRead> {
  const s = await browser.storage.local.get([
    'baseUrl',
    'apiKey',
    'authMethod',
    'preferences',
    'history',
    'linkIndex',
    'noLinkEdit',
  ]);
  const p: Record<string, unknown> = isObject(s.preferences) ? s.preferences : {};
  const domain = p.defaultDomainId;
  return {
    baseUrl: storedText(s.baseUrl, DEFAULT_BASE_URL),
    apiKey: storedText(s.apiKey, DEFAULT_API_KEY),
    authMethod: s.authMethod === 'header' || s.authMethod === 'query' ? s.authMethod : 'bearer',
    // Safe integers only, as zod's z.int() in preferences.ts (tests/lib/early-read.test.ts).
    defaultDomainId: Number.isSafeInteger(domain) ? (domain as number) : DEFAULT_DOMAIN_ID,
    theme: p.theme === 'light' || p.theme === 'dark' ? p.theme : 'system',
    choose: p.onClick === 'choose',
    history: Array.isArray(s.history) ? s.history : [],
    linkIndex: s.linkIndex ?? null,
    noLinkEdit: s.noLinkEdit ?? [],
  };
}
