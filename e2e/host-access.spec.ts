import { configure, expect, statusBeside, TEST_EXTENSION_DIR, test } from './fixtures.ts';

// What declining host access costs, said under the Connection card (HostAccessNote.tsx). Headless
// Chromium never answers the permission prompt (../shared/notes/browser-testing.md), so the grant
// itself is seen in Firefox (e2e-firefox/options.spec.ts); here, the test build's host access to
// https://example.com stands for a granted origin.
test.use({ extensionDir: TEST_EXTENSION_DIR });

const COST =
  'Without access to 127.0.0.1, the browser checks with the service before requests (a preflight), so each link may take one extra round trip.';

test('once connected without host access, the page says what it costs and asks for it from a click', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const page = await context.newPage();
  // What the button asks the browser for; the prompt itself never shows headless.
  await page.addInitScript(() => {
    const asked: unknown[] = [];
    (window as { asked?: unknown[] }).asked = asked;
    const permissions = (globalThis as unknown as { chrome: { permissions: object } }).chrome
      .permissions as { request(p: object): Promise<boolean> };
    const request = permissions.request.bind(permissions);
    permissions.request = (p) => {
      asked.push({ ...p, gesture: navigator.userActivation.isActive });
      return request(p);
    };
  });
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByLabel('Base URL')).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'preflight' });
  // Nothing saved yet: nothing to say.
  await expect(note).toHaveCount(0);

  await page.getByLabel('Base URL').fill(sandbox.origin);
  await page.getByLabel('API key', { exact: true }).fill('demo-pro-key');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(statusBeside(page, 'Save and connect')).toContainText('the key works');
  await expect(note).toHaveText(`${COST}Allow access to 127.0.0.1`);

  await note.getByRole('button', { name: 'Allow access to 127.0.0.1' }).click();
  const asked = () => page.evaluate(() => (window as { asked?: unknown[] }).asked);
  // Save and connect asked once; the button again, from its own click.
  await expect.poll(asked).toEqual([
    { origins: ['http://127.0.0.1/*'], gesture: true },
    { origins: ['http://127.0.0.1/*'], gesture: true },
  ]);

  // A service the extension may reach: nothing to say, as soon as the base URL changes.
  await configure(context, { baseUrl: 'https://example.com/api/v1' });
  await expect(note).toHaveCount(0);
  await configure(context, { baseUrl: sandbox.baseUrl });
  await expect(note).toBeVisible();
});
