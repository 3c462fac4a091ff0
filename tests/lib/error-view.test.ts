import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BaseUrlError } from '../../lib/api/base-url';
import { ApiError, type ApiErrorInit, type ApiErrorKind } from '../../lib/api/errors';
import { ConnectionError } from '../../lib/connection-error';
import { CheckError, errorView, type Next, waitMessage } from '../../lib/error-view';
import { chromeMessages, getMessageFrom } from '../support/i18n';

const KINDS: [ApiErrorKind, Next][] = [
  ['unauthorized', 'options'],
  ['plan', null],
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

  it.each([
    [
      'not_api',
      /sho\.rt answers, but not as the API \(HTTP 404\): the base URL should end in \/api\/v1/,
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
    expect(
      errorView(error('validation', { fieldErrors: { custom_alias: ['Bad format.'] } })).fields,
    ).toEqual({ custom_alias: "This alias can't be used: use 3 to 64 letters, digits, _ or -." });
  });

  it('tells a locked alias, the link limit and no API access apart', () => {
    const plan = (said?: string) => errorView(error('plan', { status: 403, said })).message;
    expect(plan('Custom aliases are locked on your plan.')).toMatch(/custom aliases/);
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
          for (const text of [view.message, ...Object.values(view.fields)]) {
            for (const field of FIELDS) expect(text).not.toContain(field);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
