import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildEmailContent,
  buildPhoneContent,
  buildQrContent,
  buildSmsContent,
  buildTextContent,
  buildUrlContent,
  normalizePhoneNumber,
  QR_TYPES,
  type QrFields,
  type QrType,
} from '../../../lib/qr/content';
import { QR_CONTENT_MAX } from '../../../lib/qr/draw';

/** Any string, lone surrogates and control characters included. */
const anyText = fc.string({ unit: 'binary', maxLength: 300 });
/** Text a person can type or paste: well-formed Unicode, line breaks and all. */
const typedText = fc.string({ unit: 'grapheme', maxLength: 200 });

const errorOf = (r: { ok: boolean; errors?: Record<string, string | undefined> }, f: string) =>
  r.ok ? undefined : r.errors?.[f];

describe('url content', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['  http://example.com  ', 'http://example.com/'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    // A QR code for a LAN or local address is legitimate: scanned on that same network.
    ['http://192.168.1.1/admin', 'http://192.168.1.1/admin'],
    ['http://localhost:8080/', 'http://localhost:8080/'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('%j → %j', (url, content) => {
    expect(buildUrlContent({ url })).toEqual({ ok: true, content });
  });

  it.each([
    ['', 'Enter the web address.'],
    ['   ', 'Enter the web address.'],
    ['example.com', 'This is not a valid web address. Start it with https://.'],
    ['https://', 'This is not a valid web address.'],
    ['ftp://example.com/f', expect.stringMatching(/http:\/\/ or https:\/\//)],
    ['javascript:alert(1)', expect.stringMatching(/use the Text type/)],
    ['chrome://settings', expect.stringMatching(/http:\/\/ or https:\/\//)],
    ['https://me:secret@example.com/', expect.stringMatching(/user name or password/)],
  ])('%j is refused', (url, message) => {
    expect(buildUrlContent({ url })).toEqual({ ok: false, errors: { url: message } });
  });

  it('keeps to the QR limit, not the longer limit on links', () => {
    const base = 'https://example.com/';
    expect(buildUrlContent({ url: base + 'a'.repeat(QR_CONTENT_MAX - base.length) }).ok).toBe(true);
    expect(buildUrlContent({ url: base + 'a'.repeat(1500) })).toEqual({
      ok: false,
      errors: { url: 'The address is 1520 characters in the QR code; the limit is 1000.' },
    });
  });
});

describe('text content', () => {
  it.each([
    ['hello', 'hello'],
    ['  spaced  \n lines ', '  spaced  \n lines '],
    ['emoji 🎉 and 中文', 'emoji 🎉 and 中文'],
  ])('%j is kept exactly', (text, content) => {
    expect(buildTextContent({ text })).toEqual({ ok: true, content });
  });

  it.each([
    ['', 'Enter the text.'],
    [' \n\t', 'Enter the text.'],
    ['a\uD800b', expect.stringMatching(/cannot be put in a QR code/)],
    ['x'.repeat(1001), 'The text is 1001 characters in the QR code; the limit is 1000.'],
  ])('%j is refused', (text, message) => {
    expect(buildTextContent({ text })).toEqual({ ok: false, errors: { text: message } });
  });

  it('takes exactly 1000 characters', () => {
    expect(buildTextContent({ text: 'x'.repeat(1000) }).ok).toBe(true);
  });
});

describe('email content', () => {
  it.each([
    [{ address: 'a@example.com', subject: '', body: '' }, 'mailto:a@example.com'],
    [{ address: ' a@example.com ', subject: 'Hi', body: '' }, 'mailto:a@example.com?subject=Hi'],
    [{ address: 'a@example.com', subject: '', body: 'Yo' }, 'mailto:a@example.com?body=Yo'],
    [
      { address: 'a@example.com', subject: 'Tom & Jerry = 100%', body: 'a+b #1?\nline 2' },
      'mailto:a@example.com?subject=Tom%20%26%20Jerry%20%3D%20100%25&body=a%2Bb%20%231%3F%0Aline%202',
    ],
    [
      { address: 'odd%?name@example.com', subject: '', body: '' },
      'mailto:odd%25%3Fname@example.com',
    ],
  ])('%j → %s', (fields, content) => {
    expect(buildEmailContent(fields)).toEqual({ ok: true, content });
  });

  it.each([
    ['', 'Enter the email address.'],
    ['plain', 'Enter an email address like name@example.com.'],
    ['@example.com', 'Enter an email address like name@example.com.'],
    ['a@b', 'Enter an email address like name@example.com.'],
    ['a b@example.com', 'Enter an email address like name@example.com.'],
    ['a@exa mple.com', 'Enter an email address like name@example.com.'],
    ['a@-bad.com', 'Enter an email address like name@example.com.'],
  ])('address %j is refused', (address, message) => {
    expect(buildEmailContent({ address, subject: 'S', body: 'B' })).toEqual({
      ok: false,
      errors: { address: message },
    });
  });

  it('names the field that makes the encoded email too long', () => {
    // 400 spaces become 1200 characters once encoded.
    expect(
      buildEmailContent({ address: 'a@example.com', subject: '', body: ' '.repeat(400) }),
    ).toEqual({
      ok: false,
      errors: {
        body: 'This email, encoded, is 1226 characters in the QR code; the limit is 1000.',
      },
    });
    expect(
      errorOf(
        buildEmailContent({ address: 'a@example.com', subject: '%'.repeat(400), body: '' }),
        'subject',
      ),
    ).toMatch(/limit is 1000/);
  });

  it('subject and body round-trip exactly through a mailto parser', () => {
    fc.assert(
      fc.property(typedText, typedText, (subject, body) => {
        const r = buildEmailContent({ address: 'someone@example.com', subject, body });
        if (!r.ok) {
          // Only length may refuse well-formed text.
          expect(Object.values(r.errors).join()).toMatch(/limit is 1000/);
          return;
        }
        const url = new URL(r.content);
        expect(url.protocol).toBe('mailto:');
        expect(decodeURIComponent(url.pathname)).toBe('someone@example.com');
        const params = new URLSearchParams(url.search);
        expect(params.get('subject') ?? '').toBe(subject);
        expect(params.get('body') ?? '').toBe(body);
        expect([...params.keys()].every((k) => k === 'subject' || k === 'body')).toBe(true);
        expect(url.hash).toBe('');
      }),
      { numRuns: 500 },
    );
  });
});

describe('phone numbers', () => {
  it.each([
    ['+1 555 0100', '+15550100'],
    ['0044-20-7946-0958', '00442079460958'],
    ['(555) 010.0199', '5550100199'],
    ['112', '112'],
    ['+123456789012345', '+123456789012345'],
  ])('%j → %j', (raw, number) => {
    expect(normalizePhoneNumber(raw)).toEqual({ ok: true, number });
  });

  it.each([
    ['', /Enter the phone number/],
    ['12', /3 to 15 digits; this has 2/],
    ['+1234567890123456', /3 to 15 digits; this has 16/],
    ['555-CALL-NOW', /only digits/],
    ['1+555', /only digits/],
    ['++1555', /only digits/],
    ['555:0100', /only digits/],
    ['５５５０１００', /only digits/],
  ])('%j is refused', (raw, message) => {
    const r = normalizePhoneNumber(raw);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.reason).toMatch(message);
  });
});

describe('sms content', () => {
  it.each([
    [{ number: '+1 555 0100', message: 'Hello' }, 'SMSTO:+15550100:Hello'],
    [{ number: '5550100', message: '' }, 'SMSTO:5550100:'],
    [
      { number: '5550100', message: 'at 10:30: meet\nthere' },
      'SMSTO:5550100:at 10:30: meet\nthere',
    ],
  ])('%j → %j', (fields, content) => {
    expect(buildSmsContent(fields)).toEqual({ ok: true, content });
  });

  it('puts each error beside its field', () => {
    expect(buildSmsContent({ number: 'abc', message: 'x'.repeat(2000) })).toEqual({
      ok: false,
      errors: { number: expect.stringMatching(/only digits/) },
    });
    expect(buildSmsContent({ number: '5550100', message: 'x'.repeat(990) })).toEqual({
      ok: false,
      errors: { message: 'This SMS is 1004 characters in the QR code; the limit is 1000.' },
    });
  });

  it('splitting at the first two colons gives back the number and the exact message', () => {
    const number = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{3,15}$/))
      .map(([plus, d]) => (plus ? `+${d}` : d));
    fc.assert(
      fc.property(number, typedText, (n, message) => {
        const r = buildSmsContent({ number: n, message });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const first = r.content.indexOf(':');
        const second = r.content.indexOf(':', first + 1);
        expect(r.content.slice(0, first)).toBe('SMSTO');
        expect(r.content.slice(first + 1, second)).toBe(n);
        expect(r.content.slice(second + 1)).toBe(message);
      }),
      { numRuns: 500 },
    );
  });
});

describe('phone content', () => {
  it.each([
    ['+1 (555) 010-0199', 'tel:+15550100199'],
    ['0800 123 456', 'tel:0800123456'],
  ])('%j → %j', (number, content) => {
    expect(buildPhoneContent({ number })).toEqual({ ok: true, content });
  });

  it('refuses a number that is not one, beside the number', () => {
    expect(buildPhoneContent({ number: 'tel:123' })).toEqual({
      ok: false,
      errors: { number: expect.stringMatching(/only digits/) },
    });
  });
});

/** Arbitrary fields for each type, from any strings. */
const anyFields: { [T in QrType]: fc.Arbitrary<QrFields[T]> } = {
  url: fc.record({
    url: fc.oneof(
      anyText,
      fc.webUrl(),
      anyText.map((s) => `https://x.io/${s}`),
    ),
  }),
  text: fc.record({ text: fc.oneof(anyText, fc.string({ minLength: 900, maxLength: 1200 })) }),
  email: fc.record({
    address: fc.oneof(anyText, fc.emailAddress()),
    subject: fc.oneof(anyText, fc.string({ maxLength: 700 })),
    body: fc.oneof(anyText, fc.string({ maxLength: 1200 })),
  }),
  sms: fc.record({
    number: fc.oneof(anyText, fc.stringMatching(/^\+?[0-9 -]{3,20}$/)),
    message: fc.oneof(anyText, fc.string({ maxLength: 1200 })),
  }),
  phone: fc.record({ number: fc.oneof(anyText, fc.stringMatching(/^\+?[0-9 ()-]{3,20}$/)) }),
};

describe('every type', () => {
  for (const type of QR_TYPES) {
    it(`${type}: never throws, and any content made is within ${QR_CONTENT_MAX} characters`, () => {
      fc.assert(
        fc.property(anyFields[type], (fields) => {
          const r = buildQrContent(type, fields);
          if (r.ok) {
            expect(r.content.length).toBeGreaterThan(0);
            expect(r.content.length).toBeLessThanOrEqual(QR_CONTENT_MAX);
            expect(r.content.isWellFormed()).toBe(true);
          } else {
            const messages = Object.values(r.errors);
            expect(messages.length).toBeGreaterThan(0);
            for (const m of messages) expect(m).toMatch(/\S/);
          }
        }),
        { numRuns: 300 },
      );
    });

    it(`${type}: content just over the limit is refused with the limit named`, () => {
      const long = '7'.repeat(QR_CONTENT_MAX);
      const fields: QrFields = {
        url: { url: `https://example.com/${long}` },
        text: { text: `${long}!` },
        email: { address: 'a@example.com', subject: '', body: long },
        sms: { number: '5550100', message: long },
        phone: { number: long },
      };
      const r = buildQrContent(type, fields[type]);
      expect(r.ok).toBe(false);
      // A phone number that long is refused by the number rule before the limit is reached.
      const expected = type === 'phone' ? /3 to 15 digits/ : /the limit is 1000\./;
      expect(r.ok ? '' : Object.values(r.errors).join()).toMatch(expected);
    });
  }

  it('tolerates missing fields and unknown types without throwing', () => {
    for (const type of QR_TYPES) {
      expect(buildQrContent(type, {}).ok).toBe(false);
      expect(buildQrContent(type, undefined as never).ok).toBe(false);
    }
    expect(buildQrContent('vcard' as QrType, { text: 'x' })).toEqual({
      ok: false,
      errors: { type: expect.any(String) },
    });
  });
});
