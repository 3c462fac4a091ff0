import type { Page } from '@playwright/test';
import { expect, statusBeside, test } from './fixtures.ts';

// The options page against the sandbox over HTTP: connect, survive a reload, keep the key out of
// storage.sync, and raise no CSP violation. Each kind of failure: e2e/setup.spec.ts.

/** The slice of the extension page's `chrome` global these tests read. */
type StorageArea = { get(keys: null): Promise<Record<string, unknown>> };
type ChromeStorage = { chrome: { storage: { sync: StorageArea; local: StorageArea } } };

async function openOptions(page: Page, extensionId: string) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective}`);
    });
  });
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByLabel('Base URL')).toBeVisible();
  return violations;
}

async function fill(page: Page, baseUrl: string, key: string) {
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('API key', { exact: true }).fill(key);
}

test('Save and connect, then a reload, keeps the settings, and the key stays local', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const page = await context.newPage();
  const violations = await openOptions(page, extensionId);

  await fill(page, sandbox.origin, 'demo-pro-key');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(statusBeside(page, 'Save and connect')).toContainText(
    `Connected to ${new URL(sandbox.origin).host}: the key works, on the Pro plan.`,
  );
  await expect(statusBeside(page, 'Save and connect')).toContainText(
    'of 120 requests left this minute',
  );

  await page.reload();
  // Saved normalised to the API root; no greeting once a key is stored.
  await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snaplink settings');
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue('demo-pro-key');
  await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password');

  const stored = await page.evaluate(async () => {
    const c = (globalThis as unknown as ChromeStorage).chrome;
    return {
      sync: JSON.stringify(await c.storage.sync.get(null)),
      local: await c.storage.local.get(null),
    };
  });
  expect(stored.sync).not.toContain('demo-pro-key');
  expect(stored.local.apiKey).toBe('demo-pro-key');
  expect(violations).toEqual([]);
});

test('field errors appear beside their fields and nothing is saved', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await openOptions(page, extensionId);
  await fill(page, 'http://short.example.com', '');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByLabel('Base URL')).toHaveAccessibleDescription(/unencrypted/);
  await expect(page.getByLabel('API key', { exact: true })).toHaveAccessibleDescription(
    /Enter the API key/,
  );
  const local = await page.evaluate(() =>
    (globalThis as unknown as ChromeStorage).chrome.storage.local.get(null),
  );
  expect(local.apiKey).toBeUndefined();
});

test('the privacy link opens the packaged policy as text, in a tab of its own', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await openOptions(page, extensionId);
  const link = page.getByRole('link', { name: 'Privacy policy: what is stored and sent' });
  await expect(link).toBeVisible();
  const [policy] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await policy.waitForLoadState();
  expect(policy.url()).toBe(`chrome-extension://${extensionId}/privacy.txt`);
  // Shown, not downloaded: the Markdown is the page's text.
  await expect(policy.locator('body')).toContainText('# Snaplink privacy policy');
  await expect(policy.locator('body')).toContainText('| `apiKey` | local |');
});
