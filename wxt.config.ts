import { defineConfig } from 'wxt';

// The manifest asks only for what the extension uses. Host access to the user's service is
// optional and requested at save time (see the options page); the sandbox answers CORS anyway.
export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: ({ browser }) => ({
    name: 'Snaplink',
    description: 'Shorten the current tab in one click, copy the link and get its QR code.',
    permissions: ['storage', 'activeTab', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'],
    externally_connectable: { ids: [], matches: [] },
  }),
});
