import { browser } from 'wxt/browser';
import {
  loadPreferences,
  type OnClick,
  preferencesItem,
  readPreferences,
} from '../storage/preferences';

/**
 * The icon's popup follows the `onClick` preference: with 'copy' it has none, so a click reaches
 * action.onClicked (lib/background/handlers.ts). The browser forgets setPopup at a restart: it is
 * set at each start of the worker, and again when the preference changes.
 */

// The toolbar icon: `action` in MV3, `browserAction` in Firefox's MV2, the same calls here.
export const toolbarApi = () => browser.action ?? (browser.browserAction as typeof browser.action);

/** The few calls of toolbarApi() made here. */
export type ToolbarApi = Pick<ReturnType<typeof toolbarApi>, 'setPopup' | 'openPopup'>;

/** The manifest's popup (action.default_popup), which setPopup('') hides until it is set again. */
const manifestPopup = (): string => {
  const manifest = browser.runtime.getManifest();
  return (manifest.action ?? manifest.browser_action)?.default_popup ?? '';
};

const setFor = (api: ToolbarApi, popup: string, { onClick }: { onClick: OnClick }) =>
  api.setPopup({ popup: onClick === 'copy' ? '' : popup });

/** The stored preference's popup now, and again at each change; returns the unwatch function. */
export function followOnClick(api: ToolbarApi, popup = manifestPopup()): () => void {
  loadPreferences()
    .then((prefs) => setFor(api, popup, prefs))
    .catch(() => {});
  return preferencesItem.watch((stored) => {
    setFor(api, popup, readPreferences(stored)).catch(() => {});
  });
}

/**
 * Opens the popup whatever the preference ("Open Snaplink", the open-the-popup shortcut): nothing
 * is awaited before openPopup, which Firefox allows only within the click or keys. The stored
 * preference then sets the popup back; an open popup stays open.
 */
export async function openPopup(api: ToolbarApi, popup = manifestPopup()): Promise<void> {
  // Refused, openPopup fails too, and says so.
  api.setPopup({ popup }).catch(() => {});
  try {
    await api.openPopup();
  } finally {
    await setFor(api, popup, await loadPreferences());
  }
}
