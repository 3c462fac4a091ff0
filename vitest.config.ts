import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Sandbox tests run in node; component tests opt into happy-dom with a file comment.
    environment: 'node',
    // The files share one module graph: importing React, happy-dom and the sandbox afresh for
    // each file took more than half the suite's time. Each file starts from an empty fake
    // browser (tests/support/each-file.ts) and undoes its own mocks; the suite passes with its
    // files shuffled (`--sequence.shuffle.files`).
    isolate: false,
    // The slowest tests (axe over a whole section, twice) take 2 s alone and over 5 s on a
    // machine whose cores other work is using: slow is not wrong.
    testTimeout: 15_000,
    // The English messages, answered by the fake browser's i18n.getMessage; then a fresh fake
    // browser for the file.
    setupFiles: ['tests/support/i18n.ts', 'tests/support/each-file.ts'],
  },
});
