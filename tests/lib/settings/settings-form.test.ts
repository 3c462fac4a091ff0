import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiRootFor,
  checkConnection,
  cleanKey,
  originRoot,
} from '../../../lib/settings/settings-form';

// What a key looks like: no space and no quote at either end (inside, anything but space).
const keyChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+/=',
);
const key = fc.array(keyChar, { minLength: 1, maxLength: 64 }).map((cs) => cs.join(''));
const around = fc
  .array(fc.constantFrom(' ', '\t', '\n', '"', "'", '`', '“', '”', '‘', '’', '«', '»', '\u00a0'), {
    maxLength: 4,
  })
  .map((cs) => cs.join(''));

describe('cleanKey', () => {
  it('drops spaces and quotes around any key, says so, and leaves the key whole', () => {
    fc.assert(
      fc.property(key, around, around, (k, before, after) => {
        const cleaned = cleanKey(`${before}${k}${after}`);
        expect(cleaned.key).toBe(k);
        expect(cleaned.trimmed).toBe(before + after !== '');
        // Cleaning what is clean changes nothing.
        expect(cleanKey(cleaned.key)).toEqual({ key: k, trimmed: false });
      }),
    );
  });

  it('keeps a space inside, which the check then refuses', () => {
    expect(cleanKey(' ab cd ').key).toBe('ab cd');
    const { errors } = checkConnection({
      baseUrl: 'https://s.example',
      apiKey: 'ab cd',
      authMethod: 'bearer',
    });
    expect(errors.apiKey).toMatch(/no spaces/);
  });
});

describe('the API root', () => {
  const host = fc.domain();
  const path = fc.constantFrom('', '/', '//', '/api', '/api/', '/api/v1', '/api/v1/');

  it('is offered for an address without /api/v1, and not for one that has it', () => {
    fc.assert(
      fc.property(host, path, (h, p) => {
        const typed = `https://${h}${p}`;
        const offered = apiRootFor(typed);
        const root = `https://${new URL(typed).host}/api/v1`;
        if (/\/api\/v1\/*$/.test(p)) expect(offered).toBeUndefined();
        else expect(offered).toBe(root);
        // What is offered is an API root already: offered again, nothing more is added.
        if (offered) expect(apiRootFor(offered)).toBeUndefined();
      }),
    );
  });

  it('is never offered for what cannot be used', () => {
    expect(apiRootFor('http://short.example.com')).toBeUndefined();
    expect(apiRootFor('')).toBeUndefined();
    expect(apiRootFor('ftp://short.example.com')).toBeUndefined();
  });

  it('after a 404, points at the root of the same origin, unless that was asked', () => {
    expect(originRoot('https://s.example/shortener/api/v1')).toBe('https://s.example/api/v1');
    expect(originRoot('https://s.example:8443/x/api/v1')).toBe('https://s.example:8443/api/v1');
    expect(originRoot('https://s.example/api/v1')).toBeUndefined();
  });
});
