import { defineConfig } from 'vitest/config';

// The Firefox specs (npm run test:firefox): one Firefox at a time, each file launching its own,
// against the built add-on and the sandbox over HTTP. Not part of `vitest run` (tests/** only).
// Two files at once (a Firefox each, a third in options.spec) saved about a third of the time
// on this 2-core machine, but with other work on the cores a page's frames and keys came
// seconds late, and about one run in three had a test run out of its minute (2026-11-28): one
// file at a time held under the same load.
export default defineConfig({
  test: {
    include: ['e2e-firefox/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
