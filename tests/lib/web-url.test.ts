import { describe, expect, it } from 'vitest';
import { isolate, webUrl } from '../../lib/web-url';

describe('webUrl: only http(s) addresses from the service become links', () => {
  it.each([
    ['https://sho.rt/abc', 'https://sho.rt/abc'],
    ['HTTP://Sho.RT/abc', 'http://sho.rt/abc'],
    ['  https://sho.rt/a b  ', 'https://sho.rt/a%20b'],
    // A bidi override in the path is percent-encoded, so it cannot reorder what is shown.
    ['https://sho.rt/\u202egnp.exe', 'https://sho.rt/%E2%80%AEgnp.exe'],
  ])('%s → %s', (text, href) => {
    expect(webUrl(text)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'chrome://settings',
    'blob:https://sho.rt/1',
    'https://',
    'https://exa\u202emple.com/',
    '/relative/path',
    '',
    null,
    42,
  ])('refuses %s', (text) => {
    expect(webUrl(text)).toBeUndefined();
  });
});

describe('isolate: server text in a plain string', () => {
  it('leaves left-to-right text as it is', () => {
    expect(isolate('Example page — https://sho.rt/x')).toBe('Example page — https://sho.rt/x');
  });

  it('drops direction controls and isolates the rest', () => {
    expect(isolate('https://sho.rt/\u202eexe.pdf')).toBe('\u2068https://sho.rt/exe.pdf\u2069');
  });

  it('isolates right-to-left text so it cannot pull its neighbours along', () => {
    expect(isolate('שלום')).toBe('\u2068שלום\u2069');
  });
});
