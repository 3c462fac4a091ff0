import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  authorize,
  createLink,
  expectEnvelope,
  expectError,
  freshPerTest,
  ISO_MICROS,
  KEYS,
  type KeyMethod,
  NOW,
  type Sandbox,
  sharedPerBlock,
  toReply,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

const MINIMAL = {
  name: 'Mine',
  type: 'url',
  content: 'https://example.com/',
  error_correction: 'M',
};

/** Section 2.1's fields; the single-item response has all but created_at. */
const QR_FIELDS = [
  'background_color',
  'content',
  'created_at',
  'download_png_url',
  'download_svg_url',
  'error_correction',
  'foreground_color',
  'id',
  'is_dynamic',
  'link_id',
  'margin',
  'name',
  'preview_svg',
  'size',
  'type',
  'user_id',
];
const WITHOUT_CREATED_AT = QR_FIELDS.filter((f) => f !== 'created_at');

const create = (json: unknown, key: string = KEYS.pro) => s.api('POST', '/qrcodes', { key, json });

/** Fetches a download URL as the API's client would, with the key sent the given way. */
async function download(url: string, key: string | null = KEYS.pro, via: KeyMethod = 'query') {
  const u = new URL(url);
  const headers: Record<string, string> = {};
  authorize(key, via, u, headers);
  return s.raw(u.toString(), { headers });
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

function svgFacts(svg: string) {
  const attr = (name: string) => new RegExp(`<svg[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1];
  const viewBox = attr('viewBox')?.split(/\s+/).map(Number);
  const colours = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)].map((m) =>
    (m[1] ?? '').toUpperCase(),
  );
  return { width: attr('width'), height: attr('height'), viewBox, colours: new Set(colours) };
}

describe('POST /qrcodes', () => {
  freshPerTest(use);

  it('creates a code with the documented defaults: 201, all of 2.1 with created_at', async () => {
    const r = await create(MINIMAL);
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(QR_FIELDS);
    expect(r.body).toMatchObject({
      ...MINIMAL,
      link_id: null,
      is_dynamic: false,
      margin: 4,
      size: 300,
    });
    expect(r.body.foreground_color.toUpperCase()).toBe('#000000');
    expect(r.body.background_color.toUpperCase()).toBe('#FFFFFF');
    expect(Number.isInteger(r.body.id)).toBe(true);
    expect(Number.isInteger(r.body.user_id)).toBe(true);
    expect(r.body.created_at).toMatch(ISO_MICROS);
    expect(Date.parse(r.body.created_at)).toBe(NOW);
    expect(r.body.preview_svg).toMatch(/^<svg[\s>]/);
    for (const f of ['download_svg_url', 'download_png_url'])
      expect(new URL(r.body[f]).origin).toBe('http://localhost');
  });

  it('keeps every field it is given', async () => {
    const body = {
      name: 'Styled',
      type: 'text',
      content: 'Hello there',
      error_correction: 'H',
      foreground_color: '#1E3A8A',
      background_color: '#FEF3C7',
      margin: 2,
      size: 512,
    };
    const r = await create(body);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ ...body, is_dynamic: false, link_id: null });
    const got = await s.api('GET', `/qrcodes/${r.body.id}`);
    expect(got.body).toMatchObject(body);
  });

  it('the created code is the account’s: same user_id as the seeded ones, listed first', async () => {
    const seeded = (await s.api('GET', '/qrcodes/1')).body;
    s.clock.advance(1000);
    const r = await create(MINIMAL);
    expect(r.body.user_id).toBe(seeded.user_id);
    const list = await s.api('GET', '/qrcodes');
    expect(list.body.total).toBe(6);
    expect(list.body.data[0].id).toBe(r.body.id);
  });

  it('link_id of one of the account’s links makes the code dynamic', async () => {
    const link = await createLink(s);
    const r = await create({ ...MINIMAL, content: link.short_url, link_id: link.id });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ link_id: link.id, is_dynamic: true });
    expect((await s.api('GET', `/qrcodes/${r.body.id}`)).body.is_dynamic).toBe(true);
  });

  it('Enterprise may customise colours too', async () => {
    const r = await create(
      { ...MINIMAL, foreground_color: '#7C2D12', background_color: '#ECFEFF' },
      KEYS.enterprise,
    );
    expect(r.status).toBe(201);
    expect(r.body.foreground_color.toUpperCase()).toBe('#7C2D12');
  });
});

describe('POST /qrcodes: 400 for a missing payload or required field', () => {
  sharedPerBlock(use);

  const required = ['name', 'type', 'content', 'error_correction'] as const;
  it.each(
    required.flatMap((field) =>
      (['absent', 'null', 'empty'] as const).map((how) => [field, how] as const),
    ),
  )('%s %s → 400', async (field, how) => {
    const body: Record<string, unknown> = { ...MINIMAL };
    if (how === 'absent') delete body[field];
    else body[field] = how === 'null' ? null : '';
    expectError(await create(body), 400, field);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', ''],
    ['unparseable JSON', '{"name": "x",'],
    ['a JSON array', '[{"name":"x"}]'],
    ['an empty object', '{}'],
  ])('%s → 400', async (_name, raw) => {
    expectError(await s.api('POST', '/qrcodes', { raw, contentType: 'application/json' }), 400);
  });

  it('a missing field outranks a broken one: 400, not 422', async () => {
    const r = await create({ type: 'bogus', content: 'x', error_correction: 'Z', size: 5 });
    expectError(r, 400, 'name');
  });
});

describe('POST /qrcodes: 422 for a value that breaks a rule', () => {
  sharedPerBlock(use);

  it.each<[string, string, unknown]>([
    ['type outside the enum', 'type', 'vcard'],
    ['type in capitals', 'type', 'URL'],
    ['type not a string', 'type', 1],
    ['error_correction outside the enum', 'error_correction', 'X'],
    ['error_correction in lower case', 'error_correction', 'h'],
    ['error_correction as a percentage', 'error_correction', '30%'],
    ['content of 1001 characters', 'content', 'c'.repeat(1001)],
    ['content not a string', 'content', 42],
    ['name not a string', 'name', ['a']],
    ['foreground_color as a name', 'foreground_color', 'red'],
    ['foreground_color in short form', 'foreground_color', '#abc'],
    ['foreground_color without #', 'foreground_color', '000000'],
    ['foreground_color with alpha', 'foreground_color', '#000000FF'],
    ['foreground_color with a non-hex digit', 'foreground_color', '#00000G'],
    ['foreground_color as rgb()', 'foreground_color', 'rgb(0,0,0)'],
    ['background_color in short form', 'background_color', '#fff'],
    ['background_color without #', 'background_color', 'FFFFFF'],
    ['margin below 0', 'margin', -1],
    ['margin above 10', 'margin', 11],
    ['margin not an integer', 'margin', 4.5],
    ['margin not a number', 'margin', 'wide'],
    ['size below 100', 'size', 99],
    ['size above 1000', 'size', 1001],
    ['size not an integer', 'size', 300.5],
    ['size not a number', 'size', 'big'],
    ['link_id of no link', 'link_id', 999999],
    ['link_id not an integer', 'link_id', 'abc'],
    ['link_id a fraction', 'link_id', 1.5],
  ])('%s → 422', async (_name, field, value) => {
    expectError(await create({ ...MINIMAL, [field]: value }), 422, field);
  });

  it('link_id of another account’s link → 422', async () => {
    // Link 1 is the Pro demo's; the second Pro account may not tie a code to it.
    expectError(await create({ ...MINIMAL, link_id: 1 }, KEYS.pro2), 422, 'link_id');
  });
});

describe('POST /qrcodes: values at the edges are accepted', () => {
  sharedPerBlock(use);

  it.each<[string, Record<string, unknown>]>([
    ...['url', 'text', 'email', 'sms', 'phone'].map(
      (type) => [`type ${type}`, { type }] as [string, Record<string, unknown>],
    ),
    ...['L', 'M', 'Q', 'H'].map(
      (ec) =>
        [`error_correction ${ec}`, { error_correction: ec }] as [string, Record<string, unknown>],
    ),
    ['content of 1000 characters', { content: 'c'.repeat(1000) }],
    ['content of one character', { content: 'c' }],
    ['margin 0', { margin: 0 }],
    ['margin 10', { margin: 10 }],
    ['size 100', { size: 100 }],
    ['size 1000', { size: 1000 }],
    ['lower-case hex colours', { foreground_color: '#0d9488', background_color: '#fafafa' }],
    ['optional fields sent as null', { margin: null, size: null, foreground_color: null }],
    // The sandbox checks content for its length only, not against the type.
    ['content that does not look like its type', { type: 'phone', content: 'not a number' }],
  ])('%s → 201', async (_name, extra) => {
    const r = await create({ ...MINIMAL, ...extra });
    expect(r.status, r.text).toBe(201);
    for (const [k, v] of Object.entries(extra)) {
      if (v === null) continue;
      const got = r.body[k];
      expect(typeof got === 'string' ? got.toLowerCase() : got).toEqual(
        typeof v === 'string' ? v.toLowerCase() : v,
      );
    }
    if (extra.margin === null) expect(r.body).toMatchObject({ margin: 4, size: 300 });
  });
});

describe('GET /qrcodes', () => {
  freshPerTest(use);

  it('lists the 5 seeded codes in the envelope, newest first, each with created_at', async () => {
    const r = await s.api('GET', '/qrcodes');
    expect(r.status).toBe(200);
    expectEnvelope(r.body, { current_page: 1, total: 5, per_page: 10, last_page: 1 });
    for (const q of r.body.data) {
      expect(Object.keys(q).sort()).toEqual(QR_FIELDS);
      expect(q.created_at).toMatch(ISO_MICROS);
    }
    const times = r.body.data.map((q: { created_at: string }) => Date.parse(q.created_at));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect(r.body.data.filter((q: { is_dynamic: boolean }) => q.is_dynamic)).toHaveLength(3);
    for (const q of r.body.data) expect(q.is_dynamic).toBe(q.link_id !== null);
  });

  it('pages: page past the end is 200 with no data', async () => {
    for (let i = 0; i < 8; i++) {
      s.clock.advance(1000);
      expect((await create({ ...MINIMAL, name: `extra ${i}` })).status).toBe(201);
    }
    const p1 = await s.api('GET', '/qrcodes');
    expectEnvelope(p1.body, { current_page: 1, total: 13, per_page: 10, last_page: 2 });
    expect(p1.body.data[0].name).toBe('extra 7');
    const p2 = await s.api('GET', '/qrcodes', { query: { page: 2 } });
    expectEnvelope(p2.body, { current_page: 2, total: 13, per_page: 10, last_page: 2 });
    expect(p2.body.data).toHaveLength(3);
    const p3 = await s.api('GET', '/qrcodes', { query: { page: 3 } });
    expect(p3.status).toBe(200);
    expectEnvelope(p3.body, { current_page: 3, total: 13, per_page: 10, last_page: 2 });
    expect(p3.body.data).toEqual([]);
    const all = await s.api('GET', '/qrcodes', { query: { per_page: 25 } });
    expectEnvelope(all.body, { current_page: 1, total: 13, per_page: 25, last_page: 1 });
  });
});

describe('GET /qrcodes: query parameters', () => {
  sharedPerBlock(use);

  it.each([
    ['a word of the name', 'poster', ['Launch week poster']],
    ['case-insensitively', 'PRICING', ['Pricing flyer']],
    ['nothing', 'zzz', []],
    // "Guest network" is the Wi-Fi note's content, not its name: search is by name only.
    ['the name only, not the content', 'guest', []],
  ])('search filters by name: %s', async (_n, search, names) => {
    const r = await s.api('GET', '/qrcodes', { query: { search } });
    expect(r.status).toBe(200);
    expect(r.body.data.map((q: { name: string }) => q.name)).toEqual(names);
    expect(r.body.total).toBe(names.length);
  });

  it.each([
    ['page', '0'],
    ['page', '-2'],
    ['page', '2.5'],
    ['page', 'first'],
    ['per_page', '15'],
    ['per_page', '0'],
  ])('%s=%s → 422', async (param, value) => {
    expectError(await s.api('GET', '/qrcodes', { query: { [param]: value } }), 422, param);
  });
});

describe('GET and DELETE /qrcodes/{id}', () => {
  freshPerTest(use);

  it('gets one code with preview_svg and without created_at', async () => {
    const r = await s.api('GET', '/qrcodes/1');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(WITHOUT_CREATED_AT);
    expect(r.body).not.toHaveProperty('created_at');
    expect(r.body).toMatchObject({
      id: 1,
      name: 'Launch week poster',
      is_dynamic: true,
      size: 300,
      margin: 4,
    });
    const svg = svgFacts(r.body.preview_svg);
    expect(svg.width).toBe('300');
    expect(svg.colours).toEqual(new Set(['#0D9488', '#FFFFFF']));
  });

  it('the list and the single item agree, apart from created_at', async () => {
    const listed = (await s.api('GET', '/qrcodes')).body.data;
    for (const q of listed) {
      const { created_at: _, ...rest } = q;
      expect((await s.api('GET', `/qrcodes/${q.id}`)).body).toEqual(rest);
    }
  });

  it.each(['999999', '0', 'abc', '-1'])('GET /qrcodes/%s → 404', async (id) => {
    expectError(await s.api('GET', `/qrcodes/${id}`), 404);
  });

  it('deletes permanently: 200 {message}, then 404 everywhere; the link stays', async () => {
    const link = (await s.api('GET', '/links/1')).body;
    const r = await s.api('DELETE', '/qrcodes/1');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['message']);
    expect(typeof r.body.message).toBe('string');
    expectError(await s.api('GET', '/qrcodes/1'), 404);
    expectError(await s.api('DELETE', '/qrcodes/1'), 404);
    expect((await download('http://localhost/api/v1/qrcodes/1/download/svg')).status).toBe(404);
    expect((await s.api('GET', '/qrcodes')).body.total).toBe(4);
    // Associated links are unaffected.
    expect((await s.api('GET', '/links/1')).body).toEqual(link);
  });

  it('DELETE of an id that does not exist → 404', async () => {
    expectError(await s.api('DELETE', '/qrcodes/424242'), 404);
  });
});

describe('downloads', () => {
  sharedPerBlock(use);

  it.each<KeyMethod>(['query', 'bearer', 'header'])(
    'accept the API key sent by %s',
    async (via) => {
      const q = (await s.api('GET', '/qrcodes/4')).body;
      for (const url of [q.download_svg_url, q.download_png_url])
        expect((await download(url, KEYS.pro, via)).status).toBe(200);
    },
  );

  it.each([
    ['no key', null],
    ['an unknown key', 'nope'],
    ['an expired key', KEYS.expired],
  ])('answer 401 with %s', async (_n, key) => {
    const q = (await s.api('GET', '/qrcodes/4')).body;
    for (const url of [q.download_svg_url, q.download_png_url])
      expectError(await toReply(await download(url, key)), 401);
  });

  it('serve SVG markup at the code’s size and colours', async () => {
    const q = (
      await create({
        ...MINIMAL,
        size: 640,
        foreground_color: '#112233',
        background_color: '#FFEEDD',
      })
    ).body;
    const res = await download(q.download_svg_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[\s>]/);
    const facts = svgFacts(svg);
    expect(facts).toMatchObject({ width: '640', height: '640' });
    expect(facts.colours).toEqual(new Set(['#112233', '#FFEEDD']));
  });

  it('draw the margin as quiet-zone blocks: margin 10 is 20 blocks wider than margin 0', async () => {
    const views: number[] = [];
    for (const margin of [0, 4, 10]) {
      const q = (await create({ ...MINIMAL, margin })).body;
      const facts = svgFacts(await (await download(q.download_svg_url)).text());
      views.push(facts.viewBox?.[2] ?? Number.NaN);
    }
    expect(views[1]).toBe((views[0] ?? 0) + 8);
    expect(views[2]).toBe((views[0] ?? 0) + 20);
  });

  it('use the error-correction level: H needs more modules than L for the same content', async () => {
    const content = `https://example.com/${'x'.repeat(120)}`;
    const width = async (ec: string) => {
      const q = (await create({ ...MINIMAL, content, error_correction: ec, margin: 0 })).body;
      return svgFacts(await (await download(q.download_svg_url)).text()).viewBox?.[2] ?? 0;
    };
    expect(await width('H')).toBeGreaterThan(await width('L'));
  });

  it.each<[string, Record<string, unknown>]>([
    ['the defaults', {}],
    ['size 100', { size: 100 }],
    ['size 1000', { size: 1000 }],
    ['size 333, margin 10', { size: 333, margin: 10 }],
    ['size 457, margin 7, EC L', { size: 457, margin: 7, error_correction: 'L' }],
    ['size 999, margin 1, EC H', { size: 999, margin: 1, error_correction: 'H' }],
    ['margin 0', { margin: 0 }],
    [
      'custom colours',
      { foreground_color: '#1E3A8A', background_color: '#FEF9C3', error_correction: 'Q' },
    ],
    ['long text content', { type: 'text', content: 'Lorem ipsum dolor sit amet. '.repeat(8) }],
  ])('serve a PNG with %s: size × size, the two colours, and the content', async (_n, extra) => {
    const q = (await create({ ...MINIMAL, ...extra })).body;
    const res = await download(q.download_png_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/png');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([q.size, q.size]);

    // Every pixel is one of the two colours, opaque, and both appear. (Pixels as 32-bit words.)
    const pixels = new Uint32Array(Uint8Array.from(png.data).buffer);
    const pixel = (hex: string) => new Uint32Array(Uint8Array.from([...rgb(hex), 255]).buffer)[0];
    const fg = pixel(q.foreground_color);
    const bg = pixel(q.background_color);
    expect(new Set(pixels)).toEqual(new Set([fg, bg]));
    // The top-left corner is the quiet zone, or with no margin the finder pattern's dark corner.
    expect(pixels[0]).toBe(q.margin === 0 ? fg : bg);

    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(q.content);
  });

  it.each([250, 100])(
    'serve a PNG of exactly the size (%i) even when the content is at its longest',
    async (size) => {
      // 1000 characters at level H need 177 modules: more than 100 pixels can show one by one,
      // but the size is still the image's dimension.
      const q = (
        await create({ ...MINIMAL, content: 'z'.repeat(1000), error_correction: 'H', size })
      ).body;
      const res = await download(q.download_png_url);
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([size, size]);
    },
  );

  it('of a seeded dynamic code decode to its short link', async () => {
    const q = (await s.api('GET', '/qrcodes/1')).body;
    const png = PNG.sync.read(
      Buffer.from(await (await download(q.download_png_url, KEYS.pro, 'header')).arrayBuffer()),
    );
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(q.content);
    expect(decoded?.data).toMatch(/\/demo1$/);
  });

  it.each(['svg', 'png'])('of an unknown code → 404 (%s)', async (kind) => {
    const res = await download(`http://localhost/api/v1/qrcodes/999999/download/${kind}`);
    expectError(await toReply(res), 404);
  });
});
