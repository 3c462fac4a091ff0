import { fakeBrowser } from 'wxt/testing/fake-browser';

// Runs before every test file (vitest.config.ts, setupFiles). The files share one module graph
// (isolate: false), so each empties the fake browser's storage, tabs and listeners first, as a
// file of its own would find them.
fakeBrowser.reset();
