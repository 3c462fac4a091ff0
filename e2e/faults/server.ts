import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A stand-in for the service that misbehaves on purpose, for e2e/faults/*.spec.ts. It answers the
// API paths the extension uses (lib/api/*) with CORS, as the sandbox does, and in the mode a test
// sets: a normal answer ('ok'), or one fault. A second server, "the other origin", is where
// redirects point; it records whatever reaches it, so a test can show the key never got there.

type FaultMode =
  /** Well-formed answers, so a test can show the surface works against this server at all. */
  | 'ok'
  /** Every API call answers `redirectStatus` to the same path and query on the other origin. */
  | 'redirect'
  /** Takes the request and never answers (the client gives up after 10 s). */
  | 'hang'
  /** 500 with an HTML error page (a script, a stack trace and the key in it). */
  | 'html500'
  /** 200 application/json whose body stops half-way (a complete HTTP message, broken JSON). */
  | 'truncated'
  /** 200 application/json that promises a length, sends half and drops the connection. */
  | 'cut'
  /** Valid but enormous answers: 250,000 days of clicks, 50,000-item lists, megabyte fields. */
  | 'huge'
  /** Valid shapes with hostile values: script URLs, markup, bidi overrides, a scripted SVG. */
  | 'hostile'
  /** Errors whose words echo the key (upper-cased, as received, URL-encoded) and markup. */
  | 'echo'
  /** 429 with the Retry-After value in `retryAfter` (null: no header at all; a function is
   * called at answer time, so an HTTP date is relative to the answer). */
  | 'ratelimit';

export interface FaultSettings {
  mode: FaultMode;
  /** For 'redirect'. */
  redirectStatus?: 301 | 302 | 303 | 307 | 308;
  /** For 'redirect': the CORS preflight is redirected too, as a blanket proxy rule would. */
  redirectPreflight?: boolean;
  /** For 'ratelimit': the raw header value; null sends none. */
  retryAfter?: string | null | (() => string | null);
  /** Milliseconds before any API answer (not the preflight). */
  delayMs?: number;
  /** API answers (not preflights) wait for go(), e.g. until a test is listening to a popup. */
  hold?: boolean;
  /** A service without link edits: PUT and PATCH of /links/{id} answer 405, in any mode. */
  noLinkEdit?: boolean;
}

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface Recorder {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  requests: Recorded[];
}

export interface FaultServer extends Recorder {
  /** The API root to configure: `${origin}/api/v1`. */
  baseUrl: string;
  other: Recorder;
  set(settings: FaultSettings): void;
  /** Lets held answers (and later ones) go. */
  go(): void;
  /** Forgets what both servers recorded and lets any hanging request go. */
  clear(): void;
  close(): Promise<void>;
}

/** Markup, script URLs and direction overrides that hostile answers put into every text field. */
export const HOSTILE = {
  markup: '<img src=x onerror=alert(1)><i id="pwned-markup">bold</i>',
  script: '<script id="pwned-script">alert(2)</script>',
  svg:
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(3)"><script>alert(4)</script>' +
    '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">' +
    '<img src="x" onerror="alert(5)"/><p id="pwned-svg">html inside</p></div></foreignObject>' +
    '<a href="javascript:alert(6)"><text y="20">tap</text></a></svg>',
  /** U+202E RIGHT-TO-LEFT OVERRIDE: "‮exe.gnp" reads as "png.exe". */
  bidi: '\u202Eexe.gnp',
  jsUrl: 'javascript:alert(7)',
  dataUrl: 'data:text/html,<script>alert(8)</script>',
} as const;

const hostileText = (label: string) =>
  `${label} ${HOSTILE.markup}${HOSTILE.script} ${HOSTILE.bidi} ${HOSTILE.jsUrl}`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Location',
};

const PREFLIGHT = {
  ...CORS,
  'Access-Control-Allow-Headers': 'Authorization, X-API-Key, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Max-Age': '0',
};

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const { port } = server.address() as AddressInfo;
  return `http://${host}:${port}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => ok(Buffer.concat(chunks).toString('utf8')));
  });
}

function record(req: IncomingMessage, body: string): Recorded {
  return { method: req.method ?? '', url: req.url ?? '', headers: { ...req.headers }, body };
}

/** Keeps every socket, so close() and clear() can end requests left hanging. */
function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return sockets;
}

/** Starts both servers on free ports (the other origin on another loopback address if it can). */
export async function startFaultServer(): Promise<FaultServer> {
  let settings: FaultSettings = { mode: 'ok' };
  let lastId = 100;
  const nextId = () => ++lastId;
  const requests: Recorded[] = [];
  const otherRequests: Recorded[] = [];
  const hanging = new Set<ServerResponse>();
  let open: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();

  const other = createServer(async (req, res) => {
    otherRequests.push(record(req, await readBody(req)));
    // Answers like a working API, so a followed redirect would even look like success.
    res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
      ...PREFLIGHT,
      'Content-Type': 'application/json',
    });
    res.end(req.method === 'OPTIONS' ? undefined : '{}');
  });
  const otherSockets = trackSockets(other);
  // 127.0.0.2 is another host, not just another port; fall back where it can't be bound.
  const otherOrigin = await listen(other, '127.0.0.2').catch(() => listen(other, '127.0.0.1'));

  const main = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push(record(req, body));
    const s = settings;
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'OPTIONS') {
      if (s.mode === 'redirect' && s.redirectPreflight) {
        res.writeHead(s.redirectStatus ?? 302, { Location: `${otherOrigin}${req.url}` }).end();
        return;
      }
      res.writeHead(204, PREFLIGHT).end();
      return;
    }
    if (s.mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    await gate;
    if (s.delayMs) await new Promise((r) => setTimeout(r, s.delayMs));
    try {
      answer(req, res, url, body, s, { origin: mainOrigin, otherOrigin, nextId });
    } catch (e) {
      res.writeHead(599, CORS).end(String(e));
    }
  });
  const mainSockets = trackSockets(main);
  const mainOrigin = await listen(main, '127.0.0.1');

  const release = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };
  // Nothing stays held once the servers close.

  return {
    origin: mainOrigin,
    baseUrl: `${mainOrigin}/api/v1`,
    requests,
    other: { origin: otherOrigin, requests: otherRequests },
    set(next) {
      release();
      open();
      settings = { ...next };
      gate = next.hold ? new Promise((r) => (open = r)) : Promise.resolve();
    },
    go() {
      open();
    },
    clear() {
      release();
      requests.length = 0;
      otherRequests.length = 0;
    },
    async close() {
      release();
      open();
      for (const s of [...mainSockets, ...otherSockets]) s.destroy();
      await Promise.all([main, other].map((srv) => new Promise((ok) => srv.close(ok))));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Answers

interface Origins {
  origin: string;
  otherOrigin: string;
  /** A new link id for each POST /links, so each link made is a different one in history. */
  nextId(): number;
}

type Json = Record<string, unknown>;

function sendJson(res: ServerResponse, status: number, value: unknown, headers = {}) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'X-RateLimit-Limit': '60',
    'X-RateLimit-Remaining': '59',
    ...headers,
  });
  res.end(text);
}

/** The key as the request carried it, whichever way it was sent. */
export function keyOf(req: { headers: Recorded['headers']; url: string }): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const header = req.headers['x-api-key'];
  const query = new URL(req.url, 'http://x').searchParams.get('api_key');
  return bearer ?? (typeof header === 'string' ? header : undefined) ?? query ?? undefined;
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
  s: FaultSettings,
  o: Origins,
) {
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '');
  if (s.noLinkEdit && /^(PUT|PATCH)$/.test(method) && /^\/api\/v1\/links\/\d+$/.test(path)) {
    return sendJson(res, 405, { message: 'The PATCH method is not supported for this route.' });
  }
  switch (s.mode) {
    case 'redirect':
      res.writeHead(s.redirectStatus ?? 302, { ...CORS, Location: `${o.otherOrigin}${req.url}` });
      res.end();
      return;
    case 'html500': {
      const key = keyOf({ headers: req.headers, url: req.url ?? '' }) ?? '';
      const page =
        '<!doctype html><html><head><title>500 Internal Server Error</title>' +
        '<script>alert("from the error page")</script></head><body>' +
        '<h1>Whoops, looks like something went wrong.</h1>' +
        `<pre>ErrorException: Undefined index: api_key=${key}\n` +
        '  at /var/www/app/Http/Controllers/LinkController.php:42\n' +
        '  at Illuminate\\Routing\\Pipeline.php:128</pre></body></html>';
      res.writeHead(500, { ...CORS, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
      return;
    }
    case 'truncated':
    case 'cut': {
      const full = JSON.stringify(okAnswer(method, path, url, body, o).value);
      const half = full.slice(0, Math.max(1, Math.floor(full.length / 2)));
      const length = Buffer.byteLength(s.mode === 'cut' ? full : half);
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json', 'Content-Length': length });
      if (s.mode === 'truncated') {
        res.end(half);
      } else {
        res.write(half);
        setTimeout(() => res.destroy(), 50);
      }
      return;
    }
    case 'ratelimit': {
      const headers: Record<string, string> = {
        ...CORS,
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '0',
      };
      const value = typeof s.retryAfter === 'function' ? s.retryAfter() : s.retryAfter;
      if (value !== null && value !== undefined) headers['Retry-After'] = value;
      res.writeHead(429, headers);
      res.end(JSON.stringify({ message: 'Too Many Attempts.' }));
      return;
    }
    case 'echo': {
      const key = keyOf({ headers: req.headers, url: req.url ?? '' }) ?? 'no-key';
      const said = `key ${key.toUpperCase()} (as sent: ${key}, encoded: ${encodeURIComponent(key)}, header: Bearer ${key})`;
      if (method === 'GET') {
        // A 403 "about a feature" is one the client shows in the service's own words.
        sendJson(res, 403, {
          message: `Custom alias limit reached for ${said} ${HOSTILE.markup}${HOSTILE.script}`,
        });
      } else {
        sendJson(res, 422, {
          message: `The given data was invalid for ${said}`,
          errors: {
            title: [`The title was refused for ${said} ${HOSTILE.markup}`],
            custom_alias: [`Alias refused: ${key.toUpperCase()} ${HOSTILE.script}`],
            [key]: [`A field named after the key ${HOSTILE.bidi}`],
          },
        });
      }
      return;
    }
    case 'huge':
      return sendJson(res, method === 'POST' ? 201 : 200, hugeAnswer(method, path, url, body, o));
    case 'hostile': {
      const { status, value } = hostileAnswer(method, path, url, body, o);
      return sendJson(res, status, value);
    }
    case 'hang':
    case 'ok': {
      const { status, value, type } = okAnswer(method, path, url, body, o);
      if (type) {
        res.writeHead(status, { ...CORS, 'Content-Type': type });
        res.end(value as string);
        return;
      }
      return sendJson(res, status, value);
    }
  }
}

// ---- well-formed answers --------------------------------------------------------------------

const NOW = '2026-11-20T10:00:00Z';

function link(o: Origins, id: number, extra: Json = {}): Json {
  return {
    id,
    short_code: `f${id}`,
    short_url: `${o.origin}/f${id}`,
    original_url: `https://example.com/page-${id}`,
    title: `Fault link ${id}`,
    total_clicks: 3,
    unique_clicks: 2,
    domain_id: null,
    created_at: NOW,
    ...extra,
  };
}

function page(data: unknown[], perPage = 10): Json {
  return { current_page: 1, data, per_page: perPage, total: data.length, last_page: 1 };
}

function days(n: number, count: (i: number) => number): Json[] {
  const start = Date.UTC(2026, 10, 20) - (n - 1) * 86_400_000;
  return Array.from({ length: n }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    count: count(i),
  }));
}

function analytics(o: Origins, id: number): Json {
  return {
    link: link(o, id),
    summary: { total_clicks: 3, unique_clicks: 2 },
    breakdown: {
      clicks_over_time: days(30, (i) => (i === 29 ? 3 : 0)),
      devices: [{ device_type: 'desktop', count: 3 }],
      countries: [{ country: 'Germany', country_code: 'DE', count: 3 }],
      browsers: [{ browser: 'Chrome', count: 3 }],
      operating_systems: [{ os: 'Linux', count: 3, percentage: 100 }],
    },
    recent_clicks: [
      {
        clicked_at: NOW,
        device_type: 'desktop',
        browser: 'Chrome',
        os: 'Linux',
        country_code: 'DE',
        referrer: 'news.example',
      },
    ],
  };
}

const TINY_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="21" height="21"><rect width="7" height="7"/></svg>';

function qrcode(o: Origins, id: number, extra: Json = {}): Json {
  return {
    id,
    name: `Fault QR ${id}`,
    content: `https://example.com/qr-${id}`,
    type: 'url',
    user_id: 1,
    link_id: null,
    foreground_color: '#000000',
    background_color: '#FFFFFF',
    margin: 4,
    size: 300,
    error_correction: 'M',
    is_dynamic: false,
    download_svg_url: `${o.origin}/api/v1/qrcodes/${id}/download/svg`,
    download_png_url: `${o.origin}/api/v1/qrcodes/${id}/download/png`,
    ...extra,
  };
}

function domain(id: number, extra: Json = {}): Json {
  return {
    id,
    name: `go${id}.example.com`,
    index_page: 'https://example.com/',
    not_found_page: null,
    created_at: NOW,
    updated_at: NOW,
    ...extra,
  };
}

const idIn = (path: string, re: RegExp) => Number(re.exec(path)?.[1] ?? 0);

function okAnswer(
  method: string,
  path: string,
  _url: URL,
  body: string,
  o: Origins,
): { status: number; value: unknown; type?: string } {
  if (path === '/api/v1/links' && method === 'POST') {
    let original = 'https://example.com/';
    try {
      original = (JSON.parse(body) as { original_url?: string }).original_url ?? original;
    } catch {}
    return { status: 201, value: link(o, o.nextId(), { original_url: original }) };
  }
  if (path === '/api/v1/links') return { status: 200, value: page([link(o, 1), link(o, 2)]) };
  if (/^\/api\/v1\/links\/\d+\/analytics$/.test(path)) {
    return { status: 200, value: analytics(o, idIn(path, /links\/(\d+)/)) };
  }
  if (/^\/api\/v1\/links\/\d+$/.test(path)) {
    if (method === 'DELETE') return { status: 200, value: { message: 'Deleted.' } };
    return { status: 200, value: link(o, idIn(path, /links\/(\d+)/)) };
  }
  if (path === '/api/v1/qrcodes' && method === 'POST') return { status: 201, value: qrcode(o, 9) };
  if (path === '/api/v1/qrcodes') return { status: 200, value: page([qrcode(o, 1), qrcode(o, 2)]) };
  if (/^\/api\/v1\/qrcodes\/\d+\/download\/svg$/.test(path)) {
    return { status: 200, value: TINY_SVG, type: 'image/svg+xml' };
  }
  if (/^\/api\/v1\/qrcodes\/\d+$/.test(path)) {
    if (method === 'DELETE') return { status: 200, value: { message: 'Deleted.' } };
    return {
      status: 200,
      value: qrcode(o, idIn(path, /qrcodes\/(\d+)/), { preview_svg: TINY_SVG }),
    };
  }
  if (path === '/api/v1/domains') return { status: 200, value: page([domain(1), domain(2)]) };
  return { status: 404, value: { message: 'Not found.' } };
}

// ---- huge answers ---------------------------------------------------------------------------

const HUGE_DAYS = 250_000;
const HUGE_ITEMS = 50_000;
const cache = new Map<string, string>();
const once = (name: string, make: () => unknown) => {
  let text = cache.get(name);
  if (text === undefined) {
    text = JSON.stringify(make());
    cache.set(name, text);
  }
  return text;
};

function hugeAnswer(method: string, path: string, url: URL, body: string, o: Origins): string {
  if (path === '/api/v1/links' && method === 'POST') {
    // A valid link, with a 100 KB title and 20 MB of fields nobody asked for.
    const made = okAnswer(method, path, url, body, o).value as Json;
    return JSON.stringify({ ...made, title: 'T'.repeat(100_000), padding: 'x'.repeat(20_000_000) });
  }
  if (path === '/api/v1/links') {
    return once('links', () =>
      page(
        Array.from({ length: HUGE_ITEMS }, (_, i) => link(o, i + 1)),
        25,
      ),
    );
  }
  if (/^\/api\/v1\/links\/\d+\/analytics$/.test(path)) {
    return once('analytics', () => {
      const a = analytics(o, idIn(path, /links\/(\d+)/));
      const countries = Array.from({ length: 5_000 }, (_, i) => ({
        country: `Country ${i}`,
        country_code: null,
        count: 1,
      }));
      return {
        ...a,
        summary: { total_clicks: HUGE_DAYS, unique_clicks: HUGE_DAYS },
        breakdown: {
          ...(a.breakdown as Json),
          clicks_over_time: days(HUGE_DAYS, () => 1),
          countries,
          browsers: Array.from({ length: 5_000 }, (_, i) => ({ browser: `B${i}`, count: 1 })),
        },
        recent_clicks: Array.from({ length: 100_000 }, () => ({ clicked_at: NOW })),
      };
    });
  }
  if (path === '/api/v1/qrcodes') {
    return once('qrcodes', () =>
      page(Array.from({ length: HUGE_ITEMS }, (_, i) => qrcode(o, i + 1))),
    );
  }
  if (/^\/api\/v1\/qrcodes\/\d+$/.test(path)) {
    return JSON.stringify(
      qrcode(o, idIn(path, /qrcodes\/(\d+)/), {
        preview_svg: `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'d'.repeat(5_000_000)}</desc></svg>`,
      }),
    );
  }
  if (path === '/api/v1/domains') {
    return once('domains', () => page(Array.from({ length: HUGE_ITEMS }, (_, i) => domain(i + 1))));
  }
  return JSON.stringify(okAnswer(method, path, url, body, o).value);
}

// ---- hostile answers ------------------------------------------------------------------------

/**
 * What POST /links answers depends on the page being shortened, so one test can try each:
 * a path with "js" gets a javascript: short_url, "data" a data: one, "bidi" an https one with an
 * override in it; any other a valid short_url with hostile title and original_url.
 */
function hostileShortUrl(original: string, o: Origins, id: number): string {
  if (/hostile-js/.test(original)) return HOSTILE.jsUrl;
  if (/hostile-data/.test(original)) return HOSTILE.dataUrl;
  if (/hostile-bidi/.test(original)) return `${o.origin}/${HOSTILE.bidi}`;
  return `${o.origin}/h${id}`;
}

function hostileLink(o: Origins, id: number, shortUrl?: string): Json {
  return link(o, id, {
    short_code: `${HOSTILE.bidi}${HOSTILE.markup}`,
    short_url: shortUrl ?? [HOSTILE.jsUrl, HOSTILE.dataUrl, `${o.origin}/${HOSTILE.bidi}`][id % 3],
    original_url: id % 2 ? HOSTILE.jsUrl : `https://example.com/${HOSTILE.bidi}`,
    title: hostileText(`Link ${id}`),
  });
}

function hostileAnswer(
  method: string,
  path: string,
  _url: URL,
  body: string,
  o: Origins,
): { status: number; value: unknown } {
  if (path === '/api/v1/links' && method === 'POST') {
    let original = '';
    try {
      original = (JSON.parse(body) as { original_url?: string }).original_url ?? '';
    } catch {}
    const id = o.nextId();
    return { status: 201, value: hostileLink(o, id, hostileShortUrl(original, o, id)) };
  }
  if (path === '/api/v1/links') {
    return { status: 200, value: page([1, 2, 3].map((i) => hostileLink(o, i))) };
  }
  if (/^\/api\/v1\/links\/\d+\/analytics$/.test(path)) {
    const id = idIn(path, /links\/(\d+)/);
    const a = analytics(o, id);
    const name = hostileText('name');
    return {
      status: 200,
      value: {
        ...a,
        link: hostileLink(o, id, HOSTILE.jsUrl),
        breakdown: {
          clicks_over_time: [
            { date: `${HOSTILE.bidi}${HOSTILE.markup}`, count: 2 },
            { date: '2026-11-20', count: 1 },
          ],
          devices: [{ device_type: name, count: 3 }],
          countries: [
            { country: name, country_code: `"><svg onload=alert(9)>${HOSTILE.bidi}`, count: 2 },
            { country: name, country_code: null, count: 1 },
          ],
          browsers: [{ browser: name, count: 3 }],
          operating_systems: [{ os: name, count: 3, percentage: 100 }],
        },
        recent_clicks: [
          {
            clicked_at: `${NOW}${HOSTILE.bidi}`,
            device_type: name,
            browser: name,
            os: name,
            country_code: HOSTILE.bidi,
            referrer: `${HOSTILE.jsUrl}${HOSTILE.bidi}`,
          },
        ],
      },
    };
  }
  if (/^\/api\/v1\/links\/\d+$/.test(path)) {
    return { status: 200, value: hostileLink(o, idIn(path, /links\/(\d+)/)) };
  }
  const qr = (id: number, extra: Json = {}) =>
    qrcode(o, id, {
      name: hostileText(`QR ${id}`),
      content: `${HOSTILE.bidi} ${HOSTILE.markup}`,
      type: `<b id="pwned-type">url</b>${HOSTILE.bidi}`,
      error_correction: HOSTILE.bidi,
      foreground_color: `${HOSTILE.markup}`,
      // The SVG download points at the other origin (the key must not follow it there); the
      // PNG one is a script URL.
      download_svg_url: `${o.otherOrigin}/steal.svg`,
      download_png_url: HOSTILE.jsUrl,
      ...extra,
    });
  if (path === '/api/v1/qrcodes') return { status: 200, value: page([qr(1), qr(2)]) };
  if (/^\/api\/v1\/qrcodes\/\d+$/.test(path)) {
    return { status: 200, value: qr(idIn(path, /qrcodes\/(\d+)/), { preview_svg: HOSTILE.svg }) };
  }
  if (path === '/api/v1/domains') {
    return {
      status: 200,
      value: page(
        [1, 2].map((i) =>
          domain(i, {
            name: `${HOSTILE.bidi}${HOSTILE.markup}.example.com`,
            index_page: HOSTILE.jsUrl,
            not_found_page: `${HOSTILE.dataUrl}${HOSTILE.bidi}`,
          }),
        ),
      ),
    };
  }
  return okAnswer(method, path, _url, body, o);
}
