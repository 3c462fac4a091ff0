import { expect, test } from '../fixtures.ts';
import { pageLog, recordDialogs, scanDom, unclear } from './checks.ts';
import { KEY, withFaultServer } from './harness.ts';
import { HOSTILE } from './server.ts';

// The fault checks (checks.ts) themselves: each finds what it looks for.

withFaultServer();

test('the checks catch what they look for: markup, a script link, the key, an override, a dialog, a CSP violation', async ({
  context,
  extensionId,
}) => {
  // What each case above asserts is absent, put on an extension page on purpose.
  const page = await context.newPage();
  const dialogs = recordDialogs(page);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.evaluate(
    ([markup, key, bidi]) => {
      const box = document.createElement('div');
      box.innerHTML = `${markup}<a href="javascript:void 0">x</a><p>${key.toUpperCase()}</p><span>${bidi}</span>`;
      document.body.append(box);
      alert('from the page');
    },
    [HOSTILE.markup + HOSTILE.svg, KEY, HOSTILE.bidi] as const,
  );
  const dom = await scanDom(page, KEY);
  expect(dom.markup).toEqual(
    expect.arrayContaining([
      'img src=x',
      'img[onerror]',
      expect.stringMatching(/^<i#pwned-markup>/),
      expect.stringMatching(/^<foreignObject>/),
      'script alert(4)',
      'svg[onload]',
      expect.stringMatching(/^svg with active content/),
    ]),
  );
  expect(dom.badLinks).toEqual(['a href=javascript:alert(6)', 'a href=javascript:void 0']);
  expect(dom.key).toEqual(['page text']);
  expect(dom.bidi).toEqual([`<span> ${JSON.stringify(HOSTILE.bidi)}`]);
  const log = await pageLog(page);
  expect(log.csp.length).toBeGreaterThan(0);
  expect(log.failedLoads.length).toBeGreaterThan(0);
  expect(dialogs).toEqual(['alert: from the page']);
  expect(unclear('{"message":"Server Error"}', KEY)).toContain('raw JSON');
  expect(unclear(`TypeError: x is undefined at f (chunk.js:1:2) ${KEY}`, KEY)).toEqual(
    expect.arrayContaining(['shows the key', 'a stack trace or a programming word']),
  );
  expect(unclear('<!doctype html><h1>500 Internal Server Error</h1>', KEY)).toContain('markup');
});
