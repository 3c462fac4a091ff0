import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BaseUrlError } from '../../lib/api/base-url';
import { ApiError, type ApiErrorInit, type ApiErrorKind } from '../../lib/api/errors';
import { CheckError, errorView, type Next, waitMessage } from '../../lib/error-view';
import { ConnectionError } from '../../lib/settings/connection-error';
import { chromeMessages, getMessageFrom } from '../support/i18n';

const KINDS: [ApiErrorKind, Next][] = [
  ['unauthorized', 'options'],
  ['plan', 'options'],
  ['validation', 'edit'],
  ['rate_limited', 'wait'],
  ['network', 'retry'],
  ['timeout', 'retry'],
  ['server', 'retry'],
  ['not_found', 'retry'],
  ['redirect', 'options'],
  ['bad_response', 'options'],
];
const error = (kind: ApiErrorKind, init: ApiErrorInit = {}) =>
  new ApiError(kind, { host: 'sho.rt', status: 400, ...init });

describe('errorView: the words and the next step for every error', () => {
  it.each(KINDS)('a %s error offers %s', (kind, next) => {
    const view = errorView(error(kind));
    expect(view.next).toBe(next);
    expect(view.message.length).toBeGreaterThan(10);
  });

  // Each is one plain sentence (no host, no status, no jargon) and its way forward; the technical
  // side is in `detail`, for the notice's Details.
  it.each<[string, ApiError, string, Next, RegExp[]]>([
    [
      'a revoked or expired key (401)',
      error('unauthorized', { status: 401, said: 'Unauthenticated.' }),
      "Your link service didn't accept your API key.",
      'options',
      [/^sho\.rt answered with HTTP status 401\./, /missing, wrong, inactive or expired/],
    ],
    [
      'a plan without API access (403)',
      error('plan', { status: 403, said: 'Your plan does not include API access.' }),
      "Your plan doesn't include API access.",
      'options',
      [/HTTP status 403/, /Pro or Enterprise/],
    ],
    [
      'a service that cannot be reached',
      error('network', { status: undefined }),
      "Snaplink couldn't reach your link service.",
      'retry',
      [/^No answer came from sho\.rt\./, /certificate \(TLS\) or CORS problem looks the same/],
    ],
    [
      "the client's own time running out",
      error('timeout', { status: undefined, waited: 10 }),
      'Your link service took too long to answer.',
      'retry',
      [/^No answer came within 10 seconds\.$/],
    ],
    [
      "the service's 408",
      error('timeout', { status: 408 }),
      'Your link service took too long to answer.',
      'retry',
      [/^sho\.rt answered with HTTP status 408\.$/],
    ],
    [
      'a 5xx',
      error('server', { status: 503, said: 'Down for maintenance until 5 pm.' }),
      'Your link service ran into a problem.',
      'retry',
      [/HTTP status 503/, /The service said: “Down for maintenance until 5 pm\.”$/],
    ],
    [
      'a rate limit (429)',
      error('rate_limited', { status: 429, retryAfter: 9 }),
      "Too many requests: your plan's rate limit was reached.",
      'wait',
      [/^sho\.rt answered with HTTP status 429\.$/],
    ],
    [
      'a redirect',
      error('redirect', { status: 302, location: 'https://elsewhere.example' }),
      "Your link service's address leads somewhere else.",
      'options',
      [/redirect to https:\/\/elsewhere\.example/, /API root/],
    ],
    [
      'an answer that is a web page',
      error('bad_response', { status: 500, unusable: 'web_page' }),
      "Snaplink couldn't understand your link service's answer.",
      'options',
      [/HTTP 500, a web page/, /may be down/],
    ],
    [
      'a validation error without fields',
      error('validation', { status: 400, said: 'The request body is malformed.' }),
      "Your link service didn't accept this request.",
      'edit',
      [/HTTP status 400/, /“The request body is malformed\.”/],
    ],
  ])('says %s in one plain sentence, its details apart', (_, e, message, next, detail) => {
    const view = errorView(e);
    expect(view).toMatchObject({ message, next });
    expect(view.message).not.toMatch(/sho\.rt|HTTP|TLS|CORS|“/);
    for (const words of detail) expect(view.detail).toMatch(words);
  });

  it('leaves out of the detail what the service could not say, and words already ours', () => {
    // No host known: the status alone; no answer at all: no status.
    expect(errorView(new ApiError('server', { status: 502 })).detail).toMatch(
      /^The service answered with HTTP status 502\./,
    );
    expect(errorView(new ApiError('network')).detail).toMatch(/^Check your internet connection/);
    // A locked alias is said whole in our words: the service's (which may echo a key) stay out.
    const alias = errorView(error('plan', { status: 403, said: 'Custom aliases are locked.' }));
    expect(alias.detail).toBe('sho.rt answered with HTTP status 403.');
    // Said by the alias field, which the person edits.
    expect(alias.next).toBe('edit');
    expect(alias.fields.custom_alias).toBe(alias.message);
    const colours = errorView(error('plan', { status: 403, said: 'Custom colours need a plan.' }));
    expect(colours.message).toBe("Your plan doesn't allow this.");
    expect(colours.detail).toMatch(/“Custom colours need a plan\.”/);
  });

  it.each([
    [
      'not_api',
      /sho\.rt answers, but no API is at this address \(HTTP 404\)\. Check it: the service.s site will do/,
    ],
    ['cors', /sho\.rt answers, but not to Snaplink \(CORS\)\. Allow Snaplink to reach sho\.rt/],
    ['tls', /sho\.rt has no certificate this browser trusts \(TLS\)/],
    ['dns', /No server was found for sho\.rt\. Check the base URL for a typo/],
    ['unreachable', /Nothing answers at sho\.rt/],
  ] as const)("says a connection test's finding (%s) by its cause", (problem, words) => {
    const view = errorView(new ConnectionError(problem, 'sho.rt'));
    expect(view.message).toMatch(words);
    expect(view.message).not.toMatch(/deleted/);
    expect(view.next).toBe('edit');
  });

  it('gives a rate limit its countdown, and a minute when the service said nothing', () => {
    expect(errorView(error('rate_limited', { retryAfter: 17 }))).toMatchObject({
      next: 'wait',
      retryAfter: 17,
    });
    expect(errorView(error('rate_limited')).retryAfter).toBe(60);
    expect(errorView(error('network'))).not.toHaveProperty('retryAfter');
    expect(waitMessage(17)).toMatch(/17 seconds/);
    expect(waitMessage(600)).toMatch(/10 minutes/);
  });

  it('says known field errors in our words, by field', () => {
    const view = errorView(
      error('validation', {
        status: 422,
        fieldErrors: {
          custom_alias: ['The custom_alias has already been taken.'],
          domain_id: ['The selected domain_id is invalid.'],
          original_url: ['The original_url must not point to a private address.'],
          title: ['The title may not be greater than 255 characters.'],
        },
      }),
    );
    expect(view.fields).toEqual({
      custom_alias: 'This alias is already taken. Try another one.',
      domain_id: "This domain is not one of your account's domains. Choose another one.",
      original_url: 'The service refused this address: it must be a public http or https address.',
      title: 'The service said: “The title may not be greater than 255 characters.”',
    });
    expect(view.message).toBe(view.fields.custom_alias);
    // Said under their fields by the forms: nothing technical for a Details.
    expect(view).not.toHaveProperty('detail');
    expect(
      errorView(error('validation', { fieldErrors: { custom_alias: ['Bad format.'] } })).fields,
    ).toEqual({ custom_alias: "This alias can't be used: use 3 to 64 letters, digits, _ or -." });
  });

  it('tells a locked alias, the link limit and no API access apart', () => {
    const plan = (said?: string) => errorView(error('plan', { status: 403, said })).message;
    expect(plan('Custom aliases are locked on your plan.')).toMatch(/custom aliases/);
    // Said by the alias field, as a taken one is (the forms mark it invalid there).
    const locked = errorView(error('plan', { status: 403, said: 'Custom aliases are locked.' }));
    expect(locked.fields.custom_alias).toBe(locked.message);
    expect(plan('You have reached the link limit of your plan.')).toMatch(/link limit/);
    expect(plan('Your plan does not include API access.')).toMatch(/API access/);
    expect(plan(undefined)).toMatch(/API access/);
  });

  it('shows local checks as they are, and anything else as a plain sentence', () => {
    expect(errorView(new CheckError('Too long.'))).toEqual({
      message: 'Too long.',
      next: 'edit',
      fields: {},
    });
    expect(errorView(new CheckError('Too long.'))).not.toHaveProperty('detail');
    expect(errorView(new BaseUrlError('plain_http')).message).toMatch(/unencrypted/);
    expect(errorView(new TypeError('x is undefined')).message).toBe(
      'Something went wrong. Try again.',
    );
  });
});

describe('no API field name reaches the screen, in any language', () => {
  afterAll(() => {
    fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
  });
  const FIELDS = ['custom_alias', 'original_url', 'domain_id', 'index_page', 'not_found_page'];
  const said = fc.oneof(
    fc.constantFrom(...FIELDS).map((f) => `The ${f} is invalid.`),
    fc.string(),
  );
  const anyError = fc.record({
    kind: fc.constantFrom(...KINDS.map(([k]) => k)),
    said: fc.option(said, { nil: undefined }),
    fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.array(said, { minLength: 1 })),
  });

  for (const locale of ['en', 'de', 'es', 'ar']) {
    it(locale, () => {
      fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages(locale));
      fc.assert(
        fc.property(anyError, ({ kind, said, fields }) => {
          const view = errorView(error(kind, { said, fieldErrors: fields }));
          const shown = [view.message, view.detail ?? '', ...Object.values(view.fields)];
          for (const text of shown) {
            for (const field of FIELDS) expect(text).not.toContain(field);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
