import { defineConfig } from 'wxt';

// Host access to the user's service is optional and asked for when the settings are saved;
// the manifest itself holds no host permission. The sandbox answers CORS either way.
const OPTIONAL_HOSTS = [
  'https://*/*',
  'http://127.0.0.1/*',
  'http://localhost/*',
  'http://[::1]/*',
];

// The pages are written against React's API, and run on Preact's compatible implementation:
// react-dom alone is about 60 KB gzipped, more than the popup's whole budget allows beside the
// client and the QR encoder; preact/compat is about 5 KB.
export const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  vite: () => ({ resolve: { alias: reactToPreact } }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Snaplink',
    description: 'Shorten the current tab in one click, copy the link and get its QR code.',
    permissions: [
      'storage',
      'activeTab',
      'clipboardWrite',
      'contextMenus',
      // The result of the context menu, the command and the omnibox (lib/background/run.ts).
      'notifications',
      // Chrome's worker copies through an offscreen document (entrypoints/offscreen/).
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    commands: {
      'shorten-page': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Shorten the current page and copy the link',
      },
    },
    omnibox: { keyword: 'sl' },
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_HOSTS }
      : { optional_permissions: OPTIONAL_HOSTS }),
    externally_connectable: { ids: [], matches: [] },
  }),
});
