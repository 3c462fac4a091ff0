import { expect, test } from 'vitest';
import {
  click,
  configure,
  FIREFOX_DIR,
  fill,
  firefoxAndSandbox,
  goTo,
  launchFirefox,
  waitFor,
  waitForText,
} from './firefox.ts';

// The options page in Firefox against the sandbox over HTTP: Save and connect (with the request
// for the base URL's origin, from that one click), a reload, a refused key.

const run = firefoxAndSandbox(FIREFOX_DIR);

const hasOrigin = (origin: string) =>
  run.firefox.page.evaluate((o) => browser.permissions.contains({ origins: [o] }), origin);

test('Save and connect asks for the origin in its one click, connects, and a reload keeps it', async () => {
  const { page } = run.firefox;
  await goTo(page, 'options.html');
  expect(await hasOrigin('http://127.0.0.1/*')).toBe(false);

  await fill(page, 'Base URL', run.sandbox.origin);
  await fill(page, 'API key', 'demo-pro-key');
  await click(page, { button: 'Save and connect' });
  const status = await waitForText(page, '[role="status"]', 'the key works');
  expect(status).toContain(
    `Connected to ${new URL(run.sandbox.origin).host}: the key works, on the Pro plan.`,
  );
  expect(status).toContain('of 120 requests left this minute');
  // The request made in the click, granted (Firefox's prompt is off: see firefox.ts).
  await expect.poll(() => hasOrigin('http://127.0.0.1/*')).toBe(true);

  await goTo(page, 'options.html');
  const fields = await waitFor(
    page,
    () => {
      const inputs = [...document.querySelectorAll('input')];
      return inputs.some((i) => i.value) ? inputs.map((i) => [i.type, i.value]) : null;
    },
    undefined,
  );
  // Saved normalised to the API root; the key masked.
  expect(fields).toContainEqual(['url', run.sandbox.baseUrl]);
  expect(fields).toContainEqual(['password', 'demo-pro-key']);

  const stored = await page.evaluate(async () => ({
    sync: JSON.stringify(await browser.storage.sync.get(null)),
    local: await browser.storage.local.get(null),
  }));
  expect(stored.sync).not.toContain('demo-pro-key');
  expect(stored.local.apiKey).toBe('demo-pro-key');
});

test.each([
  ['wrong-key', "Your link service didn't accept your API key."],
  ['demo-free-key', "Your plan doesn't include API access."],
])('Save and connect explains a refused key (%s) and saves nothing', async (key, message) => {
  const { page } = run.firefox;
  await goTo(page, 'options.html');
  await fill(page, 'Base URL', run.sandbox.baseUrl);
  await fill(page, 'API key', key);
  await click(page, { button: 'Save and connect' });
  const alert = await waitForText(page, '[role="alert"]', message);
  expect(alert).not.toContain(key);
  await waitForText(page, '.form-outcome', 'Nothing was saved');
  const stored = await page.evaluate(
    async () => (await browser.storage.local.get('apiKey')).apiKey,
  );
  expect(stored).not.toBe(key);
});

test("with Firefox's prompt, which nobody answers headless, Save and connect still connects", async () => {
  const prompting = await launchFirefox(FIREFOX_DIR, { permissionPrompts: true });
  try {
    const { page } = prompting;
    await fill(page, 'Base URL', run.sandbox.baseUrl);
    await fill(page, 'API key', 'demo-pro-key');
    await click(page, { button: 'Save and connect' });
    await waitForText(page, '[role="status"]', 'the key works');
    const after = await page.evaluate(async () => ({
      granted: await browser.permissions.contains({ origins: ['http://127.0.0.1/*'] }),
      apiKey: (await browser.storage.local.get('apiKey')).apiKey,
    }));
    // The prompt is up and unanswered; the add-on reaches the sandbox anyway (it answers CORS).
    expect(after).toEqual({ granted: false, apiKey: 'demo-pro-key' });
  } finally {
    await prompting.close();
  }
});

test('the privacy link leads to the packaged policy, which Firefox shows as text', async () => {
  const { page } = run.firefox;
  await goTo(page, 'options.html');
  const href = await waitFor(
    page,
    () => document.querySelector<HTMLAnchorElement>('a[href="/privacy.txt"]')?.href ?? null,
    undefined,
  );
  expect(href).toMatch(/^moz-extension:\/\/[^/]+\/privacy\.txt$/);
  await goTo(page, 'privacy.txt');
  const shown = await page.evaluate(() => ({
    type: document.contentType,
    text: document.body.textContent ?? '',
  }));
  expect(shown.type).toBe('text/plain');
  expect(shown.text).toContain('# Snaplink privacy policy');
  expect(shown.text).toContain('| `apiKey` | local |');
});

test('host access taken back: the page says what it costs, and its button grants it again', async () => {
  const { page } = run.firefox;
  await configure(page, { baseUrl: run.sandbox.baseUrl, apiKey: 'demo-pro-key' });
  await page.evaluate(() => browser.permissions.remove({ origins: ['http://127.0.0.1/*'] }));
  await goTo(page, 'options.html');
  const note = await waitForText(page, '[role="note"]', 'preflight');
  expect(note).toBe(
    'Without access to 127.0.0.1, the browser checks with the service before requests (a preflight), so each link may take one extra round trip.Allow access to 127.0.0.1',
  );
  // Firefox's prompt is off (firefox.ts): the request made in the click is granted at once.
  await click(page, { button: 'Allow access to 127.0.0.1' });
  await expect.poll(() => hasOrigin('http://127.0.0.1/*')).toBe(true);
  await waitFor(page, () => !document.querySelector('[role="note"]'), undefined);
});
