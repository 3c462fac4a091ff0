import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api/client';
import { CheckError, errorView } from '../../../lib/error-view';
import { buildQrContent, type QrFields, type QrType } from '../../../lib/qr/content';
import { saveQrCode } from '../../../lib/qr/save';
import type { QrDefaults } from '../../../lib/storage/preferences';
import { BASE, type Sandbox, sandbox } from '../helpers';

const STYLE: QrDefaults = {
  size: 300,
  margin: 4,
  errorCorrection: 'H',
  foreground: '#000000',
  background: '#FFFFFF',
};

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
const client = () => createClient({ baseUrl: BASE, apiKey: 'demo-pro-key', fetch: box.fetch });
const bodies = () => box.sent.map((s) => JSON.parse(s.body ?? '{}'));

const EXAMPLES: { [T in QrType]: [QrFields[T], string] } = {
  url: [{ url: 'https://example.com/menu' }, 'https://example.com/menu'],
  text: [{ text: 'Wi-Fi: guest / welcome' }, 'Wi-Fi: guest / welcome'],
  email: [
    { address: 'a@example.com', subject: 'Hi there', body: '' },
    'mailto:a@example.com?subject=Hi%20there',
  ],
  sms: [{ number: '+1 555 0100', message: 'STOP: now' }, 'SMSTO:+15550100:STOP: now'],
  phone: [{ number: '+1 555 0100' }, 'tel:+15550100'],
};

describe('saveQrCode', () => {
  for (const type of Object.keys(EXAMPLES) as QrType[]) {
    it(`saves a ${type} code with its type and built content`, async () => {
      const [fields, content] = EXAMPLES[type];
      const built = buildQrContent(type, fields);
      expect(built).toEqual({ ok: true, content });
      const input = { name: ` ${type} code `, content, style: STYLE };
      const qr = await saveQrCode(
        client(),
        type === 'url' ? { ...input, type } : { ...input, type },
      );
      expect(qr).toMatchObject({ name: `${type} code`, type, content, is_dynamic: false });
      expect(bodies()).toEqual([
        {
          name: `${type} code`,
          type,
          content,
          error_correction: 'H',
          foreground_color: '#000000',
          background_color: '#FFFFFF',
          margin: 4,
          size: 300,
        },
      ]);
    });
  }

  it('ties only a url code to a link (dynamic), and names it by its content when unnamed', async () => {
    const qr = await saveQrCode(client(), {
      type: 'url',
      name: '  ',
      content: 'http://127.0.0.1:8787/demo1',
      style: STYLE,
      linkId: 1,
    });
    expect(qr).toMatchObject({ link_id: 1, is_dynamic: true, name: 'http://127.0.0.1:8787/demo1' });
    // A link id smuggled onto another type is not sent.
    await saveQrCode(client(), {
      type: 'text',
      name: 'x',
      content: 'hello',
      style: STYLE,
      linkId: 1 as never,
    });
    expect(bodies()[1]).not.toHaveProperty('link_id');
  });

  it('sends nothing for empty or over-long content', async () => {
    for (const content of ['', 'x'.repeat(1001)]) {
      const error = await saveQrCode(client(), { type: 'text', name: 'n', content, style: STYLE })
        .then(() => undefined)
        .catch((e: unknown) => e);
      // Refused here, in our words, before any request: not an error of the service's.
      expect(error).toBeInstanceOf(CheckError);
      expect(errorView(error).next).toBe('edit');
    }
    expect(box.sent).toHaveLength(0);
  });
});
