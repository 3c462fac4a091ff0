import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Sandbox tests run in node; component tests opt into happy-dom with a file comment.
    environment: 'node',
    // The English messages, answered by the fake browser's i18n.getMessage.
    setupFiles: ['tests/support/i18n.ts'],
  },
});
