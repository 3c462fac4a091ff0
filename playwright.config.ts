import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser tests: Debian's Chromium, the built extension (.output/chrome-mv3), the sandbox
// over HTTP. One worker a core, each test in a browser of its own (e2e/fixtures.ts launches one
// per test, on a fresh profile and free debugging port), each worker with its own sandbox on a
// free port: no test shares state with another, so the tests of a file spread over workers too.
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list']],
});
