import type { BrowserContext, Page } from '@playwright/test';
import { expect, statusBeside, storeHistory } from '../fixtures.ts';
import { ToolbarPopup } from '../popup.ts';
import { type AuthMethod, recordDialogs } from './checks.ts';
import { faults, KEY } from './harness.ts';

// The surfaces the fault specs open, with their dialogs recorded: the toolbar popup, the options
// form, the side panel.

/** A real toolbar click over https://example.com/{path}, with dialogs recorded. */
export async function openPopup(
  context: BrowserContext,
  extensionId: string,
  cdpPort: number,
  path: string,
) {
  const tab = await context.newPage();
  await tab.goto(`https://example.com/${path}`);
  const popup = await ToolbarPopup.open(context, extensionId, cdpPort, tab);
  const dialogs = recordDialogs(popup.page);
  // Listening now: a held answer may land (see HELD).
  faults.go();
  return {
    popup,
    page: popup.page,
    dialogs,
    close: async () => {
      await popup.close();
      await tab.close();
    },
  };
}

/**
 * Popup cases hold the service's answer until the dialog listener is on (openPopup lets it
 * go): an alert from an early answer would otherwise be dismissed unseen.
 */
export const HELD = { hold: true } as const;

/** The options form filled with the fault server and KEY, sent the `auth` way. */
export async function optionsPage(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByLabel('Base URL').fill(faults.baseUrl);
  await page.getByLabel('API key', { exact: true }).fill(KEY);
  // How the key is sent is under Advanced.
  await page.getByText('Advanced', { exact: true }).click();
  const test = async (auth: AuthMethod) => {
    await page.getByRole('radio', { name: new RegExp(`^${authLabel[auth]}`) }).check();
    await page.getByRole('button', { name: CONNECT }).click();
    // Every case's answer is held until the last case's result is seen to go.
    await expect(statusBeside(page, CONNECT)).toHaveText('Connecting…');
    faults.go();
    await expect(page.getByRole('button', { name: CONNECT })).toBeEnabled({
      timeout: 15_000,
    });
  };
  return { page, dialogs, test };
}

export const CONNECT = 'Save and connect';

const authLabel: Record<AuthMethod, string> = {
  bearer: 'Authorization: Bearer',
  header: 'X-API-Key header',
  query: 'api_key query parameter',
};

/** History as the popup would have left it, so the Stats tab has a link to ask about. */
export async function seedLink(context: BrowserContext, title = 'Seven') {
  await storeHistory(context, { baseUrl: faults.baseUrl, apiKey: KEY }, [
    {
      link_id: 7,
      short_url: `${faults.origin}/f7`,
      original_url: 'https://example.com/seven',
      title,
    },
  ]);
}

export async function panelPage(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  return { page, dialogs, url: `chrome-extension://${extensionId}/sidepanel.html` };
}

const SECTIONS = ['Stats', 'Links', 'Domains', 'QR codes'] as const;

/** Opens the panel, then each section in turn, and calls `onAlert` in each. */
export async function eachSection(
  page: Page,
  url: string,
  onAlert: (section: string) => Promise<void>,
) {
  await page.goto(url);
  for (const section of SECTIONS) {
    if (section !== 'Stats') await page.getByRole('tab', { name: section }).click();
    await onAlert(section);
  }
}
