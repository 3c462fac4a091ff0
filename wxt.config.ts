import { resolve } from 'node:path';
import { defineConfig } from 'wxt';

// Host access to the user's service is optional and asked for when the settings are saved;
// the manifest itself holds no host permission. The sandbox answers CORS either way.
const OPTIONAL_HOSTS = [
  'https://*/*',
  'http://127.0.0.1/*',
  'http://localhost/*',
  'http://[::1]/*',
];

// The page the test build's specs serve (e2e/browser.ts servePages); never in a production build.
const TEST_PAGES = ['https://example.com/*'];

// Firefox: a fixed id (AMO and storage are keyed on it; never change it once published), 128 ESR
// as the oldest release, and what Firefox's built-in consent shows before install
// (docs/development.md, "Firefox"). Everything listed goes only to the service whose base URL
// the user set:
// - browsingActivity: the URL of the page, link or omnibox text the user shortens, the addresses
//   in a selection shortened in place, and the words searched for after `sl`;
// - websiteContent: the tab's title sent with it, and selected text saved as a QR code;
// - personallyIdentifyingInfo, personalCommunications: the address, number, subject and message
//   the user types into an email, SMS or phone QR code and saves.
const GECKO = {
  id: 'snaplink@snaplink.example',
  strict_min_version: '128.0',
  data_collection_permissions: {
    required: [
      'browsingActivity',
      'websiteContent',
      'personallyIdentifyingInfo',
      'personalCommunications',
    ],
  },
} as const;

export default defineConfig({
  // Everything two pages share (React, the libraries, lib/, components/) in one file: each file a
  // page asks for costs it a request, and the popup's request leaves later (docs/performance.md).
  // Styles stay one file per page (each page's CSS imports the shared rules), so no page gets
  // another's.
  vite: () => ({
    build: {
      // Chrome and Firefox (128, the oldest we support) preload modules themselves: Vite's
      // polyfill for browsers that don't was code every page ran first.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'shared', test: /./, minShareCount: 2 }],
          },
        },
      },
    },
  }),
  hooks: {
    // PRIVACY.md ships in every build as privacy.txt, which the options page links to
    // (entrypoints/options/App.tsx): one text, in the repository and in the package. An
    // extension page can't render Markdown, and browsers show a .txt where they'd download a .md.
    'build:publicAssets': (wxt, files) => {
      files.push({
        absoluteSrc: resolve(wxt.config.root, 'PRIVACY.md'),
        relativeDest: 'privacy.txt',
      });
    },
  },
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // `npm run zip`: one zip per browser, and for AMO's review the sources that rebuild it
  // (`npm ci && npm run build:firefox`). WXT already leaves out node_modules, .output, dotfiles
  // and *.test/*.spec files; the tests, the sandbox and local results are not part of the build.
  zip: {
    excludeSources: [
      'tests/**',
      'e2e/**',
      'e2e-firefox/**',
      'sandbox/**',
      'bench/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.log',
    ],
  },
  manifest: ({ browser, manifestVersion, mode }) => ({
    // Text comes from locales/*.yml (docs/development.md, "Languages"); the browser picks the
    // user's language.
    default_locale: 'en',
    name: '__MSG_manifest_name__',
    description: '__MSG_manifest_description__',
    permissions: [
      'storage',
      'activeTab',
      'clipboardWrite',
      'contextMenus',
      // The result of the context menu, the command and the omnibox (lib/background/handlers.ts).
      'notifications',
      // Wakes the worker to retry what was asked for offline, only while something waits
      // (lib/background/offline/index.ts): the `online` event reaches only a running worker.
      'alarms',
      // "Shorten the links in the selection" runs lib/background/selection-page.ts in the
      // clicked frame with scripting.executeScript, within the click's activeTab grant: no
      // content script, no host access. Chrome and Firefox show no warning for it.
      'scripting',
      // Chrome's worker copies through an offscreen document (entrypoints/offscreen/).
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
      // The test build only (`--mode test`): headless Chromium can't answer a permission prompt,
      // so the All tabs e2e spec gets `tabs` granted. e2e/build.spec.ts checks that production
      // builds never ask for it at install.
      ...(mode === 'test' ? ['tabs'] : []),
      // The test build only: activeTab is granted by a real click, which no headless test can
      // give, so the selection's e2e spec injects into its served page with this host access.
      ...(mode === 'test' && manifestVersion === 2 ? TEST_PAGES : []),
    ],
    ...(mode === 'test' && manifestVersion === 3 ? { host_permissions: TEST_PAGES } : {}),
    commands: {
      'shorten-page': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_manifest_command__',
      },
      // Opens the toolbar popup through the worker (lib/background/toolbar.ts): the reserved
      // `_execute_action` would do what a click does, and a click may shorten without it.
      'open-popup': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_manifest_commandPopup__',
      },
    },
    omnibox: { keyword: 'sl' },
    // `tabs` (the side panel's All tabs view reads the window's addresses and titles) is asked
    // for on first use, from the click, never at install.
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_HOSTS, optional_permissions: ['tabs'] }
      : { optional_permissions: ['tabs', ...OPTIONAL_HOSTS] }),
    externally_connectable: { ids: [], matches: [] },
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: GECKO } } : {}),
  }),
});
