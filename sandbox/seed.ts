import { describeVisit, visitorHash } from './clicks.ts';
import type { Db } from './db.ts';

/** The contract's demo keys: fixed, so tests and newcomers can rely on them. */
export const DEMO_KEYS = {
  'demo-pro-key': 'Pro demo: seeded links, clicks, domains and QR codes',
  'demo-enterprise-key': 'Enterprise demo: empty account',
  'demo-pro2-key': 'Second Pro account: empty, for isolation checks',
  'demo-limited-key': 'Pro account with custom aliases locked and the link limit reached (403)',
  'demo-free-key': 'Free plan: every request answers 403 (no API access)',
  'demo-inactive-key': 'Inactive key: 401',
  'demo-expired-key': 'Expired key: 401',
} as const;

const DAY = 86_400_000;

// A small deterministic generator, so every reset gives the same demo data.
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rand: () => number, items: [T, number][]): T {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return (items[items.length - 1] as [T, number])[0];
}

const AGENTS: [string, number][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    30,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    12,
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 6],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    8,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    20,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    16,
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    4,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    3,
  ],
  ['curl/8.5.0', 1],
];

const COUNTRIES: [string | null, number][] = [
  ['US', 30],
  ['DE', 12],
  ['GB', 10],
  ['FR', 7],
  ['IN', 8],
  ['BR', 6],
  ['JP', 5],
  ['ES', 4],
  ['CA', 5],
  ['NL', 3],
  [null, 3],
];

const REFERRERS: [string | null, number][] = [
  [null, 35],
  ['https://t.co/x', 15],
  ['https://news.ycombinator.com/item?id=1', 10],
  ['https://www.google.com/', 20],
  ['https://www.linkedin.com/feed/', 8],
  ['https://www.reddit.com/r/webdev/', 12],
];

const PRO_LINKS: [string, string, number][] = [
  ['https://example.com/blog/launch-week', 'Launch week recap', 900],
  ['https://example.com/pricing', 'Pricing', 650],
  ['https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API', 'Fetch API on MDN', 520],
  ['https://example.org/webinar/2026-spring', 'Spring webinar sign-up', 480],
  ['https://github.com/example/snaplink', 'Snaplink on GitHub', 400],
  ['https://example.com/careers/frontend-engineer', 'We are hiring: frontend engineer', 300],
  ['https://www.wikipedia.org/', 'Wikipedia', 180],
  ['https://example.net/newsletter/issue-42', 'Newsletter #42', 140],
  ['https://example.com/docs/getting-started', 'Getting started', 90],
  ['https://example.com/holiday-sale', 'Holiday sale', 0],
];

/** The origin `npm run sandbox` serves by default; tests in-process use it too. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The demo data, as of `now`. `origin` is where the sandbox serves (its real port, even when
 * asked for port 0): the seeded dynamic QR codes carry their link's short URL on it, so a scan
 * of one resolves on this sandbox.
 */
export function seed(db: Db, now: number, origin = DEFAULT_ORIGIN): void {
  const rand = random(42);
  const account = db.prepare(
    'INSERT INTO accounts (id, name, plan, aliases_locked, link_limit) VALUES (?, ?, ?, ?, ?)',
  );
  const key = db.prepare(
    'INSERT INTO api_keys (key, account_id, active, expires_at) VALUES (?, ?, ?, ?)',
  );
  const link = db.prepare(
    'INSERT INTO links (account_id, domain_id, short_code, original_url, title, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const click = db.prepare(
    `INSERT INTO clicks (link_id, clicked_at, visitor, device_type, browser, os, country_code, referrer)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const domain = db.prepare(
    'INSERT INTO domains (account_id, name, index_page, not_found_page, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const qr = db.prepare(
    `INSERT INTO qrcodes (account_id, link_id, name, content, type, foreground_color, background_color, margin, size,
       error_correction, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  db.transaction(() => {
    account.run(1, 'Pro demo', 'pro', 0, 10_000);
    account.run(2, 'Enterprise demo', 'enterprise', 0, null);
    account.run(3, 'Second Pro', 'pro', 0, 10_000);
    account.run(4, 'Limited Pro', 'pro', 1, 2);
    account.run(5, 'Free demo', 'free', 0, 100);
    account.run(6, 'Inactive demo', 'pro', 0, 10_000);
    account.run(7, 'Expired demo', 'pro', 0, 10_000);
    key.run('demo-pro-key', 1, 1, null);
    key.run('demo-enterprise-key', 2, 1, null);
    key.run('demo-pro2-key', 3, 1, null);
    key.run('demo-limited-key', 4, 1, null);
    key.run('demo-free-key', 5, 1, null);
    key.run('demo-inactive-key', 6, 0, null);
    key.run('demo-expired-key', 7, 1, now - DAY);

    const domainIds = [
      ['go.example.com', 'https://example.com/', 'https://example.com/404'],
      ['links.example.org', 'https://example.org/', null],
      ['snap.example.net', null, null],
    ].map(([name, index, notFound], i) => {
      const at = now - (80 - i * 20) * DAY;
      return Number(domain.run(1, name, index, notFound, at, at).lastInsertRowid);
    });

    // Visitors are fixed people (an address, an agent, a country), so unique clicks are real.
    // Parsing a User-Agent is the slow part of seeding, and there are only a few agents, so each
    // is parsed once: tests seed a fresh database per file or per test.
    const agents = new Map(AGENTS.map(([ua]) => [ua, describeVisit({ ip: '', userAgent: ua })]));
    const visitors = Array.from({ length: 1400 }, (_, i) => {
      const ip = `203.0.${Math.floor(i / 250)}.${i % 250}`;
      const userAgent = weighted(rand, AGENTS);
      return {
        ...agents.get(userAgent),
        visitor: visitorHash(ip, userAgent),
        country: weighted(rand, COUNTRIES),
      };
    });

    // Like the agents, each referrer is parsed once, not once per click.
    const referrerHosts = new Map(REFERRERS.map(([r]) => [r, r && new URL(r).host]));
    PRO_LINKS.forEach(([url, title, clicks], i) => {
      const created = now - (90 - i * 3) * DAY;
      const code = `demo${i + 1}`;
      const linkId = Number(
        link.run(1, i % 4 === 1 ? domainIds[0] : null, code, url, title, created).lastInsertRowid,
      );
      for (let n = 0; n < clicks; n++) {
        // Recent days are busier: ages are skewed towards now, within the link's life.
        const age = rand() ** 1.6 * (now - created);
        const v = visitors[Math.floor(rand() ** 1.3 * visitors.length)] ?? visitors[0];
        if (!v) continue;
        const referrer = weighted(rand, REFERRERS);
        const referrerHost = referrer && referrerHosts.get(referrer);
        click.run(
          linkId,
          Math.floor(now - age),
          v.visitor,
          v.device_type,
          v.browser,
          v.os,
          v.country,
          referrerHost,
        );
      }
    });

    // Dynamic codes name their link by code; the others carry their own content.
    const qrs: [string | null, string, string, string, string, string][] = [
      ['demo1', 'Launch week poster', 'url', '', '#0D9488', 'H'],
      // demo3, not demo2 (Pricing): demo2 lives on go.example.com, a name no scanner can reach.
      ['demo3', 'Pricing flyer', 'url', '', '#000000', 'M'],
      ['demo4', 'Webinar slide', 'url', '', '#1E3A8A', 'Q'],
      [null, 'Wi-Fi note', 'text', 'Guest network: snaplink-guest', '#000000', 'L'],
      [null, 'Contact us', 'email', 'mailto:hello@example.com?subject=Hello', '#7C2D12', 'M'],
    ];
    const onOrigin = db.prepare<[string], { id: number }>(
      'SELECT id FROM links WHERE account_id = 1 AND short_code = ? AND domain_id IS NULL',
    );
    qrs.forEach(([code, name, type, content, fg, ec], i) => {
      // A dynamic code carries its link's short URL, as the popup makes them.
      const linkId = code === null ? null : onOrigin.get(code)?.id;
      if (linkId === undefined) throw new Error(`seed: no link ${code} on the sandbox's origin`);
      const payload = code === null ? content : `${origin}/${code}`;
      qr.run(1, linkId, name, payload, type, fg, '#FFFFFF', 4, 300, ec, now - (30 - i * 5) * DAY);
    });

    link.run(4, null, 'limited1', 'https://example.com/a', 'Limited one', now - 10 * DAY);
    link.run(4, null, 'limited2', 'https://example.com/b', 'Limited two', now - 5 * DAY);
  })();
}

/**
 * A database seeded earlier, maybe on another port, is served on `origin` now: every dynamic
 * QR code that carries its own link's short URL on this host follows it there, so it still
 * resolves. Codes of links on a custom domain, and content of any other shape, are left alone.
 */
export function followOrigin(db: Db, origin: string): void {
  const host = new URL(origin).hostname;
  const rows = db
    .prepare<[], { id: number; content: string; short_code: string }>(
      `SELECT q.id, q.content, l.short_code FROM qrcodes q JOIN links l ON l.id = q.link_id
       WHERE l.domain_id IS NULL`,
    )
    .all();
  const move = db.prepare('UPDATE qrcodes SET content = ? WHERE id = ?');
  for (const row of rows) {
    const url = URL.parse(row.content);
    const own = url && `${url.protocol}//${url.host}${url.pathname}` === url.href;
    if (own && url.hostname === host && url.pathname === `/${row.short_code}`) {
      move.run(`${origin}/${row.short_code}`, row.id);
    }
  }
}
