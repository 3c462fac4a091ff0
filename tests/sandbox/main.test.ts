import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRequest, type CallOptions, KEYS, toReply } from './helpers.ts';

// `npm run sandbox` itself: sandbox/main.ts in a child process, on a free port, with its
// database in a temporary directory.
const ROOT = join(import.meta.dirname, '..', '..');
// tsx as a loader in one node process: quicker to start than the tsx CLI, which spawns another.
const TSX_LOADER = pathToFileURL(
  join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'),
).href;
const dir = mkdtempSync(join(tmpdir(), 'snaplink-sandbox-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the sandbox and resolves with its base URL and what it printed, once it listens. */
async function start(...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', TSX_LOADER, join(ROOT, 'sandbox', 'main.ts'), ...args],
    {
      cwd: dir,
      env: { ...process.env, PORT: '0', SANDBOX_DB: join(dir, 'data', 'sandbox.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no base URL printed:\n${out}`)), 15_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(out);
      if (m && out.includes('demo-expired-key')) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  const origin = new URL(base).origin;
  const api = async (method: string, path: string, options?: CallOptions) =>
    toReply(await fetch(buildRequest(origin, method, path, options)));
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, out, api, stop };
}

/** The origins the demo's dynamic QR codes encode. */
async function dynamicOrigins(sandbox: Awaited<ReturnType<typeof start>>) {
  const { data } = (await sandbox.api('GET', '/qrcodes')).body as {
    data: { content: string; link_id: number | null }[];
  };
  const dynamic = data.filter((q) => q.link_id !== null);
  expect(dynamic).toHaveLength(3);
  return [...new Set(dynamic.map((q) => new URL(q.content).origin))];
}

describe('npm run sandbox', () => {
  it('prints its base URL and the demo keys, serves the API, keeps its data, and --reset reseeds', async () => {
    const first = await start();
    for (const key of Object.values(KEYS)) expect(first.out).toContain(key);
    // Seeded on the port it was given (port 0 picks one), not 8787.
    expect(await dynamicOrigins(first)).toEqual([new URL(first.base).origin]);
    const created = await first.api('POST', '/links', {
      json: { original_url: 'https://example.com/kept', custom_alias: 'kept-across-restarts' },
    });
    expect(created.status).toBe(201);
    expect(created.body.short_url).toBe(`${new URL(first.base).origin}/kept-across-restarts`);
    // A body over the limit is answered early and its connection closed cleanly (early-answer.ts).
    const big = await first.api('POST', '/links', {
      raw: 'a'.repeat(10 * 1024 * 1024),
      contentType: 'application/json',
    });
    expect([big.status, big.headers.get('connection')]).toEqual([413, 'close']);
    // Spend the second account's window, to see --reset empty it.
    for (let i = 0; i < 120; i++) await first.api('GET', '/domains', { key: KEYS.pro2 });
    expect((await first.api('GET', '/domains', { key: KEYS.pro2 })).status).toBe(429);
    await first.stop();

    const second = await start();
    const kept = await second.api('GET', '/links', { query: { search: 'kept-across' } });
    expect(kept.body.total).toBe(1);
    // Another run picked another port: the demo QR codes follow it, so their scans land here.
    expect(await dynamicOrigins(second)).toEqual([new URL(second.base).origin]);
    await second.stop();

    const third = await start('--reset');
    const after = await third.api('GET', '/links', { query: { search: 'kept-across' } });
    expect(after.body.total).toBe(0);
    expect((await third.api('GET', '/links')).body.total).toBe(10);
    const pro2 = await third.api('GET', '/domains', { key: KEYS.pro2 });
    expect(pro2.status).toBe(200);
    expect(pro2.headers.get('x-ratelimit-remaining')).toBe('119');
    await third.stop();
  }, 30_000);
});
