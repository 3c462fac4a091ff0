import { browser } from 'wxt/browser';
import { menuEntries } from '../lib/background/actions';
import { browserHandlers } from '../lib/background/handlers';
import { watch } from '../lib/background/offline';
import { followOnClick, toolbarApi } from '../lib/background/toolbar';
import { welcomeOnInstall } from '../lib/background/welcome';
import { t } from '../lib/i18n';
import { refreshLinkIndex } from '../lib/link-index/index-refresh';
import { watchLinkIndex } from '../lib/link-index/index-schedule';
import { accountsItem, loadAccounts, migrateConnection } from '../lib/storage/accounts';

// Wiring only: handlers in lib/background/, the index's schedule in lib/link-index/.

export default defineBackground(() => {
  const handlers = browserHandlers();

  // Menus persist in the language they were made in: made at each start, they follow a change;
  // and made again when the accounts change ("Shorten with" one entry each), one build at a time.
  let menus: Promise<void> = Promise.resolve();
  const createMenus = () => {
    menus = menus
      .then(async () => {
        await browser.contextMenus.removeAll();
        const { list } = await loadAccounts();
        for (const entry of menuEntries(import.meta.env.MANIFEST_VERSION, list)) {
          browser.contextMenus.create(entry);
        }
      })
      .catch(() => {});
  };
  accountsItem.watch(createMenus);
  // An older version's single connection becomes the one account (lib/storage/accounts.ts).
  void migrateConnection();
  browser.runtime.onInstalled.addListener(({ reason }) => {
    void createMenus();
    void welcomeOnInstall(reason);
  });
  browser.runtime.onStartup.addListener(() => createMenus());
  browser.contextMenus.onClicked.addListener((info, tab) => void handlers.menuClicked(info, tab));
  browser.commands.onCommand.addListener((name, tab) => void handlers.command(name, tab));
  // The icon's click, when it has no popup: at each start, as the preference says.
  followOnClick(toolbarApi());
  toolbarApi().onClicked.addListener((tab) => {
    void handlers.toolbarClicked(tab);
  });
  browser.omnibox.setDefaultSuggestion({ description: t('background.omniboxSuggestion') });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    void handlers.omniboxSuggest(text).then((found) => found && suggest(found));
  });
  browser.omnibox.onInputEntered.addListener((text) => void handlers.omnibox(text));
  // The worker's global scope gets `online`; its start finishes what was cut off.
  watch(globalThis, handlers.completeQueued);
  // The index of the account's links, so a page that already has one gets it (lib/link-index/).
  watchLinkIndex((options) => refreshLinkIndex({}, options));

  // The handlers, for the e2e tests (which cannot click a native menu), in the test build only:
  // Vite replaces MODE at build time, so production holds neither this code nor the name.
  if (import.meta.env.MODE === 'test') {
    (globalThis as { snaplinkTestHooks?: typeof handlers }).snaplinkTestHooks = handlers;
  }
});
