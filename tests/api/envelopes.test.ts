import { describe, expect, it } from 'vitest';
import { getDomain, listDomains } from '../../lib/api/domains';
import { deleteLink, getLink, listLinks } from '../../lib/api/links';
import { getQrCode, listQrCodes } from '../../lib/api/qrcodes';
import { canned, fixtureClient, json, rejection } from './helpers';

const link = (id: number) => ({
  id,
  short_code: `c${id}`,
  short_url: `https://s.test/c${id}`,
  original_url: `https://example.com/${id}`,
});
const links = (n: number) => Array.from({ length: n }, (_, i) => link(i + 1));
const answering = (body: unknown) => fixtureClient(canned(json(body)).fetch).client;

describe('single objects', () => {
  it('accepts a bare object, keeping unknown fields', async () => {
    const got = await getLink(answering({ ...link(3), tags: ['a'], expires_at: null }), 3);
    expect(got).toMatchObject({ id: 3, tags: ['a'], expires_at: null });
  });

  it.each([
    ['{ data }', { data: link(3) }],
    ['{ data, status }', { data: link(3), status: 'success' }],
    ['{ status, data } with a numeric status', { status: 200, data: link(3) }],
  ])('unwraps %s', async (_, body) => {
    expect(await getLink(answering(body), 3)).toEqual(link(3));
  });

  it('reads a QR code and a domain with only their required fields', async () => {
    const qr = await getQrCode(answering({ data: { id: 1, name: 'n', content: 'c' } }), 1);
    expect(qr).toEqual({ id: 1, name: 'n', content: 'c' });
    const domain = await getDomain(answering({ id: 2, name: 'go.example.com' }), 2);
    expect(domain).toEqual({ id: 2, name: 'go.example.com' });
  });

  it('a delete may answer 204 with no body', async () => {
    const { client } = fixtureClient(canned(new Response(null, { status: 204 })).fetch);
    expect(await deleteLink(client, 1)).toEqual({});
  });
});

describe('lists', () => {
  it('flat, as the contract says', async () => {
    const body = { current_page: 2, data: links(10), total: 25, per_page: 10, last_page: 3 };
    expect(await listLinks(answering(body))).toEqual(body);
  });

  it('a Laravel resource collection: { data, meta, links }', async () => {
    const body = {
      data: links(2),
      links: { next: null },
      meta: { current_page: 1, total: 2, per_page: 25, last_page: 1, from: 1 },
    };
    expect(await listLinks(answering(body))).toEqual({
      data: links(2),
      current_page: 1,
      total: 2,
      per_page: 25,
      last_page: 1,
    });
  });

  it('{ data, pagination } with page and total_pages names', async () => {
    const body = {
      data: [{ id: 1, name: 'n', content: 'c' }],
      pagination: { page: '3', per_page: '5', total: '11', total_pages: 3 },
    };
    expect(await listQrCodes(answering(body))).toMatchObject({
      current_page: 3,
      per_page: 5,
      total: 11,
      last_page: 3,
    });
  });

  it('derives a missing per_page and last_page (the reference example has neither)', async () => {
    const first = await listLinks(answering({ current_page: 1, data: links(10), total: 25 }));
    expect(first).toMatchObject({ per_page: 10, last_page: 3 });
    const only = await listLinks(answering({ current_page: 1, data: links(3), total: 3 }));
    expect(only).toMatchObject({ per_page: 10, last_page: 1 });
    // A full page before the last one tells the page size.
    const middle = await listLinks(
      answering({ data: links(25), meta: { current_page: 1, last_page: 4, total: 90 } }),
    );
    expect(middle).toMatchObject({ per_page: 25, last_page: 4 });
  });

  it('a bare array, and figures that are garbage, still make a page', async () => {
    expect(await listDomains(answering([{ id: 1, name: 'a.example' }]))).toEqual({
      data: [{ id: 1, name: 'a.example' }],
      current_page: 1,
      per_page: 10,
      total: 1,
      last_page: 1,
    });
    const odd = await listLinks(
      answering({ data: links(2), total: 'lots', per_page: -5, current_page: null }),
    );
    expect(odd).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
  });

  it('a list without data, or with a broken item, is a bad_response', async () => {
    for (const body of [{ items: links(1) }, { data: [link(1), { id: 'x' }] }, { data: null }]) {
      expect(await rejection(listLinks(answering(body)))).toMatchObject({ kind: 'bad_response' });
    }
  });
});
