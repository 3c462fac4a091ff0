import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  configure,
  expect,
  type PopupOn,
  servePages,
  TEST_EXTENSION_DIR,
  test,
} from './fixtures.ts';

// One source of markup (entrypoints/popup/markup.ts): the popup's early script draws the page
// before React has loaded, and React takes it over. Here, in real Chromium with the test build
// (which records each look of the page: entrypoints/popup/test-paints.ts), every state the early
// script draws is compared with React's first paint, and the two must be the same markup, to the
// attribute: the header, and the
// link card (a new link, a reused one), its skeleton, the first run's welcome and "choose first".

interface Paint {
  /** Drawn by React: its root is on #root. */
  react: boolean;
  /** The page's header and result, as markup. */
  top: string;
}

/**
 * The toolbar popup on `url`: the early script's last paint before React, and React's first,
 * once React has drawn `until`.
 */
async function takeOver(popupOn: PopupOn, url: string, until: string) {
  const popup = await popupOn(url, { key: null });
  await popup.ready();
  await popup.page.locator(until).first().waitFor();
  const paints = await popup.page.evaluate(
    () =>
      (window as unknown as { snaplinkTestHooks: { paints: Paint[] } }).snaplinkTestHooks.paints,
  );
  await popup.close();
  return { early: paints.filter((p) => !p.react).at(-1), react: paints.find((p) => p.react) };
}

// The test build records the popup's paints (entrypoints/popup/test-paints.ts).
test.use({ extensionDir: TEST_EXTENSION_DIR });

test.beforeEach(async ({ context, sandbox }) => {
  await servePages(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
});

test('a new link, then the same link reused: React takes over the same markup', async ({
  popupOn,
}) => {
  const url = `https://example.com/first-paint-${Date.now()}`;
  const made = await takeOver(popupOn, url, '.link-card .short-link[title]');
  expect(made.early?.top).toContain('class="short-link"');
  expect(made.react?.top).toBe(made.early?.top);

  const reused = await takeOver(popupOn, url, '.link-card .short-link');
  expect(reused.early?.top).toContain('This page already has a short link');
  expect(reused.react?.top).toBe(reused.early?.top);
});

test('the skeleton, while a slow service answers, is the one React draws', async ({
  context,
  popupOn,
}) => {
  // A service that never answers: the link card's skeleton stays until React takes over.
  const silent: Server = createServer(() => {});
  await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
  try {
    const { port } = silent.address() as AddressInfo;
    await configure(context, {
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      apiKey: 'demo-enterprise-key',
    });
    const url = `https://example.com/skeleton-${Date.now()}`;
    const { early, react } = await takeOver(popupOn, url, '.qr-panel');
    expect(early?.top).toContain('link-card skeleton');
    expect(early?.top).toContain('aria-label="Settings"');
    expect(react?.top).toBe(early?.top);
  } finally {
    silent.close();
  }
});

test('the first run and "choose first" are drawn once, the same by both', async ({
  context,
  sandbox,
  popupOn,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: '' });
  const first = await takeOver(popupOn, 'https://example.com/', '.qr-panel');
  expect(first.early?.top).toContain('Set up Snaplink');
  expect(first.react?.top).toBe(first.early?.top);

  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  await configure(context, { preferences: { onClick: 'choose' } });
  const url = `https://example.com/choose-${Date.now()}`;
  const choose = await takeOver(popupOn, url, 'details[open]');
  expect(choose.early?.top).toContain("Choose the link's options");
  expect(choose.react?.top).toBe(choose.early?.top);
});
