import type { Page } from 'puppeteer-core';
import { beforeAll, expect, test } from 'vitest';
import { sandboxLinks } from '../e2e/sandbox-api.ts';
import { configure, FIREFOX_TEST_DIR, firefoxAndSandbox, servedTab } from './firefox.ts';

// "Shorten the links in the selection" in Firefox (MV2, browser.scripting), as
// e2e/selection.spec.ts does it in Chromium: the menu's handler called through the test build's
// `snaplinkTestHooks` with the real tab and frame (a native menu can't be clicked headless), the
// injections, the sandbox over HTTP and the undo real. The test build reaches
// https://example.com by host access, since no headless test gives activeTab's click.

const KEY = 'demo-enterprise-key';
const run = firefoxAndSandbox(FIREFOX_TEST_DIR);

const PAGE = `<!doctype html><title>New message</title>
<input id="subject"><div id="body" contenteditable="true"></div><textarea id="notes"></textarea>`;

beforeAll(async () => {
  await configure(run.firefox.page, { baseUrl: run.sandbox.baseUrl, apiKey: KEY });
});

type Outcome = { kind: string; shortened?: number; failed?: number };

/** The menu's click on the compose tab's top frame, as Firefox passes it. */
function clickMenu(): Promise<Outcome> {
  return run.firefox.page.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as {
      snaplinkTestHooks: { menuClicked(info: object, tab: object): Promise<unknown> };
    };
    const [tab] = await browser.tabs.query({ url: 'https://example.com/compose' });
    const info = { menuItemId: 'shorten-selection', frameId: 0, editable: true };
    // Through JSON: the answer is an object of the background page's own realm.
    return JSON.parse(
      JSON.stringify(await background.snaplinkTestHooks.menuClicked(info, tab ?? {})),
    );
  }) as Promise<Outcome>;
}

const text = (tab: Page, id: string) =>
  tab.$eval(`#${id}`, (el) =>
    'value' in el ? (el as HTMLInputElement).value : (el as HTMLElement).innerText,
  );

/** Puts `value` in the field and selects all of it. */
async function selectAll(tab: Page, id: string, value: string) {
  await tab.$eval(
    `#${id}`,
    (el, v) => {
      const field = el as HTMLElement;
      field.focus();
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        field.value = v;
        field.select();
      } else {
        field.textContent = v;
        getSelection()?.selectAllChildren(field);
      }
    },
    value,
  );
}

async function undo(tab: Page) {
  await tab.keyboard.down('Control');
  await tab.keyboard.press('z');
  await tab.keyboard.up('Control');
}

test('a text input, a contenteditable and a textarea: replaced in place, reused, one undo', async () => {
  const stamp = Date.now();
  const address = `https://example.com/firefox-${stamp}`;
  const tab = await servedTab(run.firefox, 'compose', PAGE);
  let short = '';
  for (const id of ['subject', 'body', 'notes']) {
    const before = `See ${address}. (and http://localhost/x)`;
    await selectAll(tab, id, before);
    const outcome = await clickMenu();
    expect(outcome).toMatchObject({ kind: 'done', shortened: 1, failed: 1 });
    const links = await sandboxLinks(run.sandbox, `firefox-${stamp}`, KEY);
    // Made once, for the first field; the others reuse it.
    expect(links).toHaveLength(1);
    short = links[0]?.short_url ?? '';
    expect(short).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
    expect(await text(tab, id)).toBe(`See ${short}. (and http://localhost/x)`);
    await undo(tab);
    expect(await text(tab, id)).toBe(before);
  }
  await tab.close();
});
