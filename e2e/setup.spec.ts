import type { BrowserContext, Page } from '@playwright/test';
import { EXTENSION_DIR, launchWithExtension, servePages, workerOf } from './browser.ts';
import { shareAtLeast, smallText } from './checks.ts';
import { configure, expect, test } from './fixtures.ts';
import { ToolbarPopup } from './popup.ts';
import { NO_SUCH_HOST, type Running, untrustedTls, withoutCors } from './servers.ts';

// The options page, from install to the first link (issue 24): the install opens the welcome
// page, one click connects, a reload keeps it, the popup makes a link; each kind of failure only
// a browser can meet (no such host, an untrusted certificate, no CORS) is explained by its
// cause, saves nothing and keeps what was typed; nothing typed is lost unasked; preferences save
// as they change; the page is legible; the privacy policy is packaged. (Each refusal by the
// service, and each field error: tests/entrypoints/options/ConnectionCard.test.tsx.)

const CONNECT = 'Save and connect';

/** The status or alert beside "Save and connect". */
const outcome = (page: Page) =>
  page.locator('.form-action').filter({ has: page.getByRole('button', { name: CONNECT }) });

async function fill(page: Page, baseUrl: string, key: string) {
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('API key', { exact: true }).fill(key);
}

async function optionsPage(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  return page;
}

const stored = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as {
        chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } };
      }
    ).chrome.storage.local.get(null),
  );

/** The Content Security Policy violations the page reports from now on (none is expected). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test('a fresh profile opens the welcome page; one click connects, and a reload keeps it; the popup makes a link', async ({
  sandbox,
}) => {
  // What the person does from the install to the first copied link, counted as it is done.
  let actions = 0;
  const act = <T>(action: () => Promise<T>) => {
    actions += 1;
    return action();
  };
  const launched = await launchWithExtension(EXTENSION_DIR, 'en-US', { keepWelcome: true });
  try {
    const { context, cdpPort } = launched;
    const page = launched.welcome as Page;
    const violations = cspViolations(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Snaplink');
    await expect(page.getByText(/makes a short link of the page you are on/)).toBeVisible();
    // The Connection card comes first, with the one filled button.
    await expect(page.locator('fieldset legend').first()).toHaveText('Connection');
    await expect(page.locator('button.primary')).toHaveText([CONNECT]);

    // Type the address (a page of the service will do), paste the key, one click.
    await act(() => page.getByLabel('Base URL').fill(`${sandbox.origin}/dashboard`));
    await expect(page.getByText(`Snaplink will use ${sandbox.baseUrl}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /in a new tab$/ })).toHaveAttribute(
      'href',
      sandbox.origin,
    );
    await act(() => page.getByLabel('API key', { exact: true }).fill('demo-pro-key'));
    await act(() => page.getByRole('button', { name: CONNECT }).click());
    // The sandbox is shared with other specs: the Pro demo key may have been used this minute.
    await expect(outcome(page).getByRole('status')).toHaveText(
      new RegExp(
        `^Connected to ${new URL(sandbox.origin).host}: the key works, on the Pro plan\\. \\d+ of 120 requests left this minute\\.$`,
      ),
    );
    await expect(page.getByText(/You're connected\. Click the Snaplink icon/)).toBeVisible();
    expect(await stored(page)).toMatchObject({ baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });

    // Reloaded: the settings as saved (the API root), no greeting, and the key kept in
    // storage.local alone, hidden.
    await page.reload();
    await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snaplink settings');
    const key = page.getByLabel('API key', { exact: true });
    await expect(key).toHaveValue('demo-pro-key');
    await expect(key).toHaveAttribute('type', 'password');
    const sync = await page.evaluate(async () =>
      JSON.stringify(
        await (
          globalThis as unknown as {
            chrome: { storage: { sync: { get(k: null): Promise<object> } } };
          }
        ).chrome.storage.sync.get(null),
      ),
    );
    expect(sync).not.toContain('demo-pro-key');
    expect(violations).toEqual([]);

    // One click on the icon, on the page the person is on: the link, copied.
    await servePages(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tab = await context.newPage();
    await tab.goto('https://example.com/first-link');
    const id = new URL((await workerOf(context)).url()).host;
    const popup = await act(() => ToolbarPopup.open(context, id, cdpPort, tab));
    await expect(popup.shortLink()).toBeVisible();
    await expect.poll(() => popup.shortUrl()).toMatch(new RegExp(`^${sandbox.origin}/\\w+$`));
    await popup.settled();
    expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(
      await popup.shortUrl(),
    );
    // Issue 35: from the install to the first copied link, 4 actions at most.
    expect(actions).toBeLessThanOrEqual(4);
    await popup.close();
  } finally {
    await launched.close();
  }
});

test('a popup open before the setup follows it at once', async ({ context, popupOn, sandbox }) => {
  // Nothing stored yet: the fresh profile's first run.
  const popup = await popupOn('follows-setup', { key: null });
  await expect(popup.page.getByRole('button', { name: 'Set up Snaplink' })).toBeVisible();
  // What "Save and connect" stores. (A click in the options page would close a toolbar popup,
  // as a person's click in another window does, so the store is made from the worker.)
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  await expect.poll(() => popup.shortUrl()).toMatch(new RegExp(`^${sandbox.origin}/\\w+$`));
  await expect(popup.page.getByRole('button', { name: 'Set up Snaplink' })).toHaveCount(0);
  await popup.close();
});

test.describe('a connection that fails says why, saves nothing and keeps what was typed', () => {
  const servers: Running[] = [];
  test.afterAll(async () => {
    for (const s of servers) await s.close();
  });

  const cases: [string, (sandbox: { origin: string }) => Promise<[string, string]>, RegExp][] = [
    [
      'a name that resolves to nothing',
      async () => [`https://${NO_SUCH_HOST}/api/v1`, 'demo-pro-key'],
      new RegExp(`No server was found for ${NO_SUCH_HOST}\\. Check the base URL for a typo\\.`),
    ],
    [
      'an untrusted certificate',
      async () => {
        const tls = await untrustedTls();
        servers.push(tls);
        return [`${tls.origin}/api/v1`, 'demo-pro-key'];
      },
      /localhost:\d+ has no certificate this browser trusts \(TLS\)/,
    ],
    [
      'a service without CORS',
      async () => {
        const plain = await withoutCors();
        servers.push(plain);
        return [`${plain.origin}/api/v1`, 'demo-pro-key'];
      },
      /127\.0\.0\.1:\d+ answers, but not to Snaplink \(CORS\)/,
    ],
  ];
  for (const [name, serve, says] of cases) {
    test(name, async ({ context, extensionId, sandbox }) => {
      const [baseUrl, key] = await serve(sandbox);
      const page = await optionsPage(context, extensionId);
      await fill(page, baseUrl, key);
      await page.getByRole('button', { name: CONNECT }).click();
      const alert = outcome(page).getByRole('alert');
      await expect(alert).toHaveText(says, { timeout: 15_000 });
      await expect(alert).not.toContainText('deleted');
      await expect(alert).not.toContainText(key);
      await expect(outcome(page)).toContainText('Nothing was saved');
      expect(await stored(page)).not.toHaveProperty('apiKey');
      await expect(page.getByLabel('API key', { exact: true })).toHaveValue(key);
    });
  }

  test('a wrong API root (404) is explained with /api/v1, and the root offered connects', async ({
    context,
    extensionId,
    sandbox,
  }) => {
    const page = await optionsPage(context, extensionId);
    await fill(page, `${sandbox.origin}/shortener/api/v1`, 'demo-pro-key');
    await page.getByRole('button', { name: CONNECT }).click();
    await expect(outcome(page).getByRole('alert')).toHaveText(
      /answers, but no API is at this address \(HTTP 404\)\. Check it/,
    );
    expect(await stored(page)).not.toHaveProperty('apiKey');
    await page.getByRole('button', { name: `Use ${sandbox.baseUrl}` }).click();
    await expect(outcome(page).getByRole('status')).toContainText('Connected to');
    await expect(page.getByLabel('Base URL')).toHaveValue(sandbox.baseUrl);
    expect(await stored(page)).toMatchObject({ baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  });
});

test('nothing typed is lost: leaving asks first, and the card says a reload drops it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const page = await optionsPage(context, extensionId);
  await fill(page, sandbox.origin, 'demo-pro-key');
  await expect(outcome(page).getByRole('status')).toHaveText(
    'Not saved yet. Leaving or reloading the page drops these changes.',
  );
  const asked = new Promise<string>((ok) =>
    page.once('dialog', (dialog) => {
      ok(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue('demo-pro-key');
});

test('preferences and QR defaults save as they change; a bad value waits, said beside it', async ({
  context,
  extensionId,
}) => {
  const page = await optionsPage(context, extensionId);
  await page.getByLabel('Theme').selectOption('dark');
  const prefs = page.getByRole('group', { name: 'Preferences' });
  await expect(prefs.getByRole('status')).toHaveText('Saved ✓');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const size = page.getByLabel('Size (px)');
  await size.fill('50');
  await expect(size).toHaveAccessibleDescription(/100 to 1000/);
  await size.fill('480');
  const qr = page.getByRole('group', { name: 'QR code defaults' });
  await expect(qr.getByRole('status')).toHaveText('Saved ✓');
  await expect
    .poll(async () => (await stored(page)).preferences)
    .toMatchObject({ theme: 'dark', qr: { size: 480 } });
  // Nothing unsaved: the page closes without asking.
  let asked = false;
  page.on('dialog', () => {
    asked = true;
  });
  await page.close({ runBeforeUnload: true });
  expect(asked).toBe(false);
});

test('legible: 80% of the text at 13 px or more, none under 12, the card in view', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByRole('button', { name: CONNECT })).toBeVisible();
  expect(await smallText(page)).toEqual([]);
  expect(await shareAtLeast(page, 13)).toBeGreaterThanOrEqual(0.8);
  // The whole Connection card, its button and the room beside it, in the first viewport.
  const card = await page.getByRole('group', { name: 'Connection' }).first().boundingBox();
  expect(card && card.y >= 0 && card.y + card.height <= 800).toBe(true);
});

test('the privacy link opens the packaged policy as text, in a tab of its own', async ({
  context,
  extensionId,
}) => {
  const page = await optionsPage(context, extensionId);
  const link = page.getByRole('link', { name: 'Privacy policy: what is stored and sent' });
  await expect(link).toBeVisible();
  const [policy] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await policy.waitForLoadState();
  expect(policy.url()).toBe(`chrome-extension://${extensionId}/privacy.txt`);
  // Shown, not downloaded: the Markdown is the page's text.
  await expect(policy.locator('body')).toContainText('# Snaplink privacy policy');
  await expect(policy.locator('body')).toContainText('| `apiKey` | local |');
});
