import { defineConfig } from 'wxt';

// Host access to the user's service is optional and asked for when the settings are saved;
// the manifest itself holds no host permission. The sandbox answers CORS either way.
const OPTIONAL_HOSTS = [
  'https://*/*',
  'http://127.0.0.1/*',
  'http://localhost/*',
  'http://[::1]/*',
];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Snaplink',
    description: 'Shorten the current tab in one click, copy the link and get its QR code.',
    permissions: [
      'storage',
      'activeTab',
      'clipboardWrite',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_HOSTS }
      : { optional_permissions: OPTIONAL_HOSTS }),
    externally_connectable: { ids: [], matches: [] },
  }),
});
