import { browser } from 'wxt/browser';
import {
  loadPreferences,
  type OnClick,
  preferencesItem,
  readPreferences,
} from '../storage/preferences';

/**
 * The toolbar icon's popup follows the `onClick` preference: with 'copy' it has none, so a click
 * reaches action.onClicked (the worker shortens and copies, lib/background/handlers.ts) instead
 * of opening the popup. The browser forgets setPopup at a restart, and so it is set again at each
 * start of the worker, and at once when the preference changes.
 */

/** `action` in MV3, `browserAction` in Firefox's MV2: the few calls made here. */
export interface ToolbarApi {
  setPopup(details: { popup: string }): Promise<void>;
  openPopup(): Promise<unknown>;
}

/** The manifest's popup (action.default_popup), which setPopup('') hides until it is set again. */
const manifestPopup = (): string => {
  const manifest = browser.runtime.getManifest();
  return (manifest.action ?? manifest.browser_action)?.default_popup ?? '';
};

const popupFor = (onClick: OnClick, popup: string) => (onClick === 'copy' ? '' : popup);

/** Sets the popup the stored preference asks for. */
const setFromStorage = async (api: ToolbarApi, popup: string) =>
  api.setPopup({ popup: popupFor((await loadPreferences()).onClick, popup) });

/** The stored preference's popup now, and again at each change; returns the unwatch function. */
export function followOnClick(api: ToolbarApi, popup = manifestPopup()): () => void {
  setFromStorage(api, popup).catch(() => {});
  return preferencesItem.watch((stored) => {
    api.setPopup({ popup: popupFor(readPreferences(stored).onClick, popup) }).catch(() => {});
  });
}

/**
 * Opens the popup, whatever the preference: for "Open Snaplink" and the open-the-popup shortcut.
 * Firefox opens it only within the person's click or keys, so nothing is awaited before
 * openPopup; the calls reach the browser in order. The stored preference then sets the popup
 * back; an open popup stays open.
 */
export async function openPopup(api: ToolbarApi, popup = manifestPopup()): Promise<void> {
  // Refused, openPopup fails too, and says so.
  api.setPopup({ popup }).catch(() => {});
  try {
    await api.openPopup();
  } finally {
    await setFromStorage(api, popup);
  }
}
