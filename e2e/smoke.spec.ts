import { expect, test } from './fixtures.ts';

// The foundation end to end: the built extension loads in Chromium, its pages render, and an
// extension page can call the sandbox over HTTP (CORS), with and without a key.
test('the extension loads and its pages render', async ({ context, extensionId }) => {
  const page = await context.newPage();
  for (const [file, heading] of [
    ['popup.html', 'Snaplink'],
    // No key yet: the options page greets.
    ['options.html', 'Welcome to Snaplink'],
    ['sidepanel.html', 'Snaplink'],
  ] as const) {
    await page.goto(`chrome-extension://${extensionId}/${file}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an extension page reaches the sandbox over HTTP through CORS', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  const result = await page.evaluate(async (base) => {
    const ok = await fetch(`${base}/links`, {
      headers: { Authorization: 'Bearer demo-pro-key', Accept: 'application/json' },
    });
    const denied = await fetch(`${base}/links`, { headers: { Accept: 'application/json' } });
    return {
      status: ok.status,
      total: (await ok.json()).total,
      remaining: ok.headers.get('X-RateLimit-Remaining'),
      denied: denied.status,
    };
  }, sandbox.baseUrl);
  expect(result.status).toBe(200);
  expect(result.total).toBeGreaterThanOrEqual(10);
  expect(Number(result.remaining)).toBeLessThan(120);
  expect(result.denied).toBe(401);
});

test('a short link redirects over real HTTP and counts the click', async ({ sandbox, request }) => {
  const headers = { Authorization: 'Bearer demo-enterprise-key' };
  const created = await request.post(`${sandbox.baseUrl}/links`, {
    headers,
    data: { original_url: 'https://example.com/e2e-smoke' },
  });
  expect(created.status()).toBe(201);
  const link = await created.json();
  const hop = await request.get(link.short_url, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expect(hop.headers().location).toBe('https://example.com/e2e-smoke');
  const stats = await (
    await request.get(`${sandbox.baseUrl}/links/${link.id}/analytics`, { headers })
  ).json();
  expect(stats.summary.total_clicks).toBe(1);
});
