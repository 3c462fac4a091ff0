import { describe, expect, it } from 'vitest';
import { getAnalytics } from '../../lib/api/link-stats';
import { listLinks } from '../../lib/api/links';
import { canned, fixtureClient, json, rejection, sandbox } from './helpers';

const sum = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);

describe('analytics against the sandbox', () => {
  it('parses the full result of a seeded link', async () => {
    const sb = sandbox();
    const c = sb.client();
    const page = await listLinks(c, { search: 'github' });
    const link = page.data[0];
    if (!link) throw new Error('seed has the GitHub link');
    const a = await getAnalytics(c, link.id);
    expect(a.link.id).toBe(link.id);
    expect(a.summary.total_clicks).toBeGreaterThan(0);
    expect(a.summary.unique_clicks).toBeLessThanOrEqual(a.summary.total_clicks);
    expect(a.breakdown.clicks_over_time).toHaveLength(30);
    expect(a.breakdown.clicks_over_time.at(-1)?.date).toBe('2025-06-15');
    for (const part of [a.breakdown.devices, a.breakdown.countries, a.breakdown.browsers]) {
      expect(sum(part)).toBe(a.summary.total_clicks);
    }
    expect(sum(a.breakdown.operating_systems ?? [])).toBe(a.summary.total_clicks);
    expect(a.recent_clicks?.length).toBe(20);
  });

  it("answers not_found for an unknown or another account's link", async () => {
    const sb = sandbox();
    expect(await rejection(getAnalytics(sb.client(), 999_999))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
    expect(await rejection(getAnalytics(sb.client('demo-pro2-key'), 1))).toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('analytics from a service that says less', () => {
  it('accepts the reference shape without operating_systems or recent_clicks, wrapped in data', async () => {
    const body = {
      data: {
        link: {
          id: 7,
          short_code: 'abc',
          short_url: 'https://s.test/abc',
          original_url: 'https://e.test/',
        },
        summary: { total_clicks: 3, unique_clicks: 2 },
        breakdown: {
          clicks_over_time: [{ date: '2025-06-15', count: 3 }],
          devices: [{ device_type: 'desktop', count: 3 }],
          countries: [{ country: 'France', country_code: 'FR', count: 3 }],
          browsers: [{ browser: 'Firefox', count: 3 }],
        },
      },
      status: 'success',
    };
    const { client } = fixtureClient(canned(json(body)).fetch);
    const a = await getAnalytics(client, 7);
    expect(a.breakdown.operating_systems).toBeUndefined();
    expect(a.recent_clicks).toBeUndefined();
    expect(a.breakdown.countries[0]?.country_code).toBe('FR');
  });

  it('reads a missing breakdown as empty lists rather than failing', async () => {
    const body = {
      link: {
        id: 7,
        short_code: 'abc',
        short_url: 'https://s.test/abc',
        original_url: 'https://e.test/',
      },
      summary: { total_clicks: 0, unique_clicks: 0 },
    };
    const { client } = fixtureClient(canned(json(body)).fetch);
    const a = await getAnalytics(client, 7);
    expect(a.breakdown).toEqual({ clicks_over_time: [], devices: [], countries: [], browsers: [] });
  });
});
