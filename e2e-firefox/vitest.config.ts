import { defineConfig } from 'vitest/config';

// The Firefox specs (npm run test:firefox): one Firefox at a time, each file launching its own,
// against the built add-on and the sandbox over HTTP. Not part of `vitest run` (tests/** only).
export default defineConfig({
  test: {
    include: ['e2e-firefox/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
