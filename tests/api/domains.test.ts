import { describe, expect, it } from 'vitest';
import {
  createDomain,
  deleteDomain,
  getDomain,
  listDomains,
  updateDomain,
} from '../../lib/api/domains';
import { BASE, rejection, sandbox } from './helpers';

describe('domains against the sandbox', () => {
  it('lists with every parameter, sent as given', async () => {
    const sb = sandbox();
    const c = sb.client();
    const byName = await listDomains(c, {
      search: 'example',
      search_by: 'name',
      sort_by: 'name',
      sort: 'asc',
      per_page: 25,
      page: 1,
    });
    expect(byName.data.map((d) => d.name)).toEqual([
      'go.example.com',
      'links.example.org',
      'snap.example.net',
    ]);
    expect(byName.per_page).toBe(25);
    expect(sb.sent.at(-1)?.url).toBe(
      `${BASE}/domains?search=example&search_by=name&sort_by=name&sort=asc&per_page=25&page=1`,
    );
    const newest = await listDomains(c);
    expect(newest.data[0]?.name).toBe('snap.example.net');
  });

  it('creates with a form body, reads, updates by PUT and PATCH, and deletes', async () => {
    const sb = sandbox();
    const c = sb.client();
    const made = await createDomain(c, {
      name: 'new.example.io',
      index_page: 'https://example.io/',
    });
    const sent = sb.sent.at(-1);
    expect(sent?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.body).toBe('name=new.example.io&index_page=https%3A%2F%2Fexample.io%2F');
    expect(made).toMatchObject({ name: 'new.example.io', index_page: 'https://example.io/' });

    expect(await getDomain(c, made.id)).toMatchObject({ id: made.id, not_found_page: null });

    const patched = await updateDomain(c, made.id, { not_found_page: 'https://example.io/404' });
    expect(sb.sent.at(-1)?.method).toBe('PATCH');
    expect(patched).toMatchObject({
      index_page: 'https://example.io/',
      not_found_page: 'https://example.io/404',
    });

    expect((await deleteDomain(c, made.id)).message).toMatch(/deleted/i);
    expect(await rejection(getDomain(c, made.id))).toMatchObject({ kind: 'not_found' });
  });

  it('rejects a taken or invalid name with field errors', async () => {
    const c = sandbox().client();
    const taken = await rejection(createDomain(c, { name: 'go.example.com' }));
    expect(taken).toMatchObject({ kind: 'validation', status: 422 });
    expect(taken).toHaveProperty('fieldErrors.name');
    const bad = await rejection(createDomain(c, { name: 'no_dots' }));
    expect(bad).toMatchObject({ kind: 'validation', status: 422 });
  });

  it('refuses a per_page outside 10, 25, 50, 100 as validation', async () => {
    const c = sandbox().client();
    const e = await rejection(listDomains(c, { per_page: 7 as 10 }));
    expect(e).toMatchObject({ kind: 'validation', status: 422 });
  });
});
