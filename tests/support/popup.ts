import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type PopupStart, startPopup } from '../../entrypoints/popup/shorten-tab';
import { type AccountScope, accountScope } from '../../lib/account';
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  preferencesItem,
} from '../../lib/storage/preferences';
import { storeConnection } from './accounts';
import { BASE, inProcessSandbox } from './sandbox';

/** The page the popup opens on, unless told another. */
export const PAGE = 'https://example.com/articles/42';

/**
 * The popup as it opens, against the in-process sandbox: the page's fetch is the sandbox's (the
 * flow's client and every later request take it), the connection and preferences are stored as
 * the options page stores them, the tab is the fake browser's active one (it has no title there), and the start is the
 * popup's own (startPopup: lib/shorten.ts with the popup's clipboard). The clipboard is
 * happy-dom's, watched.
 */
export async function popupOnSandbox(
  p: { url?: string; key?: string; preferences?: Partial<Preferences> } = {},
) {
  const sb = inProcessSandbox(Date.UTC(2026, 2, 15, 12));
  vi.stubGlobal('fetch', sb.fetch);
  const connection = await storeConnection({ baseUrl: BASE, apiKey: p.key ?? 'demo-pro-key' });
  await preferencesItem.setValue({ ...DEFAULT_PREFERENCES, ...p.preferences });
  const window = await fakeBrowser.windows.create({ focused: true });
  await fakeBrowser.tabs.create({
    windowId: window?.id,
    url: p.url ?? PAGE,
    active: true,
  });
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  const scope: AccountScope = await accountScope(connection);
  return { sb, connection, scope, writeText, start: (): PopupStart => startPopup() };
}
