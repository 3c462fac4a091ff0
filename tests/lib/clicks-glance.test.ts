import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountFingerprint } from '../../lib/account';
import { getAnalytics } from '../../lib/api/analytics';
import { listLinks } from '../../lib/api/links';
import { clicksGlance, GLANCE_MAX_AGE_MS, type GlanceLink } from '../../lib/clicks-glance';
import type { Connection } from '../../lib/storage/preferences';
import { BASE, canned, json, rejection, sandbox } from '../api/helpers';

// The popup's clicks at a glance, against the in-process sandbox (its seeded Pro account has
// clicks), with the sandbox's clock as the cache's.

const connection = (apiKey = 'demo-pro-key'): Connection => ({
  baseUrl: BASE,
  apiKey,
  authMethod: 'bearer',
});

async function linkOf(link_id: number, apiKey = 'demo-pro-key'): Promise<GlanceLink> {
  return { link_id, base_url: BASE, account: await accountFingerprint(apiKey) };
}

const analyticsCalls = (sent: { url: string }[]) =>
  sent.filter((s) => s.url.endsWith('/analytics')).length;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('clicksGlance', () => {
  it("gives a seeded link's total and its last 7 days, as the service counts them", async () => {
    const sb = sandbox();
    const [github] = (await listLinks(sb.client(), { search: 'github' })).data;
    if (!github) throw new Error('seed has the GitHub link');
    const full = await getAnalytics(sb.client(), github.id);
    sb.sent.length = 0;

    const glance = await clicksGlance(connection(), await linkOf(github.id), {
      fetch: sb.fetch,
      now: sb.clock.now,
    });

    expect(glance.total).toBe(full.summary.total_clicks);
    expect(glance.total).toBeGreaterThan(0);
    expect(glance.days).toEqual(full.breakdown.clicks_over_time.slice(-7).map((d) => d.count));
    expect(sb.sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      `GET /api/v1/links/${github.id}/analytics`,
    ]);
  });

  it('is cached per link for 5 minutes, in session storage', async () => {
    const sb = sandbox();
    const options = { fetch: sb.fetch, now: sb.clock.now };
    const first = await clicksGlance(connection(), await linkOf(1), options);
    expect(analyticsCalls(sb.sent)).toBe(1);
    expect(JSON.stringify(await fakeBrowser.storage.session.get())).toContain('clicksGlance');

    // A click meanwhile: the cached figures are shown, with no request.
    sb.clock.advance(GLANCE_MAX_AGE_MS - 1);
    expect(await clicksGlance(connection(), await linkOf(1), options)).toEqual(
      expect.objectContaining(first),
    );
    expect(analyticsCalls(sb.sent)).toBe(1);

    // Another link, and the same id in another account, are asked for.
    await clicksGlance(connection(), await linkOf(2), options);
    expect(analyticsCalls(sb.sent)).toBe(2);
    await rejection(
      clicksGlance(connection('demo-pro2-key'), await linkOf(1, 'demo-pro2-key'), options),
    );
    expect(analyticsCalls(sb.sent)).toBe(3);

    // Five minutes on, it is asked for again.
    sb.clock.advance(1);
    await clicksGlance(connection(), await linkOf(1), options);
    expect(analyticsCalls(sb.sent)).toBe(4);
  });

  it('drops figures that have gone stale when it saves new ones', async () => {
    const sb = sandbox();
    const options = { fetch: sb.fetch, now: sb.clock.now };
    await clicksGlance(connection(), await linkOf(1), options);
    sb.clock.advance(GLANCE_MAX_AGE_MS);
    await clicksGlance(connection(), await linkOf(2), options);
    const saved = (await fakeBrowser.storage.session.get('clicksGlance')).clicksGlance;
    expect(Object.keys(saved as object)).toEqual([`${BASE} ${(await linkOf(2)).account} 2`]);
  });

  it.each([
    ['a plan without analytics (403)', 'demo-free-key', 1],
    ['a refused key (401)', 'demo-expired-key', 1],
    ["a link that isn't there (404)", 'demo-pro-key', 999_999],
  ])('fails on %s, and keeps nothing', async (_, key, id) => {
    const sb = sandbox();
    const options = { fetch: sb.fetch, now: sb.clock.now };
    expect(await rejection(clicksGlance(connection(key), await linkOf(id, key), options))).toEqual(
      expect.objectContaining({ name: 'ApiError' }),
    );
    await rejection(clicksGlance(connection(key), await linkOf(id, key), options));
    expect(analyticsCalls(sb.sent)).toBe(2);
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it.each([
    ['a 500', () => json({ message: 'boom' }, 500)],
    ['a body without the total', () => json({ summary: {}, breakdown: {} })],
    ['an HTML page', () => new Response('<html>login</html>', { status: 200 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fails on %s', async (_, answer) => {
    const { fetch } = canned(answer);
    expect(await rejection(clicksGlance(connection(), await linkOf(1), { fetch }))).toBeTruthy();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('takes the last 7 days as sent, a negative count as 0, and fewer days as they are', async () => {
    const day = (n: number, count: number) => ({ date: `2025-06-${10 + n}`, count });
    const body = {
      summary: { total_clicks: 40 },
      breakdown: { clicks_over_time: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => day(n, n - 2)) },
    };
    const many = await clicksGlance(connection(), await linkOf(1), {
      fetch: canned(json(body)).fetch,
    });
    expect(many).toEqual({ total: 40, days: [0, 1, 2, 3, 4, 5, 6] });

    const few = { summary: { total_clicks: 3 }, breakdown: { clicks_over_time: [day(0, 3)] } };
    const none = { summary: { total_clicks: 0 } };
    expect(
      await clicksGlance(connection(), await linkOf(2), { fetch: canned(json(few)).fetch }),
    ).toEqual({ total: 3, days: [3] });
    expect(
      await clicksGlance(connection(), await linkOf(3), { fetch: canned(json(none)).fetch }),
    ).toEqual({ total: 0, days: [] });
  });
});
