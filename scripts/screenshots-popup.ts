// The popup's pictures (docs/popup-<state>-<lang>-<theme>.png): each state a person meets, at
// 360 px and in the popup's four languages, light and dark, from the production build against
// the sandbox. Each picture's height is printed: Chrome shows at most 600 px of a popup.
import type { BrowserContext } from '@playwright/test';
import {
  configure,
  EXTENSION_DIR,
  launchWithExtension,
  readStored,
  type Sandbox,
  servePages,
} from '../e2e/browser.ts';
import { ToolbarPopup } from '../e2e/popup.ts';
import { CUSTOM_DOMAIN_PAGE, customDomainLink } from '../e2e/surfaces.ts';

const LANGUAGES = ['en-US', 'de', 'es', 'ar'];
const THEMES = ['light', 'dark'] as const;

interface State {
  name: string;
  key?: string;
  /** The page's address; the popup shortens it (or says why it can't). */
  page: string;
  /** What the person does before the picture. */
  act?: (popup: ToolbarPopup) => Promise<void>;
}

// The link and Customise: the page's link on the account's own domain, made with a UTM tag.
const STATES: State[] = [
  { name: 'link', page: CUSTOM_DOMAIN_PAGE },
  {
    name: 'customise',
    page: CUSTOM_DOMAIN_PAGE,
    act: (p) => p.page.locator('.link-tools button').first().click(),
  },
  {
    name: 'paste',
    page: CUSTOM_DOMAIN_PAGE,
    act: async (p) => {
      await p.page.locator('.search-field input').fill('example.org/spring-sale');
      await p.page.locator('#popup-search-shorten').waitFor();
    },
  },
  { name: 'welcome', key: '', page: 'https://example.com/guides/first' },
  { name: 'error', key: 'demo-free-key', page: 'https://example.com/guides/spring' },
  { name: 'unshortenable', page: `https://example.com/${'long-'.repeat(1700)}` },
];

async function shoot(
  context: BrowserContext,
  id: string,
  cdpPort: number,
  name: string,
  state: State,
): Promise<number> {
  const tab = await context.newPage();
  await tab.goto(state.page);
  const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
  try {
    await popup.page
      .locator('.result :is(.link-card:not(.skeleton), [role="alert"], .notice, .welcome)')
      .waitFor();
    await popup.page
      .locator('.qr-thumb img, .recent, [role="alert"], .notice, .welcome')
      .first()
      .waitFor();
    await state.act?.(popup);
    // The QR code, the recent links and the fonts settle within a moment.
    await popup.page.waitForTimeout(400);
    await popup.page.screenshot({ path: `docs/${name}.png`, fullPage: true });
    return await popup.page.evaluate(() => document.documentElement.scrollHeight);
  } finally {
    await popup.close();
    await tab.close();
  }
}

export async function popupPictures(sandbox: Sandbox): Promise<void> {
  for (const lang of LANGUAGES) {
    for (const theme of THEMES) {
      const { context, cdpPort, close } = await launchWithExtension(EXTENSION_DIR, lang);
      try {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const id = new URL(worker.url()).host;
        await servePages(context);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const connect = (apiKey: string) =>
          configure(context, { baseUrl: sandbox.baseUrl, apiKey, preferences: { theme } });
        await connect('demo-pro-key');
        const pageLink = await customDomainLink(sandbox);
        // Three links made before, for the recent links under the new one.
        for (const n of [1, 2, 3]) {
          const tab = await context.newPage();
          await tab.goto(`https://example.com/notes/${lang}-${theme}-${n}`);
          const popup = await ToolbarPopup.open(context, id, cdpPort, tab);
          await popup.settled();
          await popup.close();
          await tab.close();
        }
        // The page's own link, newest in history: the popup shows it, and the three below.
        const history = await readStored<unknown[]>(context, 'history');
        await configure(context, { history: [pageLink, ...(history ?? [])] });
        const short = lang.slice(0, 2);
        for (const state of STATES) {
          // A fresh start after the welcome (no key), as after any other state.
          await connect(state.key ?? 'demo-pro-key');
          const name = `popup-${state.name}-${short}-${theme}`;
          const height = await shoot(context, id, cdpPort, name, state);
          console.log(`${name}: ${height} px`);
        }
      } finally {
        await close();
      }
    }
  }
}
