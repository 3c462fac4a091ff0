import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../../lib/api/errors';
import { createLink, getLink, listLinks } from '../../lib/api/links';
import { createQrCode } from '../../lib/api/qrcodes';
import { errorView } from '../../lib/error-view';
import { canned, fixtureClient, json, rejection, sandbox } from './helpers';

// The client rejects with data (kind, status, the service's words, fields); what a person reads
// is lib/error-view.ts's, checked here on the same errors: one plain sentence (message), one way
// forward (next), and the technical side (host, status, the service's words) apart in detail.
const shown = (e: unknown) => errorView(e).message;
/** The sentence, the way forward and the detail, exactly (fields: none of these name a field). */
const view = (e: unknown) => {
  const { message, next, detail } = errorView(e);
  return { message, next, detail };
};

const HOST = '127.0.0.1:8787';
const API_ROOT_HINT =
  'Check that the base URL is the API root, for example https://short.example.com/api/v1.';
const NO_API_ACCESS = {
  message: "Your plan doesn't include API access.",
  next: 'options',
  detail: `${HOST} answered with HTTP status 403. Snaplink needs a plan with API access (Pro or Enterprise): upgrade the plan, or use a key from an account that has it.`,
};
const UNREADABLE = "Snaplink couldn't understand your link service's answer.";
const NOT_ACCEPTED = "Your link service didn't accept this request.";

describe('error kinds from the sandbox', () => {
  it.each(['demo-inactive-key', 'demo-expired-key', 'not-a-key', ''])(
    'unauthorized for key %j',
    async (key) => {
      const e = await rejection(listLinks(sandbox().client(key)));
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(view(e)).toEqual({
        message: "Your link service didn't accept your API key.",
        next: 'options',
        detail: `${HOST} answered with HTTP status 401. The key is missing, wrong, inactive or expired.`,
      });
    },
  );

  it('plan: no API access gets our sentence', async () => {
    const e = await rejection(listLinks(sandbox().client('demo-free-key')));
    expect(e).toMatchObject({ kind: 'plan', status: 403 });
    // No API access is fixed only by another key or plan: the settings are offered.
    expect(view(e)).toEqual(NO_API_ACCESS);
  });

  it('plan: a locked alias and the link limit are told apart, in our words', async () => {
    const c = sandbox().client('demo-limited-key');
    const alias = await rejection(
      createLink(c, { original_url: 'https://example.com/', custom_alias: 'locked-one' }),
    );
    expect(alias).toMatchObject({ kind: 'plan', status: 403 });
    expect(alias).toMatchObject({ said: 'Custom aliases are locked on your plan.' });
    expect(shown(alias)).toBe(
      'Your plan does not include custom aliases. Leave the alias empty, or upgrade your plan.',
    );
    const limit = await rejection(createLink(c, { original_url: 'https://example.com/' }));
    expect(limit).toMatchObject({ kind: 'plan', status: 403 });
    expect(shown(limit)).toBe(
      'Your account has reached its link limit. Delete links you no longer need, or upgrade your plan.',
    );
  });

  it('not_found, with the same words for unknown and foreign resources', async () => {
    const e = await rejection(getLink(sandbox().client(), 31337));
    expect(e).toMatchObject({ kind: 'not_found', status: 404 });
    expect(shown(e)).toBe(
      'Not found: it may have been deleted, or it belongs to another account or key.',
    );
  });

  it('validation 400: a missing original_url, with its field error', async () => {
    const e = await rejection(createLink(sandbox().client(), { original_url: '' }));
    expect(e).toMatchObject({ kind: 'validation', status: 400 });
    expect((e as ApiError).fieldErrors.original_url).toEqual([
      'The original_url field is required.',
    ]);
    expect(shown(e)).toBe(
      'The service refused this address: it must be a public http or https address.',
    );
  });

  it('validation 422: a loopback target and a taken alias', async () => {
    const c = sandbox().client();
    const loop = await rejection(createLink(c, { original_url: 'http://127.0.0.1/admin' }));
    expect(loop).toMatchObject({ kind: 'validation', status: 422 });
    expect(Object.keys((loop as ApiError).fieldErrors)).toEqual(['original_url']);
    const taken = await rejection(
      createLink(c, { original_url: 'https://example.com/', custom_alias: 'demo1' }),
    );
    expect((taken as ApiError).fieldErrors).toEqual({
      custom_alias: ['The custom_alias has already been taken.'],
    });
    expect(shown(taken)).toBe('This alias is already taken. Try another one.');
    expect(errorView(taken).fields).toEqual({
      custom_alias: 'This alias is already taken. Try another one.',
    });
  });

  it('validation 422 on QR options out of range', async () => {
    const e = await rejection(
      createQrCode(sandbox().client(), {
        name: 'x',
        type: 'url',
        content: 'https://example.com',
        error_correction: 'H',
        margin: 11,
        size: 99,
        foreground_color: 'red',
      }),
    );
    expect(Object.keys((e as ApiError).fieldErrors).sort()).toEqual([
      'foreground_color',
      'margin',
      'size',
    ]);
  });
});

describe('error kinds the sandbox cannot produce', () => {
  it.each([
    [
      'Colour customization requires the Pro plan.',
      {
        message: "Your plan doesn't allow this.",
        next: null,
        // The service's words say which feature: quoted, under Details.
        detail: `${HOST} answered with HTTP status 403. The service said: “Colour customization requires the Pro plan.”`,
      },
    ],
    ['Forbidden', NO_API_ACCESS],
    ['Your API access is limited to premium plans.', NO_API_ACCESS],
  ])('plan: a 403 saying %j shows %j', async (said, words) => {
    const { client } = fixtureClient(canned(json({ message: said }, 403)).fetch);
    const e = await rejection(listLinks(client));
    expect(e).toMatchObject({ kind: 'plan', status: 403, said });
    expect(view(e)).toEqual(words);
  });

  it('server, for a 5xx with a JSON body', async () => {
    const { client } = fixtureClient(canned(json({ message: 'Server Error' }, 500)).fetch);
    const e = await rejection(createLink(client, { original_url: 'https://example.com' }));
    expect(e).toMatchObject({ kind: 'server', status: 500 });
    expect(view(e)).toEqual({
      message: 'Your link service ran into a problem.',
      next: 'retry',
      detail: `${HOST} answered with HTTP status 500. The problem is on the service's side; trying again in a moment often helps. The service said: “Server Error”`,
    });
  });

  it('network, when fetch itself fails (DNS, TLS, CORS, offline)', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client } = fixtureClient(canned(cause).fetch);
    const e = await rejection(createLink(client, { original_url: 'https://example.com' }));
    expect(e).toMatchObject({ kind: 'network', status: undefined, cause });
    expect(view(e)).toEqual({
      message: "Snaplink couldn't reach your link service.",
      next: 'retry',
      detail: `No answer came from ${HOST}. Check your internet connection and the base URL in the settings. A certificate (TLS) or CORS problem looks the same from here.`,
    });
  });

  it('timeout, for an HTTP 408', async () => {
    const { client } = fixtureClient(canned(json({}, 408)).fetch);
    const e = await rejection(listLinks(client));
    expect(e).toMatchObject({ kind: 'timeout', status: 408 });
    expect(view(e)).toEqual({
      message: 'Your link service took too long to answer.',
      next: 'retry',
      detail: `${HOST} answered with HTTP status 408.`,
    });
  });

  it('bad_response, for an HTML login page answered with 200', async () => {
    const page = new Response('<!doctype html><html><body>Sign in</body></html>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
    const { client } = fixtureClient(canned(page).fetch);
    const e = await rejection(listLinks(client));
    expect(e).toMatchObject({ kind: 'bad_response', status: 200 });
    expect(view(e)).toEqual({
      message: UNREADABLE,
      next: 'options',
      detail: `${HOST} did not answer like the Snaplink API (HTTP 200, a web page). ${API_ROOT_HINT}`,
    });
  });

  it('bad_response, for a proxy error page, even on a 401 or a 502', async () => {
    const proxy = (status: number) =>
      new Response('<html><h1>Proxy Error</h1></html>', {
        status,
        headers: { 'Content-Type': 'text/html' },
      });
    const unauth = fixtureClient(canned(proxy(401)).fetch).client;
    expect(await rejection(listLinks(unauth))).toMatchObject({ kind: 'bad_response', status: 401 });
    const gateway = fixtureClient(canned(proxy(502)).fetch).client;
    const e = await rejection(listLinks(gateway));
    expect(e).toMatchObject({ kind: 'bad_response', status: 502 });
    expect(view(e)).toEqual({
      message: UNREADABLE,
      next: 'options',
      detail: `${HOST} did not answer like the Snaplink API (HTTP 502, a web page). ${API_ROOT_HINT} If it is right, the service may be down.`,
    });
  });

  it('bad_response, for plain text and for JSON of the wrong shape', async () => {
    const text = fixtureClient(canned(new Response('OK')).fetch).client;
    expect(view(await rejection(listLinks(text)))).toEqual({
      message: UNREADABLE,
      next: 'options',
      detail: `${HOST} did not answer like the Snaplink API (HTTP 200, not JSON). ${API_ROOT_HINT}`,
    });
    const shape = fixtureClient(canned(json({ hello: 'world' })).fetch).client;
    const e = await rejection(getLink(shape, 1));
    expect(e).toMatchObject({ kind: 'bad_response', status: 200 });
    expect(view(e)).toEqual({
      message: UNREADABLE,
      next: 'options',
      detail: `${HOST} answered, but not in the form Snaplink expects. ${API_ROOT_HINT}`,
    });
  });

  it('other 4xx statuses are validation, with the server message', async () => {
    const { client } = fixtureClient(canned(json({ message: 'Payload too large.' }, 413)).fetch);
    const e = await rejection(createLink(client, { original_url: 'https://example.com' }));
    expect(e).toMatchObject({ kind: 'validation', status: 413 });
    expect(view(e)).toEqual({
      message: NOT_ACCEPTED,
      next: 'edit',
      detail: `${HOST} answered with HTTP status 413. The service said: “Payload too large.”`,
    });
  });
});

describe('error bodies in every accepted form', () => {
  const cases: [string, unknown, string, Record<string, string[]>][] = [
    ['message string', { message: 'Bad alias.' }, 'Bad alias.', {}],
    [
      'message as a field map',
      { message: { title: ['Must be shorter.'] } },
      'Must be shorter.',
      { title: ['Must be shorter.'] },
    ],
    [
      'errors map with message',
      { message: 'The given data was invalid.', errors: { title: 'Too long.' } },
      'Too long.',
      { title: ['Too long.'] },
    ],
    ['errors as a list of sentences', { errors: ['First.', 'Second.'] }, 'First.', {}],
    [
      'errors as a list of objects',
      { errors: [{ field: 'name', message: 'Taken.' }] },
      'Taken.',
      { name: ['Taken.'] },
    ],
    // A snake_case word reads as words: no API identifier reaches the screen.
    ['error string', { error: 'invalid_request' }, 'invalid request', {}],
    ['error object', { error: { message: 'Nope.', code: 12 } }, 'Nope.', {}],
    [
      'RFC 7807',
      { type: 'about:blank', title: 'Unprocessable', detail: 'The URL is malformed.' },
      'The URL is malformed.',
      {},
    ],
    ['RFC 7807 title only', { title: 'Unprocessable Entity' }, 'Unprocessable Entity', {}],
    [
      'RFC 7807 invalid-params',
      { title: 'Invalid', 'invalid-params': [{ name: 'size', reason: 'Too big.' }] },
      'Too big.',
      { size: ['Too big.'] },
    ],
    ['a bare JSON string', 'Alias is reserved.', 'Alias is reserved.', {}],
  ];

  it.each(cases)('%s', async (_, body, detail, fieldErrors) => {
    const { client } = fixtureClient(canned(json(body, 422)).fetch);
    const e = await rejection(createLink(client, { original_url: 'https://example.com' }));
    expect(e).toMatchObject({ kind: 'validation', status: 422, fieldErrors });
    // Quoted: the service's own words, which people read only where they say more than ours: a
    // field's, in the field's words (said under the field, so no detail); the others, under Details.
    if (Object.keys(fieldErrors).length > 0) {
      expect(view(e)).toEqual({ message: `The service said: “${detail}”`, next: 'edit' });
    } else {
      expect(view(e)).toEqual({
        message: NOT_ACCEPTED,
        next: 'edit',
        detail: `${HOST} answered with HTTP status 422. The service said: “${detail}”`,
      });
    }
  });

  it('an empty or useless body still gives the status its sentence', async () => {
    for (const body of ['', '{}', '[]', 'null', '{"message": 42}']) {
      const { client } = fixtureClient(canned(new Response(body, { status: 422 })).fetch);
      const e = await rejection(createLink(client, { original_url: 'https://example.com' }));
      expect(e).toMatchObject({ kind: 'validation', fieldErrors: {} });
      expect(view(e)).toEqual({
        message: NOT_ACCEPTED,
        next: 'edit',
        detail: `${HOST} answered with HTTP status 422.`,
      });
    }
  });
});

describe('the key stays out of errors', () => {
  const key = 'fixture-key-123456';

  it('hides a key the server echoes in its message or field errors', async () => {
    const body = { message: `Key ${key} cannot do this.`, errors: { [key]: [`bad ${key}`] } };
    for (const status of [403, 422]) {
      const { client } = fixtureClient(canned(json(body, status)).fetch);
      const e = (await rejection(
        createLink(client, { original_url: 'https://example.com', custom_alias: 'abc' }),
      )) as ApiError;
      expect(e.message).not.toContain(key);
      expect(JSON.stringify(e.fieldErrors)).not.toContain(key);
    }
  });

  it('keeps query-auth URLs out of network and timeout messages', async () => {
    const { client } = fixtureClient(canned(new TypeError('fetch failed')).fetch, {
      authMethod: 'query',
    });
    const e = (await rejection(listLinks(client))) as ApiError;
    expect(e.kind).toBe('network');
    expect(e.message).not.toContain(key);
    expect(isApiError(e, 'network')).toBe(true);
    expect(isApiError(e, 'timeout')).toBe(false);
  });
});
