// The store pictures for `npm run screenshots` (`SCREENSHOTS=store` takes only these), in
// store/images/: 1280×800 screenshots, in English and German, of the real toolbar popup over an
// article, the side panel's Stats, Links and QR codes beside it, and the options page; and the
// 440×280 promotional tile. The popup and side panel pictures are COMPOSED (scripts/store-compose.ts):
// headless Chromium draws neither into a page's screenshot, so their real screenshots are placed
// over the served article as Chromium shows them. The production build, against the sandbox
// named https://snaplink.example (scripts/store-service.ts), the Pro demo account's links on its
// domain go.example.com.
import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import {
  configure,
  EXTENSION_DIR,
  launchWithExtension,
  type Sandbox,
  startSandbox,
} from '../e2e/browser.ts';
import { historyEntries } from '../e2e/history.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { sandboxLinksByCode } from '../e2e/sandbox-api.ts';
import { openPage, showPanelTab } from '../e2e/surfaces.ts';
import { ARTICLE, articlePage, framed, type Lang, promoTile } from './store-compose.ts';
import { namedService, onOwnDomain, SERVICE_BASE_URL } from './store-service.ts';

const OUT = 'store/images';
const SIZE = { width: 1280, height: 800 };
/** The side panel's width in the pictures: Chromium's default is 360; a little wider reads better. */
const PANEL = { width: 400, height: SIZE.height - 48 };

/** Renders `html` at its size to `store/images/<name>-<lang>.png`. */
async function render(
  context: BrowserContext,
  html: string,
  name: string,
  lang: Lang,
  size = SIZE,
) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.setContent(html, { waitUntil: 'load' });
  const path = `${OUT}/${name}-${lang}.png`;
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await page.close();
  console.log(path);
}

const shot = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide' });

/**
 * The real toolbar popup over the article, once its new link and QR code are drawn. On a busy
 * machine headless Chromium now and then opens a popup that stays blank (10 px high, no text):
 * it is closed and the icon clicked again, up to three times.
 */
async function popupShot(context: BrowserContext, id: string, cdpPort: number) {
  const tab = await context.newPage();
  await tab.goto(`https://example.com${ARTICLE.path}`);
  for (let attempt = 1; ; attempt++) {
    const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
    try {
      await popup.page.locator('.qr-thumb img').waitFor({ timeout: 15_000 });
      await popup.ready();
      return await clipped(popup);
    } catch (e) {
      if (attempt === 3) throw e;
      console.log(`the popup stayed blank (${attempt}): opening it again`);
    } finally {
      await popup.close();
    }
  }
}

async function clipped(popup: ToolbarPopup): Promise<Buffer> {
  // Headless opens the popup shorter than Chrome would (its content, up to 600 px) and it can't be
  // resized: the picture ends under the last part of the popup wholly in view, not half-way
  // through a row of buttons.
  const clip = await popup.page.evaluate(() => {
    const fold = window.innerHeight;
    // The tops of the controls and pictures the fold cuts through.
    const cut = [...document.body.querySelectorAll('button, summary, input, select, a, img, p')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.top < fold && r.bottom > fold)
      .map((r) => r.top);
    const height = cut.length ? Math.min(...cut) - 6 : fold;
    return { x: 0, y: 0, width: window.innerWidth, height };
  });
  return popup.page.screenshot({ animations: 'disabled', caret: 'hide', clip });
}

/** The side panel at PANEL's size on each of these tabs, with its data drawn. */
async function panelShots(context: BrowserContext, id: string, title: string) {
  const panel = await openPage(context, id, 'sidepanel.html', { theme: 'light', ...PANEL });
  const shots: Record<string, Buffer> = {};
  for (const [tab, name] of [
    ['Stats', 'stats'],
    ['Links', 'links'],
    ['QR codes', 'qrcodes'],
  ] as const) {
    await showPanelTab(panel, tab, title);
    await panel.mouse.move(0, 0);
    shots[name] = await shot(panel);
  }
  await panel.close();
  return shots;
}

async function picturesIn(sandbox: Sandbox, lang: Lang, launch: object, domainId: number) {
  const { context, cdpPort, close } = await launchWithExtension(
    EXTENSION_DIR,
    lang === 'en' ? 'en-US' : lang,
    launch,
  );
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const account = { baseUrl: SERVICE_BASE_URL, apiKey: 'demo-pro-key' };
    const links = await sandboxLinksByCode(sandbox, ['demo1'], account.apiKey);
    await configure(context, {
      ...account,
      domainId,
      preferences: { theme: 'light' },
      history: historyEntries(account, links),
    });
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: articlePage(lang) }),
    );
    const panels = await panelShots(context, id, links[0]?.title ?? '');
    for (const [name, png] of Object.entries(panels)) {
      await render(context, framed(lang, png, 'panel'), name, lang);
    }
    await render(
      context,
      framed(lang, await popupShot(context, id, cdpPort), 'popup'),
      'popup',
      lang,
    );

    const options = await openPage(context, id, 'options.html', { theme: 'light', ...SIZE });
    // The stored base URL in its field (by type: the label is in the page's language).
    await options.waitForFunction(
      (url) => document.querySelector<HTMLInputElement>('input[type="url"]')?.value === url,
      SERVICE_BASE_URL,
    );
    // The default domain by its name, once the account's domains have come (not "Domain #3").
    await options.locator('option', { hasText: 'go.example.com' }).waitFor({ state: 'attached' });
    await options.screenshot({
      path: `${OUT}/options-${lang}.png`,
      animations: 'disabled',
      caret: 'hide',
    });
    console.log(`${OUT}/options-${lang}.png`);

    const messages = JSON.parse(
      readFileSync(`${EXTENSION_DIR}/_locales/${lang}/messages.json`, 'utf8'),
    ) as Record<string, { message: string }>;
    const qr = await QRCode.toString('https://snaplink.example', { type: 'svg', margin: 0 });
    const tile = promoTile(lang, messages.manifest_description?.message ?? '', qr);
    await render(context, tile, 'promo-tile', lang, { width: 440, height: 280 });
  } finally {
    await close();
  }
}

/**
 * Each language on a sandbox of its own: one language's pictures spend much of the Pro demo
 * key's 120 requests a minute, and its new link would show in the next one's Links list.
 */
export async function storePictures(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const lang of ['en', 'de'] as const) {
    const { proc, sandbox } = await startSandbox();
    const service = await namedService(sandbox);
    try {
      await picturesIn(sandbox, lang, service.launch, await onOwnDomain(sandbox));
    } finally {
      await service.close();
      proc.kill();
    }
  }
}
