import type { BrowserContext, Page } from '@playwright/test';
import { configure, type Sandbox, servePages, workerOf } from './browser.ts';
import { historyEntries } from './history.ts';
import { ToolbarPopup } from './popup.ts';
import { sandboxLinksByCode } from './sandbox-api.ts';

// Each surface opened as a person sees it, with its data drawn, for e2e/contrast.spec.ts and
// scripts/screenshots.ts (which runs outside Playwright's runner, so no `expect` here).

export type Theme = 'light' | 'dark';
export const THEMES: Theme[] = ['light', 'dark'];
/** The popup's views eachSurface visits: everyday, Customise open, the full QR code. */
export const POPUP_VIEWS = ['popup', 'popup customise', 'popup QR'];
/** The side panel's width in Chromium, and the narrowest a page of ours must fit. */
export const PANEL_WIDTH = 360;

/**
 * The Pro demo account (seeded links with clicks), in `theme`, with demo1 (a seeded link with
 * clicks) in history; returns that link's title.
 */
export async function proAccount(
  context: BrowserContext,
  sandbox: Sandbox,
  theme: Theme,
): Promise<string> {
  const account = { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' };
  const links = await sandboxLinksByCode(sandbox, ['demo1'], account.apiKey);
  await configure(context, {
    ...account,
    preferences: { theme },
    history: historyEntries(account, links),
  });
  return links[0]?.title ?? '';
}

/** The page the long custom-domain link below is made for. */
export const CUSTOM_DOMAIN_PAGE = 'https://example.com/winter';

/**
 * A link of the Pro demo account on its domain go.example.com, about 40 characters shown, made
 * with a UTM tag for CUSTOM_DOMAIN_PAGE, as history records it: the popup shows it for that page.
 */
export async function customDomainLink(sandbox: Sandbox) {
  const auth = { Authorization: `Bearer demo-pro-key`, 'content-type': 'application/json' };
  const domains = await (await fetch(`${sandbox.baseUrl}/domains`, { headers: auth })).json();
  const domain = (domains.data as { id: number; name: string }[]).find(
    (d) => d.name === 'go.example.com',
  );
  const alias = `winter-beacons-${Date.now().toString(36)}`;
  const res = await fetch(`${sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      original_url: `${CUSTOM_DOMAIN_PAGE}?utm_source=newsletter`,
      custom_alias: alias,
      title: 'Winter beacons',
      domain_id: domain?.id,
    }),
  });
  const link = await res.json();
  const [entry] = historyEntries({ baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' }, [
    {
      link_id: link.id,
      short_url: link.short_url,
      original_url: link.original_url,
      title: link.title,
    },
  ]);
  if (!entry) throw new Error('no history entry');
  return { ...entry, page: CUSTOM_DOMAIN_PAGE, domain_id: domain?.id ?? null };
}

/** Waits until `ok()` is true, polling: works in and out of Playwright's runner. */
async function until(what: string, ok: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The page's theme applied (`<html data-theme>`, from the stored preference). */
function themed(page: Page, theme: Theme): Promise<void> {
  return until(`the ${theme} theme`, async () =>
    page.evaluate((t) => document.documentElement.dataset.theme === t, theme),
  );
}

/**
 * The real toolbar popup over a served https://example.com/{path}: the link made, its QR code
 * (the everyday view's thumbnail) loaded.
 */
async function openPopup(
  context: BrowserContext,
  extensionId: string,
  cdpPort: number,
  { path, theme }: { path: string; theme: Theme },
): Promise<ToolbarPopup> {
  const tab = await context.newPage();
  await tab.goto(`https://example.com/${path}`);
  const popup = await ToolbarPopup.open(context, extensionId, cdpPort, tab);
  const { page } = popup;
  await until('the short link', async () => /^http/.test(await popup.shortUrl()));
  // By place, so in any language.
  await imageLoaded(page, '.qr-thumb img.qr');
  await themed(page, theme);
  return popup;
}

/** Waits until the image at `selector` is drawn. */
async function imageLoaded(page: Page, selector: string): Promise<void> {
  const img = page.locator(selector);
  await img.waitFor();
  await until(`the image ${selector}`, () =>
    img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0),
  );
}

/** Opens every disclosure of the page, so every control shows. */
async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  await page.locator('details input').last().waitFor();
}

/**
 * The popup's Customise form, open with its UTM tags shown (by place: Customise is the first of
 * the link's tools). Its Cancel goes back to the everyday view.
 */
async function openCustomise(page: Page): Promise<void> {
  await page.locator('.link-tools button').first().click();
  await page.locator('form.customise').waitFor();
  await openDisclosures(page);
}

/** The popup's full QR view (the thumbnail's one button), its style shown. */
async function openQrView(page: Page): Promise<void> {
  await page.locator('.qr-thumb button').click();
  await imageLoaded(page, '.qr-panel img.qr');
  await openDisclosures(page);
}

/** An extension page in a new tab, `width` px wide. */
export async function openPage(
  context: BrowserContext,
  extensionId: string,
  file: 'options.html' | 'sidepanel.html',
  { theme, width, height }: { theme: Theme; width: number; height: number },
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`chrome-extension://${extensionId}/${file}`);
  await themed(page, theme);
  return page;
}

/** The options page's form, filled in from storage (its one address field, in any language). */
export function optionsShown(page: Page, baseUrl: string): Promise<void> {
  return until('the stored settings', async () =>
    page
      .locator('input[type="url"]')
      .inputValue()
      .then((v) => v === baseUrl),
  );
}

/**
 * Each surface with its data drawn, in turn, for `visit` to audit or picture (`name`: options,
 * panel-<tab id>, popup, popup-customise, popup-qr): the options page and each side panel tab
 * `PANEL_WIDTH` wide (the Links tab with a link's QR code open), then the real toolbar popup over
 * a served page: its everyday view, its Customise form and its full QR view, every fold open.
 * With `wide`, the side panel's tabs again at that width (`panel <tab> at <wide>`,
 * panel-<tab id>-<wide>). The Pro demo account, in `theme`; any language.
 */
export async function eachSurface(
  launched: { context: BrowserContext; cdpPort: number },
  sandbox: Sandbox,
  { theme, path, wide }: { theme: Theme; path: string; wide?: number },
  visit: (surface: string, page: Page, name: string) => Promise<void>,
): Promise<void> {
  const { context, cdpPort } = launched;
  const id = new URL((await workerOf(context)).url()).host;
  const title = await proAccount(context, sandbox, theme);
  const size = { theme, width: PANEL_WIDTH, height: 800 };
  const options = await openPage(context, id, 'options.html', size);
  await optionsShown(options, sandbox.baseUrl);
  await visit('options', options, 'options');

  for (const width of wide ? [PANEL_WIDTH, wide] : [PANEL_WIDTH]) {
    const panel = await openPage(context, id, 'sidepanel.html', { ...size, width });
    const at = width === PANEL_WIDTH ? '' : ` at ${width}`;
    for (const [tab, { id: tabId }] of Object.entries(PANEL_TABS)) {
      await showPanelTab(panel, tab, title);
      if (tab === 'Links') await openFirstLinkQr(panel);
      await visit(`panel ${tab}${at}`, panel, `panel-${tabId}${at && `-${width}`}`);
    }
    await panel.close();
  }

  // Last: the link it makes becomes the newest in history, which Stats would show.
  await servePages(context);
  const popup = await openPopup(context, id, cdpPort, { path, theme });
  await visit('popup', popup.page, 'popup');
  await openCustomise(popup.page);
  await visit('popup customise', popup.page, 'popup-customise');
  // Cancel: back to the everyday view, then its QR code in full.
  await popup.page.locator('form.customise .actions button[type="button"]').click();
  await openQrView(popup.page);
  await visit('popup QR', popup.page, 'popup-qr');
  await popup.close();
}

/** Waits for a tab's list to have items and be done loading (by its place, in any language). */
async function listShown(page: Page, id: string): Promise<void> {
  const list = page.locator(`#panel-${id} :is(ul.items, ul.link-rows)`).first();
  await list.locator('li').first().waitFor();
  await until(`the ${id} list`, async () => (await list.getAttribute('aria-busy')) === 'false');
}

/**
 * Each tab of the side panel, by its English name: its id (`#tab-<id>`, `#panel-<id>`) and what
 * shows it is drawn with its data (`title`: Stats' link), found by place, not by words, so the
 * same waits serve every language (scripts/screenshots.ts takes German pictures).
 */
export const PANEL_TABS: Record<
  string,
  { id: string; drawn: (page: Page, title: string) => Promise<void> }
> = {
  Stats: {
    id: 'stats',
    drawn: async (page, title) => {
      await page.locator('#stats-title', { hasText: title }).waitFor();
      const chart = page.locator('.stats-chart svg');
      await chart.waitFor();
      await until('the chart drawn', () =>
        chart.evaluate((svg) => svg.querySelectorAll('rect, path, polyline').length > 0),
      );
      await page.locator('#breakdown-devices').waitFor();
    },
  },
  Links: { id: 'links', drawn: (page) => listShown(page, 'links') },
  Domains: { id: 'domains', drawn: (page) => listShown(page, 'domains') },
  'QR codes': { id: 'qrcodes', drawn: (page) => listShown(page, 'qrcodes') },
  // Before a run: the window's tab count (the production build has no `tabs` yet), in any
  // language (Arabic says none, one or two tabs without a digit).
  'All tabs': {
    id: 'alltabs',
    drawn: (page) => page.locator('#panel-alltabs [role="status"][aria-busy="false"]').waitFor(),
  },
};

/** Opens a tab of the side panel by a click and waits for its data. */
export async function showPanelTab(page: Page, tab: string, title: string): Promise<void> {
  const { id, drawn } = PANEL_TABS[tab] ?? { id: tab, drawn: async () => {} };
  await page.locator(`#tab-${id}`).click();
  await drawn(page, title);
}

/**
 * The Links tab with its first link's QR code open: its row's More actions, then the first of
 * them (by place: any language).
 */
async function openFirstLinkQr(page: Page): Promise<void> {
  const row = page.locator('#panel-links ul.link-rows > li').first();
  await row.locator('button[aria-expanded]').click();
  await row.locator('.row-actions button').first().click();
  await row.locator('img').first().waitFor();
}
