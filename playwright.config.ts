import { defineConfig } from '@playwright/test';

// Browser tests: Debian's Chromium, the built extension (.output/chrome-mv3), the sandbox
// over HTTP. Each worker starts its own sandbox (see e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
