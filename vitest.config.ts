import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { reactToPreact } from './wxt.config';

export default defineConfig({
  plugins: [WxtVitest()],
  // Components are tested on the Preact runtime that ships, not on React.
  resolve: { alias: reactToPreact },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Sandbox tests run in node; component tests opt into happy-dom with a file comment.
    environment: 'node',
    // The English messages, answered by the fake browser's i18n.getMessage.
    setupFiles: ['tests/support/i18n.ts'],
    // TanStack Query is run through Vite too, so its `react` imports reach preact/compat like
    // ours; left external, Node loaded real React and every hook call failed (null dispatcher).
    server: { deps: { inline: [/@tanstack\/(react-)?query/] } },
  },
});
