import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

/**
 * The real toolbar popup. `chrome.action.openPopup()` would not grant activeTab, and opening
 * popup.html as a tab makes the popup its own current tab; a click through CDP's
 * Extensions.triggerAction does what a person's click does.
 */
export class ToolbarPopup {
  private closed = false;

  private constructor(
    readonly page: Page,
    private readonly connection: Browser,
    /** The page the popup was opened over. */
    readonly tab: Page,
  ) {}

  static async open(
    context: BrowserContext,
    extensionId: string,
    cdpPort: number,
    tab: Page,
    file = 'popup.html',
    /**
     * How long to leave the popup alone before attaching to it. Attaching (Playwright connects
     * over CDP and sets up every page) takes the browser's cores while the popup loads: the
     * bench waits, then reads the popup's marks, which the page keeps.
     */
    quietMs = 0,
  ) {
    const before = new Set(await popupTargets(cdpPort, file));
    await clickToolbar(context, extensionId, tab);
    return ToolbarPopup.attach(cdpPort, tab, { file, quietMs, before });
  }

  /** The popup `file` that opened over `tab` (besides those in `before`), however it opened. */
  static async attach(
    cdpPort: number,
    tab: Page,
    { file = 'popup.html', quietMs = 0, before = new Set<string>() } = {},
  ) {
    // Playwright's own context does not report the popup: find it through the debugging port.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const fresh = (await popupTargets(cdpPort, file)).filter((id) => !before.has(id));
      if (fresh.length > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    if (quietMs > 0) await new Promise((r) => setTimeout(r, quietMs));
    const connection = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    const page = connection
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().endsWith(`/${file}`));
    if (!page) {
      await connection.close();
      throw new Error('The toolbar popup did not open.');
    }
    return new ToolbarPopup(page, connection, tab);
  }

  /** The short link as shown: whole, without its scheme; its title is the full address. */
  shortLink() {
    return this.page.locator('.link-card .short-link');
  }

  /** The full short link: what Copy copies. */
  async shortUrl(): Promise<string> {
    return (await this.shortLink().getAttribute('title')) ?? '';
  }

  /**
   * Once React has drawn the page (its root is React's): React draws every state, so from then on
   * every button works. A test that waits for the link or a message needn't call it.
   */
  async ready() {
    await this.page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) =>
        k.startsWith('__reactContainer'),
      ),
    );
  }

  /** The one field: search the account's links, or paste an address to shorten. */
  field() {
    return this.page.getByRole('combobox', { name: 'Search your links or paste an address' });
  }

  /** The link card's status line: how the link came ("This page's existing link"). */
  status() {
    return this.page.locator('.link-card .link-status');
  }

  /** The everyday view's Customise form, opened from its button. */
  async customise() {
    await this.page.getByRole('button', { name: 'Customise', exact: true }).click();
    return this.page.getByRole('form', { name: 'Customise' });
  }

  /**
   * Once the popup's flow has settled: the link recorded in history and copied. A popup closed
   * before then (a person rarely closes it so fast) may leave no history for the next open.
   */
  async settled() {
    await this.page.waitForFunction(() => performance.getEntriesByName('snaplink:settled').length);
  }

  /** Closes the popup; again is a no-op (popupOn closes what a test left open). */
  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.page.close().catch(() => {});
    await this.connection.close();
  }
}

/** A person's click on the extension's toolbar icon, over `tab`: it grants activeTab there. */
export async function clickToolbar(context: BrowserContext, extensionId: string, tab: Page) {
  await tab.bringToFront();
  const browser = context.browser();
  if (!browser) throw new Error('The persistent context has no browser handle for CDP.');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets', {
    filter: [{ type: 'tab' }],
  } as never)) as { targetInfos: { targetId: string; url: string }[] };
  const target = targetInfos.find((t) => t.url === tab.url());
  if (!target) throw new Error(`No tab target for ${tab.url()}`);
  await session.send(
    'Extensions.triggerAction' as never,
    { id: extensionId, targetId: target.targetId } as never,
  );
  await session.detach();
}

/** The ids of the open popups (`file`), through the debugging port. */
export async function popupTargets(port: number, file = 'popup.html'): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = (await res.json()) as { id: string; url: string }[];
  return targets.filter((t) => t.url.endsWith(`/${file}`)).map((t) => t.id);
}

/** How many buttons the page draws filled: those with the primary button's background. */
export const filledButtons = (page: Page) =>
  page.evaluate(() => {
    const accent = getComputedStyle(document.querySelector('button.primary') as Element);
    return [...document.querySelectorAll('button')].filter(
      (b) => b.checkVisibility() && getComputedStyle(b).backgroundColor === accent.backgroundColor,
    ).length;
  });
