import { expect, servePages, TEST_EXTENSION_DIR, test, workerOf } from '../fixtures.ts';
import { badgeText, callHook, sentKeyAs, spyOnNotifications, takeNotifications } from './checks.ts';
import {
  connectAs,
  expectClear,
  expectNothingElsewhere,
  expectSafePage,
  fault,
  faults,
  KEY,
  ledger,
  SAYS,
  withFaultServer,
} from './harness.ts';
import { CONNECT, openPopup, optionsPage, panelPage, seedLink } from './pages.ts';

// A service that never answers, on every surface at once (test build).

withFaultServer();

test.describe('hang (test build)', () => {
  test.use({ extensionDir: TEST_EXTENSION_DIR });

  test('a service that never answers: each surface says so after 10 s', async ({
    context,
    extensionId,
    cdpPort,
  }) => {
    test.setTimeout(40_000);
    await servePages(context);
    // The options page opens before a key is stored, so it asks for no domains on the way.
    const options = await optionsPage(context, extensionId);
    fault({ mode: 'hang' });
    await connectAs(context, 'header');
    await seedLink(context);
    const worker = await workerOf(context);
    await spyOnNotifications(worker);
    const stats = await panelPage(context, extensionId);
    const domains = await panelPage(context, extensionId);

    const started = Date.now();
    // Save and connect first: a click in another page closes a toolbar popup already open (it
    // asks for the origin's access too), as a person's click elsewhere does.
    await options.page.getByRole('radio', { name: /^X-API-Key/ }).check();
    await options.page.getByRole('button', { name: CONNECT }).click();
    const shown = await Promise.all([
      (async () => {
        const p = await openPopup(context, extensionId, cdpPort, 'hang');
        const alert = p.page.getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(p.page, p.dialogs, 'popup hang');
        const text = await alert.innerText();
        await p.close();
        return ['popup', text];
      })(),
      (async () => {
        const alert = options.page.getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(options.page, options.dialogs, 'options hang');
        return ['options', await alert.innerText()];
      })(),
      ...[
        [stats, 'Stats'],
        [domains, 'Domains'],
      ].map(async ([p, section]) => {
        const { page, dialogs, url } = p as Awaited<ReturnType<typeof panelPage>>;
        await page.goto(url);
        if (section !== 'Stats') await page.getByRole('tab', { name: section as string }).click();
        const alert = page.getByRole('tabpanel').getByRole('alert');
        await expect(alert).toHaveText(SAYS.timeout, { timeout: 15_000 });
        await expectSafePage(page, dialogs, `${section} hang`);
        return [`panel ${section}`, await alert.innerText()];
      }),
      (async () => {
        // Another page than the popup's: one page's links are made one at a time
        // (lib/new-link-lock.ts), and the popup would wait behind this one.
        const outcome = await callHook(worker, 'omnibox', 'example.com/hang-omnibox');
        expect(outcome.kind).toBe('error');
        const [note] = await takeNotifications(worker);
        expect(note?.message).toMatch(SAYS.timeout);
        expect(await badgeText(worker)).toBe('!');
        return ['worker notification', `${note?.title}: ${note?.message}`];
      })(),
    ]);
    const took = Date.now() - started;
    expect(took).toBeLessThan(20_000);
    for (const [surface, text] of shown) {
      expectClear(text ?? '', /took too long to answer/, `${surface} hang`);
      ledger.push({ surface: surface ?? '', fault: 'hang', shown: text ?? '' });
    }
    // Each surface sent its request once, with the key as set, then waited it out.
    expect(sentKeyAs(faults.requests, KEY, 'header').length).toBeGreaterThanOrEqual(5);
    expectNothingElsewhere('hang');
  });
});
