import { browser } from 'wxt/browser';
import { openPanel } from '../lib/panel';

// Shortening from the context menu, the command and the omnibox comes with its own issue; for
// now the worker offers the side panel from the toolbar icon's own menu.
const OPEN_PANEL = 'open-panel';

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({
      id: OPEN_PANEL,
      title: 'Open Snaplink panel',
      contexts: [import.meta.env.MANIFEST_VERSION === 2 ? 'browser_action' : 'action'],
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === OPEN_PANEL) void openPanel(tab?.windowId);
  });
});
