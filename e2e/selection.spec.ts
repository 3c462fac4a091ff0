import type { BrowserContext, Page } from '@playwright/test';
import {
  configure,
  expect,
  type Sandbox,
  servePages,
  TEST_EXTENSION_DIR,
  test,
  workerOf,
} from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';

// "Shorten the links in the selection" in real Chromium, on a served compose page with a text
// input, a contenteditable body and a textarea. A native menu can't be clicked headless, so the
// test calls the worker's own menu handler (`snaplinkTestHooks`, test build only) with the real
// tab and frame; the injections, the service and the undo are real. activeTab comes only from a
// real click: the test build reaches https://example.com by host access instead (wxt.config.ts).
test.use({ extensionDir: TEST_EXTENSION_DIR });

const COMPOSE = `<!doctype html><html lang="en"><title>New message</title>
<style>
  body { font: 15px system-ui, sans-serif; margin: 0; background: #eef1f5; color: #1f2328; }
  .compose { width: 640px; margin: 24px; background: #fff; border-radius: 10px;
    box-shadow: 0 4px 20px #0002; overflow: hidden; }
  .compose h1 { margin: 0; padding: 10px 16px; font-size: 15px; background: #2d3748; color: #fff; }
  label { display: flex; gap: 8px; align-items: center; padding: 8px 16px;
    border-bottom: 1px solid #e5e7eb; color: #57606a; }
  input, textarea { flex: 1; font: inherit; border: 0; outline: 0; color: #1f2328; }
  #body { min-height: 150px; padding: 12px 16px; line-height: 1.5; outline: 0; white-space: pre-wrap; }
  textarea { display: block; width: calc(100% - 32px); margin: 0 16px 12px; height: 60px;
    border: 1px solid #e5e7eb; border-radius: 6px; padding: 6px; }
</style>
<div class="compose">
  <h1>New message</h1>
  <label>To <input id="to" value="team@example.com"></label>
  <label>Subject <input id="subject"></label>
  <div id="body" contenteditable="true"></div>
  <textarea id="notes" aria-label="Notes"></textarea>
</div>`;

type Outcome = {
  kind: string;
  shortened?: number;
  failed?: number;
  alreadyShort?: number;
  why?: object[];
};

/** The menu's click, as Chrome would pass it, on the compose tab's top frame. */
async function clickMenu(context: BrowserContext): Promise<Outcome> {
  const worker = await workerOf(context);
  return worker.evaluate(async () => {
    const { chrome, snaplinkTestHooks } = globalThis as unknown as {
      chrome: {
        tabs: { query(q: object): Promise<{ id: number; url: string; windowId: number }[]> };
      };
      snaplinkTestHooks: { menuClicked(info: object, tab: object): Promise<Outcome> };
    };
    const [tab] = await chrome.tabs.query({ url: 'https://example.com/compose' });
    return snaplinkTestHooks.menuClicked(
      { menuItemId: 'shorten-selection', frameId: 0, editable: true, pageUrl: tab?.url },
      tab ?? {},
    );
  });
}

async function composePage(context: BrowserContext): Promise<Page> {
  await servePages(context);
  await context.route('https://example.com/compose', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: COMPOSE }),
  );
  const page = await context.newPage();
  await page.goto('https://example.com/compose');
  await page.bringToFront();
  return page;
}

/** A link the account already has, made elsewhere (the service's API), in the worker's index. */
async function existingLink(context: BrowserContext, sandbox: Sandbox, url: string) {
  const res = await fetch(`${sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-enterprise-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: url }),
  });
  const link = (await res.json()) as { short_url: string };
  // Setting the key refreshes the index of the account's links (lib/link-index/index-schedule.ts).
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  const worker = await workerOf(context);
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const { chrome } = globalThis as unknown as {
          chrome: {
            storage: { local: { get(k: string): Promise<{ linkIndex?: { links?: string } }> } };
          };
        };
        return (await chrome.storage.local.get('linkIndex')).linkIndex?.links ?? '';
      }),
    )
    .toContain(url);
  return link.short_url;
}

const fieldText = (page: Page, id: string) =>
  page.evaluate((i) => {
    const el = document.getElementById(i) as HTMLInputElement | HTMLTextAreaElement | HTMLElement;
    return 'value' in el ? el.value : (el as HTMLElement).innerText;
  }, id);

/** The field reads `original` with `address` made `short`; one Ctrl+Z gives `original` back. */
async function replacedThenUndone(
  page: Page,
  id: string,
  original: string,
  address: string,
  short: string | undefined,
) {
  expect(short).toMatch(/^http:\/\//);
  await expect.poll(() => fieldText(page, id)).toBe(original.replace(address, short ?? ''));
  await page.keyboard.press('Control+Z');
  await expect.poll(() => fieldText(page, id)).toBe(original);
}

test('in a contenteditable compose body: replaced in place, reused where a link existed, one undo', async ({
  context,
  sandbox,
}) => {
  const stamp = Date.now();
  const existing = `https://example.com/existing-${stamp}`;
  const fresh = `https://example.org/new-${stamp}`;
  const existingShort = await existingLink(context, sandbox, existing);
  const page = await composePage(context);
  const before = `Hi team,\n\nThe plan is at ${existing}. Notes (see ${fresh}), and the old one: ${existingShort}!\n\nThanks`;
  await page.locator('#body').evaluate((el, text) => {
    el.textContent = text;
  }, before);
  // Select from "The plan" to the end of the old link: the greeting and sign-off are outside it.
  await page.locator('#body').evaluate((el) => {
    const node = el.firstChild as Text;
    const text = node.data;
    const range = document.createRange();
    range.setStart(node, text.indexOf('The plan'));
    range.setEnd(node, text.indexOf('!'));
    (el as HTMLElement).focus();
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  if (process.env.SCREENSHOTS === 'compose')
    await page.locator('.compose').screenshot({ path: 'docs/compose-before.png' });

  const outcome = await clickMenu(context);
  expect(outcome).toMatchObject({ kind: 'done', shortened: 2, failed: 0, alreadyShort: 1 });
  const made = await sandboxLinks(sandbox, `new-${stamp}`);
  expect(made.map((l) => l.original_url)).toEqual([fresh]);
  // The account's existing link was reused: still one link for that address.
  expect((await sandboxLinks(sandbox, `existing-${stamp}`)).map((l) => l.short_url)).toEqual([
    existingShort,
  ]);
  const after = `Hi team,\n\nThe plan is at ${existingShort}. Notes (see ${made[0]?.short_url}), and the old one: ${existingShort}!\n\nThanks`;
  await expect.poll(() => fieldText(page, 'body')).toBe(after);
  if (process.env.SCREENSHOTS === 'compose')
    await page.locator('.compose').screenshot({ path: 'docs/compose-after.png' });

  await page.keyboard.press('Control+Z');
  await expect.poll(() => fieldText(page, 'body')).toBe(before);
});

test('in a text input and a textarea: only the selection changes, and one undo restores it', async ({
  context,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
  const stamp = Date.now();
  const page = await composePage(context);
  const subject = `Launch: https://example.com/launch-${stamp}, and https://example.com/press-${stamp}`;
  await page.locator('#subject').fill(subject);
  // Only the second address is selected: the first stays as written.
  await page.locator('#subject').evaluate((el: HTMLInputElement) => {
    el.setSelectionRange(el.value.indexOf('and'), el.value.length);
  });
  expect(await clickMenu(context)).toMatchObject({ kind: 'done', shortened: 1, failed: 0 });
  const [press] = await sandboxLinks(sandbox, `press-${stamp}`);
  expect(await sandboxLinks(sandbox, `launch-${stamp}`)).toEqual([]);
  const pressUrl = `https://example.com/press-${stamp}`;
  await replacedThenUndone(page, 'subject', subject, pressUrl, press?.short_url);

  // A textarea with an address that can't be shortened (local): it stays, and the reason is said.
  const notes = `Staging http://localhost:3000/preview and https://example.com/press-${stamp}.`;
  await page.locator('#notes').fill(notes);
  await page.locator('#notes').selectText();
  const outcome = await clickMenu(context);
  expect(outcome).toMatchObject({ kind: 'done', shortened: 1, failed: 1 });
  expect(outcome.why).toEqual([
    { address: 'http://localhost:3000/preview', reason: expect.stringMatching(/\w/) },
  ]);
  // The same page again reuses the link made above.
  expect(await sandboxLinks(sandbox, `press-${stamp}`)).toHaveLength(1);
  await replacedThenUndone(page, 'notes', notes, pressUrl, press?.short_url);
});
