import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The Firefox specs (npm run test:firefox): a file a worker, a worker a core, each file launching
// its own Firefox (a fresh profile) and sandbox (a free port), so files share nothing. Against
// the built add-on and the sandbox over HTTP. Not part of `vitest run` (tests/** only).
export default defineConfig({
  test: {
    include: ['e2e-firefox/**/*.spec.ts'],
    environment: 'node',
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
